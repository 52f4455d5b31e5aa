import { comparable } from '../../text.js';
import type { StatisticsCapability } from '../kind.js';
import { byScore, counted, mergedScored, scalarField, gradedShare } from '../responses.js';

/**
 * Short answer in statistics: one group, the ten answers written most, compared as grading compares them (spacing
 * and case aside). An answer is right or wrong by the scores it holds (the accepted answers or the teacher's
 * grades): one still waiting for the teacher is neither, and the right share counts the answers with full credit.
 */
export const shortAnswerStatistics: StatisticsCapability<{ acceptedAnswers?: string[] }, { shortAnswer?: string }> = {
  answersSql: scalarField('shortAnswer', 'string'),
  responses: (_, tallies, answered) => {
    const answers = mergedScored(tallies, comparable).map((entry) => ({
      answer: entry.answer || 'Sin respuesta',
      count: entry.count,
      ...byScore(entry),
    }));
    const right = tallies.reduce((n, t) => n + t.full, 0);
    const graded = tallies.reduce((n, t) => n + t.graded, 0);
    return [{ label: null, answerCount: answered, rightShare: gradedShare(right, graded), answers: counted(answers, answered).slice(0, 10) }];
  },
};
