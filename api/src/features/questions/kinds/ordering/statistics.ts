import { normalizeText } from '@aula/common';
import type { StatisticsCapability } from '../kind.js';
import { arrayField, counted, shareOf } from '../responses.js';

const position = (index: number) => `Posición ${index + 1}`;

/**
 * Ordering in statistics: one group per item, in the right order: the share that put it in its place, that place
 * and the wrong place it was put in most ('Posición 3').
 */
export const orderingStatistics: StatisticsCapability<{ items?: string[] }, { orderedItems?: string[] }> = {
  answersSql: `SELECT t.x AS part, (t.o - 1)::text AS answer FROM jsonb_array_elements_text(${arrayField('orderedItems')}) WITH ORDINALITY AS t(x, o)`,
  responses: (details, tallies, answered) =>
    (details.items ?? []).map((item, place) => {
      const positions = new Map<number, number>();
      for (const tally of tallies) {
        if (normalizeText(tally.part) !== normalizeText(item)) continue;
        positions.set(Number(tally.answer), (positions.get(Number(tally.answer)) ?? 0) + tally.count);
      }
      const right = positions.get(place) ?? 0;
      const [wrong] = [...positions].filter(([at]) => at !== place).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      return {
        label: item,
        answerCount: answered,
        rightShare: shareOf(right, answered),
        answers: counted(
          [
            { answer: position(place), count: right, correct: true },
            ...(wrong ? [{ answer: position(wrong[0]), count: wrong[1], correct: false }] : []),
          ],
          answered,
        ),
      };
    }),
};
