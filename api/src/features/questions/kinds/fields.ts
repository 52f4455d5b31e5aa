import { questionLimits as limits, validationMessages, type QuestionType } from '@aula/common';
import { z } from 'zod';
import { clientMutationId } from '../../../http/idempotency.js';
import { badRequest } from '../../../domain/errors.js';
import { difficulty, multilineText, plainText, requiredText, uuid } from '../../../http/schemas.js';

// The parts of the question forms every kind shares: statements are normalised before their minimum is checked.

export const statement = (min: number, message: string) => requiredText(message, min, 2000, validationMessages.statementMax);
/** The statement of every kind but true/false: 5 characters or more. */
export const longStatement = statement(5, validationMessages.statement);
/** A text item of a list (an option, a column item), required, up to `max` characters. */
export const item = (message: string, max: number = limits.itemLength, maxMessage: string = validationMessages.itemMax) =>
  requiredText(message, 1, max, maxMessage);
export const maxItems = (n: number) => ({ error: `Se admiten como máximo ${n} elementos` });

export const explanationLength = 2000;
/** The author's explanation of the answer: at most 2000 characters, its line breaks kept; empty (or null) means none. */
export const explanation = multilineText()
  .max(explanationLength, { error: `La explicación admite como máximo ${explanationLength} caracteres` })
  .nullable()
  .optional()
  .transform((value) => value || null)
  .describe('Optional explanation of the answer (at most 2000 characters), shown to students after answering');

const base = {
  explanation,
  difficulty: difficulty.default('EASY'),
  profileId: uuid().optional().describe('The author; must be your own profile id when given'),
  assignmentId: uuid().nullable().optional().describe('The assignment the question was written for, if any'),
  clientMutationId,
};

/** A kind's create body: its type, its statement, its own fields and what every question has. */
export const kindInput = <Type extends QuestionType, Statement extends z.ZodType<string>, Shape extends z.ZodRawShape>(
  type: Type,
  statementRule: Statement,
  shape: Shape,
) => z.object({ type: z.literal(type, { error: 'Tipo de pregunta desconocido' }), statement: statementRule, ...shape, ...base });

/**
 * Any text a solver sends (a short answer, a blank, a column item), kept as sent: the grader compares it its own
 * way. It is compared once with each key (linear time), so its own length costs little; what multiplies it, a short
 * answer's accepted answers, is bounded in the question's schema (questionLimits).
 */
export const answerText = plainText().max(limits.answerLength, { error: validationMessages.answerMax });

/** A list of indices a solver sends (chosen options, positions). */
export const indexList = (max: number) => z.array(z.int().min(0)).max(max);

/** The refusal of an answer of the right field that cannot belong to the question (more blanks than it has…). */
export const answerMismatch = () => badRequest('La respuesta no corresponde a la pregunta');

/** A list answer as sent, refused (answerMismatch) when it has more items than the question has places for. */
export function noLongerThan<Item>(list: Item[], places: number) {
  if (list.length > places) throw answerMismatch();
  return list;
}
