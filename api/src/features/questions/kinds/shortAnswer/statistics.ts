import { comparable } from '../../text.js';
import type { StatisticsCapability } from '../kind.js';
import { counted, merged, scalarField, shareOf } from '../responses.js';

/**
 * Short answer in statistics: one group, the ten answers written most, compared as grading compares them (spacing
 * and case aside), each right when grading would give it 100. Without accepted answers the teacher grades each
 * one: no answer is right by itself and there is no right share.
 */
export const shortAnswerStatistics: StatisticsCapability<{ acceptedAnswers?: string[] }, { shortAnswer?: string }> = {
  answersSql: scalarField('shortAnswer', 'string'),
  responses: (details, tallies, answered, grade) => {
    const answers = merged(tallies, comparable).map(([answer, count]) => ({
      answer: answer || 'Sin respuesta',
      count,
      correct: grade({ shortAnswer: answer }) === 100,
    }));
    const keyed = (details.acceptedAnswers ?? []).length > 0;
    const right = answers.filter((a) => a.correct).reduce((n, a) => n + a.count, 0);
    return [
      { label: null, answerCount: answered, rightShare: keyed ? shareOf(right, answered) : null, answers: counted(answers, answered).slice(0, 10) },
    ];
  },
};
