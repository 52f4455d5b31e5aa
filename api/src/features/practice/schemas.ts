import { questionTypes } from '@aula/common';
import { z } from 'zod';
import { difficulty, uuid } from '../../http/schemas.js';
import { answerInput } from '../attempts/schemas.js';

export const practiceQuery = z.object({
  studyGroupId: uuid(),
  assignmentId: uuid().optional(),
  type: z.enum(questionTypes).optional(),
  difficulty: difficulty.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type PracticeQuery = z.infer<typeof practiceQuery>;

export const practiceAnswer = z.object({ questionId: uuid(), answer: answerInput.omit({ questionId: true }) });

/** A question's key, only the fields of its type: what a practice answer shows once answered. */
export const questionSolution = z.object({
  type: z.enum(questionTypes),
  correctAnswer: z.boolean().optional(),
  correctWords: z.array(z.string()).optional(),
  leftColumn: z.array(z.string()).optional(),
  rightColumn: z.array(z.string()).optional().describe('In the order of leftColumn: rightColumn[i] belongs to leftColumn[i]'),
  options: z.array(z.string()).optional(),
  correctOptionsIndex: z.array(z.number()).optional(),
  acceptedAnswers: z.array(z.string()).optional(),
});
export type QuestionSolution = z.infer<typeof questionSolution>;

export const practiceResult = z.object({
  correct: z.boolean().describe('The score is 100'),
  score: z.number().describe('0 to 100, graded as an attempt would be'),
  solution: questionSolution,
});
/** What checking a practice answer answers; nothing is stored. */
export type PracticeResult = z.infer<typeof practiceResult>;
