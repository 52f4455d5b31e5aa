import type { StatisticsCapability } from '../kind.js';
import { arrayField, counted } from '../responses.js';

/**
 * Multiple answer in statistics: one group, one entry per option in the question's order, how many answers chose
 * it (an answer may choose several, so the shares do not add up to 100 and there is no right share).
 */
export const multipleAnswerStatistics: StatisticsCapability<
  { options?: string[]; correctOptionsIndex?: number[] },
  { chosenOptionsIndex?: number[] }
> = {
  answersSql: `SELECT DISTINCT ''::text AS part, x AS answer FROM jsonb_array_elements_text(${arrayField('chosenOptionsIndex')}) x`,
  responses: (details, tallies, answered) => {
    const correct = new Set(details.correctOptionsIndex ?? []);
    const answers = (details.options ?? []).map((option, i) => ({
      answer: option,
      count: tallies.filter((t) => t.answer === String(i)).reduce((n, t) => n + t.count, 0),
      correct: correct.has(i),
    }));
    return [{ label: null, answerCount: answered, rightShare: null, answers: counted(answers, answered) }];
  },
};
