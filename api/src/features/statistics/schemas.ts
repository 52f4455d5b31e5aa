import { questionTypes } from '@aula/common';
import { z } from 'zod';

export const statisticsAttempts = z
  .enum(['GRADED', 'FIRST', 'ALL'], { error: "Los intentos deben ser 'GRADED', 'FIRST' o 'ALL'" })
  .default('GRADED')
  .describe(
    "GRADED: those the grading method uses (each student's highest, first or last; all for AVERAGE); FIRST: each student's first; ALL: every one",
  );

const responseCount = z.object({
  answer: z.string().describe('The answer as grading reads it (normalised)'),
  count: z.number(),
  share: z.number().describe("count over the group's answerCount, 0 to 100"),
  correct: z
    .boolean()
    .describe(
      "Full credit: a whole answer by the score the kind gave it (the teacher's where the kind could not grade); a part by the current key. 'Sin respuesta' never",
    ),
  mostChosenWrong: z.boolean().describe('The wrong answer given most in the group'),
});

const responseGroup = z.object({
  label: z.string().nullable().describe("Null for the whole question; else the blank ('Espacio 1'), the left item or the item"),
  answerCount: z.number(),
  rightShare: z
    .number()
    .nullable()
    .describe(
      'Share of the graded answers that were right (pending ones left out), 0 to 100; null when none is graded, and for the options of a multiple answer',
    ),
  answers: z.array(responseCount),
});

export const questionStatistics = z.object({
  questionId: z.string(),
  position: z.number().describe("1 for the assignment's first question; questions no longer in it follow"),
  inAssignment: z.boolean().describe('False for a question no longer in the assignment (unlinked or deactivated) that counted attempts answered'),
  type: z.enum(questionTypes),
  statement: z.string(),
  attemptCount: z.number().describe('Graded answers counted, a question left unanswered in a submitted attempt as 0 (pending ones are not)'),
  pendingCount: z.number().describe('Answers still waiting for the teacher'),
  facility: z.number().nullable().describe('Mean score of the question, 0 to 100; null without graded answers'),
  standardDeviation: z.number().nullable().describe("Sample standard deviation of the question's scores; null under 2"),
  discrimination: z
    .number()
    .nullable()
    .describe("100 × the Pearson correlation between the question's score and the rest of the attempt's; null when either has no variance"),
  flagged: z.boolean(),
  flagReasons: z.array(z.string()).describe('In Spanish: why the question deserves a look'),
  responses: z.array(responseGroup),
});

export const assignmentStatistics = z.object({
  assignmentId: z.string(),
  attempts: z.enum(['GRADED', 'FIRST', 'ALL']),
  attemptCount: z.number(),
  studentCount: z.number(),
  mean: z.number().nullable().describe('Mean attempt score, 0 to 100; null without attempts'),
  median: z.number().nullable(),
  standardDeviation: z.number().nullable().describe('Sample standard deviation (n - 1); null under 2 attempts'),
  histogram: z.array(z.number()).describe('Attempts per ten-point bucket: [0,10), [10,20), …, [90,100]'),
  cronbachAlpha: z.number().nullable().describe('0 to 100; null under 2 attempts or 2 questions, or without variance'),
  pendingCount: z.number().describe('Short answers of the counted attempts still waiting for the teacher'),
  questions: z.array(questionStatistics).describe("One per question, in the assignment's order"),
});
/** GET /statistics/:assignmentId: an assignment's item analysis for its group's owner. */
export type AssignmentStatistics = z.infer<typeof assignmentStatistics>;
export type QuestionStatistics = z.infer<typeof questionStatistics>;
export type StatisticsAttempts = AssignmentStatistics['attempts'];
