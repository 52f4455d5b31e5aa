import { questionLimits as limits, validationMessages } from '@aula/common';
import { z } from 'zod';
import { blankMarker, blankSegments } from '../../fillBlanks.js';
import { comparable, share } from '../../text.js';
import { answerMismatch, answerText, item, kindInput, longStatement, maxItems } from '../fields.js';
import { defineKind } from '../kind.js';

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
  checkAnswer: (sent: FillBlanksAnswer, { details }) => {
    if (sent.filledBlanks!.length > (details.correctWords?.length ?? 0)) throw answerMismatch();
    return { filledBlanks: sent.filledBlanks };
  },
  grade: (details, answer) => {
    const words = details.correctWords ?? [];
    const given = answer.filledBlanks ?? [];
    return share(words.filter((word, i) => given[i] !== undefined && comparable(given[i]!) === comparable(word)).length, words.length);
  },
});
