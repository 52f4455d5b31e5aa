import { questionLimits as limits, validationMessages } from '@aula/common';
import { z } from 'zod';
import { kindInput, longStatement } from '../fields.js';
import { defineKind } from '../kind.js';
import { numericalStatistics } from './statistics.js';

/** One accepted answer: a number within `tolerance` of `value` (inclusive) scores `credit`. */
export interface NumericalAnswer {
  value: number;
  tolerance: number;
  credit: number;
}

interface NumericalDetails {
  answers?: NumericalAnswer[];
}

interface NumericalGiven {
  numericalAnswer?: number;
}

const credit = { error: validationMessages.credit };

const acceptedAnswer = z.object({
  value: z.number({ error: validationMessages.numericalValue }),
  tolerance: z
    .number()
    .min(0, { error: validationMessages.tolerance })
    .default(0)
    .describe('How far from value an answer may be and still count (inclusive)'),
  credit: z.number().min(0, credit).max(100, credit).default(100).describe('The score it gives, 0 to 100'),
});

/**
 * Whether `given` lies within the answer's tolerance, bounds included. Decimals are not exact in binary
 * (3.14 − 3.13 is 0.010000000000000231), so the bound is widened by a trillionth of the numbers' size: far below
 * any tolerance a teacher writes, far above the rounding.
 */
export function withinTolerance(given: number, { value, tolerance }: NumericalAnswer) {
  const rounding = 1e-12 * Math.max(Math.abs(given), Math.abs(value), tolerance);
  return Math.abs(given - value) <= tolerance + rounding;
}

export const numerical = defineKind({
  createSummary: 'Create a numerical question: the best credit among the accepted answers the number falls within',
  input: kindInput('NUMERICAL', longStatement, {
    answers: z
      .array(acceptedAnswer, { error: validationMessages.numericalAnswers })
      .min(1, { error: validationMessages.numericalAnswers })
      .max(limits.numericalAnswers, { error: validationMessages.numericalAnswersMax })
      .refine((answers) => answers.some((answer) => answer.credit === 100), { error: validationMessages.fullCredit })
      .describe('One to ten accepted answers, at least one with credit 100'),
  }),
  updateFields: { answers: z.array(z.looseObject({})).optional().describe('Numerical: the accepted answers, checked whole once merged') },
  details: (input): NumericalDetails => ({ answers: input.answers }),
  viewFields: {
    answers: z
      .array(z.object({ value: z.number(), tolerance: z.number(), credit: z.number() }))
      .optional()
      .describe('Numerical: the accepted answers (author view only)'),
  },
  authorFields: ({ details }) => ({ answers: details.answers ?? [] }),
  keyFields: ['answers'],
  solverFields: () => ({}),
  answerFields: { numericalAnswer: z.number({ error: validationMessages.numericalValue }).optional() },
  answerField: 'numericalAnswer',
  attemptFields: { numericalAnswer: z.number().optional() },
  checkAnswer: (sent: NumericalGiven) => ({ numericalAnswer: sent.numericalAnswer }),
  grade: (details, answer) => {
    const given = answer.numericalAnswer;
    if (given === undefined) return 0;
    return Math.max(0, ...(details.answers ?? []).filter((accepted) => withinTolerance(given, accepted)).map((accepted) => accepted.credit));
  },
  statistics: numericalStatistics,
});
