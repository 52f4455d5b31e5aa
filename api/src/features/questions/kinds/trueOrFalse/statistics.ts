import type { StatisticsCapability } from '../kind.js';
import { byScore, counted, scalarField, gradedShare } from '../responses.js';

/**
 * True/false in statistics: one group, 'Verdadero' then 'Falso', each right or wrong by the scores the kind gave its
 * answers (so neither a key changed without a regrade nor a teacher's override turns them round), and the share that earned full credit.
 */
export const trueOrFalseStatistics: StatisticsCapability<{ correctAnswer?: boolean }, { trueOrFalseAnswer?: boolean }> = {
  answersSql: scalarField('trueOrFalseAnswer', 'boolean'),
  responses: (details, tallies, answered) => {
    const sum = (value: boolean, field: 'count' | 'keyGraded' | 'keyFull' | 'keyZero') =>
      tallies.filter((t) => t.answer === String(value)).reduce((n, t) => n + t[field], 0);
    const answers = counted(
      [true, false].map((value) => ({
        answer: value ? 'Verdadero' : 'Falso',
        count: sum(value, 'count'),
        // Nobody gave it: nothing graded to go by, so the key says which it is.
        ...(sum(value, 'count') === 0
          ? { correct: details.correctAnswer === value, wrong: false }
          : byScore({ keyGraded: sum(value, 'keyGraded'), keyFull: sum(value, 'keyFull'), keyZero: sum(value, 'keyZero') })),
      })),
      answered,
    );
    const right = tallies.reduce((n, t) => n + t.full, 0);
    const graded = tallies.reduce((n, t) => n + t.graded, 0);
    return [{ label: null, answerCount: answered, rightShare: gradedShare(right, graded), answers }];
  },
};
