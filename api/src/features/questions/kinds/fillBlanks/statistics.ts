import { comparable } from '../../text.js';
import type { StatisticsCapability } from '../kind.js';
import { arrayField, byPart, counted, merged, shareOf } from '../responses.js';

/** How an empty answer is shown among the answers. */
export const noAnswer = 'Sin respuesta';
const shown = (text: string) => text || noAnswer;

/**
 * Fill blanks in statistics: one group per blank ('Espacio 1'…), the share that filled it right, the right word
 * and the three wrong words written most, compared as grading compares them (spacing and case aside).
 */
export const fillBlanksStatistics: StatisticsCapability<{ correctWords?: string[] }, { filledBlanks?: string[] }> = {
  answersSql: `SELECT (t.o - 1)::text AS part, t.x AS answer FROM jsonb_array_elements_text(${arrayField('filledBlanks')}) WITH ORDINALITY AS t(x, o)`,
  responses: (details, tallies, answered) => {
    const parts = byPart(tallies);
    return (details.correctWords ?? []).map((word, blank) => {
      const key = comparable(word);
      const words = merged(parts.get(String(blank)) ?? [], comparable);
      const right = words.find(([answer]) => answer === key)?.[1] ?? 0;
      const wrong = words.filter(([answer]) => answer !== key).slice(0, 3);
      return {
        label: `Espacio ${blank + 1}`,
        answerCount: answered,
        rightShare: shareOf(right, answered),
        answers: counted(
          [{ answer: key, count: right, correct: true }, ...wrong.map(([answer, count]) => ({ answer: shown(answer), count, correct: false }))],
          answered,
        ),
      };
    });
  },
};
