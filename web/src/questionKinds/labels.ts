import { questionTypeLabels } from '@aula/common';
import type { QuestionType } from './kind';

/*
 * The types' names (common's, shared with the api's files), for the screens that only name a question's type: a
 * card, a filter, the statistics. Apart from the registry, which brings every kind's form and widget with it (the
 * solve screen's chunk, 15 KiB, on the question bank's and the statistics' first load).
 */

/** The type selector's labels, in the order it shows them: the registry's (test/questionKindsLogic.test.ts). */
export const questionTypeOptions: ReadonlyArray<{ value: QuestionType; label: string }> = (Object.keys(questionTypeLabels) as QuestionType[]).map(
  (value) => ({ value, label: questionTypeLabels[value] }),
);

/** The humanised type of a question ('Verdadero o Falso', …). */
export function questionTypeLabel(type: string | null | undefined) {
  return type && Object.hasOwn(questionTypeLabels, type) ? questionTypeLabels[type as QuestionType] : 'Tipo de pregunta desconocido';
}
