import { questionLimits as limits, validationMessages } from '@aula/common';
import { z } from 'zod';
import { comparable, wildcardMatch } from '../../text.js';
import { answerText, item, kindInput, longStatement } from '../fields.js';
import { defineKind } from '../kind.js';
import { shortAnswerStatistics } from './statistics.js';

interface ShortAnswerDetails {
  /** Answers graded as right (`*` a wildcard); none: the group owner grades by hand. */
  acceptedAnswers?: string[];
}

interface ShortAnswerAnswer {
  shortAnswer?: string;
}

export const shortAnswer = defineKind({
  createSummary: 'Create a short-answer question, with optional accepted answers',
  input: kindInput('SHORT_ANSWER', longStatement, {
    acceptedAnswers: z
      .array(item('Cada respuesta aceptada necesita al menos un carácter', limits.acceptedAnswerLength, validationMessages.acceptedAnswerMax))
      .max(limits.acceptedAnswers, { error: validationMessages.acceptedAnswersMax })
      .optional()
      .describe('Optional answers graded as correct (spacing and case ignored, * as a wildcard); without them the group owner grades'),
  }),
  updateFields: { acceptedAnswers: z.array(z.string()).optional() },
  details: (input): ShortAnswerDetails => ({ acceptedAnswers: input.acceptedAnswers ?? [] }),
  viewFields: { acceptedAnswers: z.array(z.string()).optional() },
  authorFields: ({ details }) => ({ acceptedAnswers: details.acceptedAnswers ?? [] }),
  keyFields: ['acceptedAnswers'],
  solverFields: () => ({}),
  answerFields: { shortAnswer: answerText.optional() },
  answerField: 'shortAnswer',
  attemptFields: { shortAnswer: z.string().optional() },
  checkAnswer: (sent: ShortAnswerAnswer) => ({ shortAnswer: sent.shortAnswer }),
  grade: (details, answer) => {
    const accepted = details.acceptedAnswers ?? [];
    if (accepted.length === 0) return null;
    const given = comparable(answer.shortAnswer ?? '');
    return accepted.some((a) => wildcardMatch(given, comparable(a))) ? 100 : 0;
  },
  teacherGradedWhen: `jsonb_array_length(coalesce(q.details->'acceptedAnswers', '[]'::jsonb)) = 0`,
  statistics: shortAnswerStatistics,
});
