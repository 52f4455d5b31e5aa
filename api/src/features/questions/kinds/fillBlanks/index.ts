import { questionLimits as limits, validationMessages } from '@aula/common';
import { z } from 'zod';
import { blankMarker, blankSegments } from '../../fillBlanks.js';
import { comparable, placesRight } from '../../text.js';
import { answerText, item, kindInput, longStatement, maxItems, noLongerThan } from '../fields.js';
import { defineKind } from '../kind.js';
import { fillBlanksStatistics } from './statistics.js';

interface FillBlanksDetails {
  /** The blanks, in statement order: each is the next statement word equal to it. */
  correctWords?: string[];
}

interface FillBlanksAnswer {
  filledBlanks?: string[];
}

export const fillBlanks = defineKind({
  createSummary: 'Create a fill-blanks question: correctWords are the blanks, in statement order',
  input: kindInput('FILL_BLANKS', longStatement, {
    correctWords: z
      .array(item(validationMessages.correctWords, limits.wordLength, validationMessages.correctWordMax), { error: validationMessages.correctWords })
      .min(1, { error: validationMessages.correctWords })
      .max(limits.blanks, maxItems(limits.blanks)),
  }).refine((q) => blankSegments(q.statement, q.correctWords) !== null, {
    error: 'Las palabras correctas deben aparecer en el enunciado, en orden',
    path: ['correctWords'],
  }),
  updateFields: { correctWords: z.array(z.string()).optional() },
  details: (input): FillBlanksDetails => ({ correctWords: input.correctWords }),
  viewFields: {
    correctWords: z.array(z.string()).optional(),
    segments: z.array(z.string()).optional().describe('Fill blanks: the text around the blanks (one more than blanks)'),
  },
  authorFields: ({ statement, details }) => ({
    correctWords: details.correctWords,
    segments: blankSegments(statement, details.correctWords ?? []) ?? undefined,
  }),
  keyFields: ['correctWords'],
  // The statement with ____ in each blank, and the text around them.
  solverFields: ({ statement, details }) => {
    const segments = blankSegments(statement, details.correctWords ?? []) ?? [statement];
    return { statement: segments.join(blankMarker), segments };
  },
  answerFields: { filledBlanks: z.array(answerText).max(limits.blanks).optional() },
  answerField: 'filledBlanks',
  attemptFields: { filledBlanks: z.array(z.string()).optional() },
  checkAnswer: (sent: FillBlanksAnswer, { details }) => ({ filledBlanks: noLongerThan(sent.filledBlanks!, details.correctWords?.length ?? 0) }),
  grade: (details, answer) => placesRight(details.correctWords ?? [], answer.filledBlanks ?? [], comparable),
  // The text around the blanks: a moved or added blank is another question.
  shape: ({ statement, details }) => blankSegments(statement, details.correctWords ?? []),
  statistics: fillBlanksStatistics,
});
