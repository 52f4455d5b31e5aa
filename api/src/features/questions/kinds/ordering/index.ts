import { normalizeText, questionLimits as limits, validationMessages } from '@aula/common';
import { z } from 'zod';
import { shownOrder } from '../../shuffle.js';
import { placesRight } from '../../text.js';
import { answerMismatch, indexList, item, kindInput, longStatement } from '../fields.js';
import { defineKind } from '../kind.js';
import { orderingStatistics } from './statistics.js';

interface OrderingDetails {
  /** In the right order. */
  items?: string[];
}

interface OrderingAnswer {
  /** As sent: orderingAnswer[i] is the position (0 = first) given to the i-th item as the student was shown it. */
  orderingAnswer?: number[];
  /** The item texts in the student's order, worked out when the answer is checked (the shown order is the server's). */
  orderedItems?: string[];
}

const itemCount = { error: validationMessages.orderingItems };

/** Whether `positions` holds each of 0..count-1 once. */
const isPermutation = (positions: number[], count: number) =>
  positions.length === count && new Set(positions).size === count && positions.every((position) => position < count);

export const ordering = defineKind({
  createSummary: 'Create an ordering question: items in the right order (solvers see them shuffled)',
  input: kindInput('ORDERING', longStatement, {
    items: z
      .array(item(validationMessages.orderingItem), itemCount)
      .min(limits.orderingItemsMin, itemCount)
      .max(limits.orderingItems, itemCount)
      .describe('Two to ten items, in the right order'),
  }),
  updateFields: { items: z.array(z.string()).optional() },
  details: (input): OrderingDetails => ({ items: input.items }),
  viewFields: {
    items: z
      .array(z.string())
      .optional()
      .describe('Ordering: the right order for the author; for a solver shuffled, the same order for a student every time'),
  },
  authorFields: ({ details }) => ({ items: details.items }),
  keyFields: ['items'],
  // The items in the solver's own order: a shuffle of their indices, so equal texts are no trouble.
  solverFields: ({ id, details }, solver) => {
    const items = details.items ?? [];
    return { items: shownOrder(items.length, solver.secret, id, solver.profileId).map((index) => items[index]!) };
  },
  answerFields: {
    orderingAnswer: indexList(limits.orderingItems)
      .optional()
      .describe('Ordering: orderingAnswer[i] is the position (0 = first) given to the i-th item as shown (a permutation)'),
  },
  answerField: 'orderingAnswer',
  attemptFields: {
    orderingAnswer: z.array(z.number()).optional(),
    orderedItems: z.array(z.string()).optional().describe('Ordering: the items in the order the student put them'),
  },
  checkAnswer: (sent: OrderingAnswer, { id, details }, solver) => {
    const items = details.items ?? [];
    const positions = sent.orderingAnswer!;
    if (!isPermutation(positions, items.length)) throw answerMismatch();
    const shown = shownOrder(items.length, solver.secret, id, solver.profileId);
    const orderedItems = new Array<string>(items.length);
    positions.forEach((position, i) => (orderedItems[position] = items[shown[i]!]!));
    return { orderingAnswer: positions, orderedItems };
  },
  // The share of positions holding their right item (by text: two equal items may trade places).
  grade: (details, answer) => placesRight(details.items ?? [], answer.orderedItems ?? [], normalizeText),
  // The items, whatever their right order (the key).
  shape: ({ details }) => [...(details.items ?? [])].sort(),
  statistics: orderingStatistics,
});
