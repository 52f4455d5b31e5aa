import type { StatisticsCapability } from '../kind.js';
import { counted, scalarField, shareOf } from '../responses.js';

/** True/false in statistics: one group, 'Verdadero' then 'Falso', and the share that gave the right one. */
export const trueOrFalseStatistics: StatisticsCapability<{ correctAnswer?: boolean }, { trueOrFalseAnswer?: boolean }> = {
  answersSql: scalarField('trueOrFalseAnswer', 'boolean'),
  responses: (details, tallies, answered) => {
    const countOf = (value: boolean) => tallies.filter((t) => t.answer === String(value)).reduce((n, t) => n + t.count, 0);
    const answers = counted(
      [true, false].map((value) => ({ answer: value ? 'Verdadero' : 'Falso', count: countOf(value), correct: details.correctAnswer === value })),
      answered,
    );
    const right = answers.find((a) => a.correct)?.count ?? 0;
    return [{ label: null, answerCount: answered, rightShare: shareOf(right, answered), answers }];
  },
};
