import type { StatisticsCapability } from '../kind.js';
import { byScore, counted, mergedScored, scalarField, gradedShare } from '../responses.js';

/**
 * Numerical in statistics: one group, the ten numbers given most. A number is right when its answers earned full
 * credit and wrong when they earned 0, by the scores they hold (a partial-credit number is neither).
 */
export const numericalStatistics: StatisticsCapability<object, { numericalAnswer?: number }> = {
  answersSql: scalarField('numericalAnswer', 'number'),
  responses: (_, tallies, answered) => {
    const answers = mergedScored(tallies, (text) => String(Number(text))).map((entry) => ({
      answer: entry.answer,
      count: entry.count,
      ...byScore(entry),
    }));
    const right = tallies.reduce((n, t) => n + t.full, 0);
    const graded = tallies.reduce((n, t) => n + t.graded, 0);
    return [{ label: null, answerCount: answered, rightShare: gradedShare(right, graded), answers: counted(answers, answered).slice(0, 10) }];
  },
};
