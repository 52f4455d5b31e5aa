import { questionTypes } from '@aula/common';
import { z } from 'zod';
import { difficulty, uuid } from '../../http/schemas.js';
import { answerInput } from '../attempts/schemas.js';
import { kinds, viewFields } from '../questions/kinds/registry.js';
import { questionSchema } from '../questions/schemas.js';

export const practiceQuery = z.object({
  studyGroupId: uuid(),
  assignmentId: uuid().optional(),
  type: z.enum(questionTypes).optional(),
  difficulty: difficulty.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type PracticeQuery = z.infer<typeof practiceQuery>;

export const practiceAnswer = z.object({ questionId: uuid(), answer: answerInput.omit({ questionId: true }) });

const keyFields = Object.fromEntries(kinds.flatMap((kind) => kind.keyFields.map((field) => [field, viewFields[field as keyof typeof viewFields]])));

/** A question's key, only the fields of its kind (the match-columns right column in the order of the left one). */
export const questionSolution = z
  .object({ type: z.enum(questionTypes), ...(keyFields as typeof viewFields) })
  .describe('Deprecated: use `question`, the question in its author view');
export type QuestionSolution = z.infer<typeof questionSolution>;

export const practiceResult = z.object({
  correct: z.boolean().describe('The score is 100'),
  score: z.number().describe('0 to 100, graded as an attempt would be'),
  question: questionSchema.describe("The question in its author's view: the key of whichever kind it is"),
  solution: questionSolution,
});
/** What checking a practice answer answers; nothing is stored. */
export type PracticeResult = z.infer<typeof practiceResult>;
