import { normalizeText } from '@aula/common';
import type { StatisticsCapability } from '../kind.js';
import { arrayField, byPart, counted, merged, shareOf } from '../responses.js';

/**
 * Match columns in statistics: one group per left item, the share matched right, the right match and the wrong
 * match given most (compared as grading compares them).
 */
export const matchColumnsStatistics: StatisticsCapability<{ leftColumn?: string[]; rightColumn?: string[] }, { userColumnsOrder?: string[] }> = {
  answersSql: `SELECT (t.o - 1)::text AS part, t.x AS answer FROM jsonb_array_elements_text(${arrayField('userColumnsOrder')}) WITH ORDINALITY AS t(x, o)`,
  responses: (details, tallies, answered) => {
    const parts = byPart(tallies);
    const rightColumn = details.rightColumn ?? [];
    return (details.leftColumn ?? []).map((left, i) => {
      const key = normalizeText(rightColumn[i] ?? '');
      const matches = merged(parts.get(String(i)) ?? [], normalizeText);
      const right = matches.find(([answer]) => answer === key)?.[1] ?? 0;
      const wrong = matches.filter(([answer]) => answer !== key).slice(0, 1);
      return {
        label: left,
        answerCount: answered,
        rightShare: shareOf(right, answered),
        answers: counted(
          [{ answer: key, count: right, correct: true }, ...wrong.map(([answer, count]) => ({ answer, count, correct: false }))],
          answered,
        ),
      };
    });
  },
};
