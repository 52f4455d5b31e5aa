import { questionLimits as limits, validationMessages } from '@aula/common';
import { z } from 'zod';
import { share } from '../../text.js';
import { answerMismatch, indexList, item, kindInput, longStatement, maxItems } from '../fields.js';
import { defineKind } from '../kind.js';
import { multipleAnswerStatistics } from './statistics.js';

interface MultipleAnswerDetails {
  options?: string[];
  /** Sorted, each once. */
  correctOptionsIndex?: number[];
}

interface MultipleAnswerAnswer {
  chosenOptionsIndex?: number[];
}

export const multipleAnswer = defineKind({
  createSummary: 'Create a multiple-answer question',
  input: kindInput('MULTIPLE_ANSWER', longStatement, {
    options: z
      .array(item(validationMessages.option), { error: validationMessages.minOptions })
      .min(2, { error: validationMessages.minOptions })
      .max(limits.items, maxItems(limits.items)),
    correctOptionsIndex: z
      .array(z.int().min(0), { error: validationMessages.correctOption })
      .min(1, { error: validationMessages.correctOption })
      .max(limits.items, maxItems(limits.items)),
  }).refine((q) => q.correctOptionsIndex.every((i) => i < q.options.length), {
    error: 'Las opciones correctas deben estar entre las opciones',
    path: ['correctOptionsIndex'],
  }),
  updateFields: { options: z.array(z.string()).optional(), correctOptionsIndex: z.array(z.int()).optional() },
  details: (input): MultipleAnswerDetails => ({
    options: input.options,
    correctOptionsIndex: [...new Set(input.correctOptionsIndex)].sort((a, b) => a - b),
  }),
  viewFields: { options: z.array(z.string()).optional(), correctOptionsIndex: z.array(z.number()).optional() },
  authorFields: ({ details }) => ({ options: details.options, correctOptionsIndex: details.correctOptionsIndex }),
  keyFields: ['options', 'correctOptionsIndex'],
  solverFields: ({ details }) => ({ options: details.options }),
  answerFields: { chosenOptionsIndex: indexList(limits.items).optional() },
  answerField: 'chosenOptionsIndex',
  attemptFields: { chosenOptionsIndex: z.array(z.number()).optional() },
  checkAnswer: (sent: MultipleAnswerAnswer, { details }) => {
    if (sent.chosenOptionsIndex!.some((i) => i >= (details.options?.length ?? 0))) throw answerMismatch();
    return { chosenOptionsIndex: sent.chosenOptionsIndex };
  },
  // One correct option off per wrong one chosen, never below 0.
  grade: (details, answer) => {
    const correct = new Set(details.correctOptionsIndex ?? []);
    const chosen = new Set(answer.chosenOptionsIndex ?? []);
    const right = [...chosen].filter((i) => correct.has(i)).length;
    const wrong = chosen.size - right;
    return Math.max(0, share(right - wrong, correct.size));
  },
  // Answers are option positions: the options themselves, in order.
  shape: ({ details }) => details.options ?? [],
  statistics: multipleAnswerStatistics,
});
