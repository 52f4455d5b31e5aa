import { defaultDifficulty, isDifficulty, type DifficultyValue } from '../assignments/difficulty';
import type { QuestionType } from './questionPayload';

/** Difficulty labels (Fácil, Intermedio, Difícil; 'Desconocido' for anything else) are the assignments' ones. */
export { difficultyLabel, difficultyOptions } from '../assignments/difficulty';

/** The type selector's labels, in the order it shows them. */
export const questionTypeOptions: ReadonlyArray<{ type: QuestionType; label: string }> = [
  { type: 'TRUE_OR_FALSE', label: 'Verdadero o Falso' },
  { type: 'SHORT_ANSWER', label: 'Respuesta Corta' },
  { type: 'MATCH_COLUMNS', label: 'Emparejar columnas' },
  { type: 'MULTIPLE_ANSWER', label: 'Respuesta Múltiple' },
  { type: 'FILL_BLANKS', label: 'Llenar espacios' },
];

const typeLabels = new Map<string, string>(questionTypeOptions.map(({ type, label }) => [type, label]));

/** The humanised type of a question card ('Verdadero o Falso', …). */
export const questionTypeLabel = (type: string) => typeLabels.get(type) ?? 'Tipo de pregunta desconocido';

/**
 * The question type named in a route (/profile/questions/update/{questionType}). Routes made by paths.editQuestion
 * carry the enum value (TRUE_OR_FALSE); other spellings (true-or-false, trueOrFalse) are accepted too.
 */
export function parseQuestionType(value: string | undefined | null): QuestionType | null {
  if (!value) return null;
  const normalized = value
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/[-\s]/g, '_')
    .toUpperCase();
  return typeLabels.has(normalized) ? (normalized as QuestionType) : null;
}

/** A value fit for the select: one of the three known difficulties, EASY (the default) for anything else. */
export const knownDifficulty = (difficulty: string | null | undefined): DifficultyValue => (isDifficulty(difficulty) ? difficulty : defaultDifficulty);
