import type { StatisticsCapability } from '../kind.js';
import { counted, merged, scalarField, shareOf } from '../responses.js';

/** Numerical in statistics: one group, the ten numbers given most, each right when it earns full credit. */
export const numericalStatistics: StatisticsCapability<object, { numericalAnswer?: number }> = {
  answersSql: scalarField('numericalAnswer', 'number'),
  responses: (_, tallies, answered, grade) => {
    const answers = merged(tallies, (text) => String(Number(text))).map(([answer, count]) => ({
      answer,
      count,
      correct: grade({ numericalAnswer: Number(answer) }) === 100,
    }));
    const right = answers.filter((a) => a.correct).reduce((n, a) => n + a.count, 0);
    return [{ label: null, answerCount: answered, rightShare: shareOf(right, answered), answers: counted(answers, answered).slice(0, 10) }];
  },
};
