import type { QuestionType } from '@aula/common';
import type { Queryable } from '../../db/database.js';
import { loadOwnAssignment } from '../assignments/access.js';
import type { AnswerTally, ResponseGroup } from '../questions/kinds/kind.js';
import { shareOf } from '../questions/kinds/responses.js';
import { kindOf, type QuestionDetails } from '../questions/kinds/registry.js';
import { questionRows, summary, tallies, type CountedAttempts } from './repository.js';
import type { AssignmentStatistics, QuestionStatistics, StatisticsAttempts } from './schemas.js';

// An assignment's item analysis as Moodle's quiz statistics report computes it, from the aggregates of
// repository.ts. Scores are 0 to 100 and what the students hold now (teachers' grades and regrades included).

/** The attempts a grading method uses: AVERAGE uses them all. */
const gradedAttempts: Record<string, CountedAttempts> = { HIGHEST: 'HIGHEST', FIRST: 'FIRST', LAST: 'LAST', AVERAGE: 'ALL' };

export const flagTexts = {
  hard: 'Muy difícil: facilidad por debajo de 20',
  easy: 'Muy fácil: facilidad por encima de 95',
  weak: 'Discrimina poco: discriminación por debajo de 20',
};

/** Why a question deserves a look: too hard, too easy, or it does not tell the stronger students from the rest. */
export function flagReasons(facility: number | null, discrimination: number | null): string[] {
  return [
    ...(facility !== null && facility < 20 ? [flagTexts.hard] : []),
    ...(facility !== null && facility > 95 ? [flagTexts.easy] : []),
    ...(discrimination !== null && discrimination < 20 ? [flagTexts.weak] : []),
  ];
}

/**
 * Cronbach's alpha, 0 to 100: k / (k - 1) × (1 - Σ σ²(question) / σ²(attempt total)). The total is the sum of the
 * question scores, k × the attempt's score (its mean); variances are sample ones over the graded answers (a
 * question with fewer than two adds none). Null under 2 attempts or 2 questions, or without variance in the totals.
 */
export function cronbachAlpha(attemptCount: number, questionVariances: (number | null)[], scoreVariance: number | null): number | null {
  const k = questionVariances.length;
  if (attemptCount < 2 || k < 2 || !scoreVariance) return null;
  const sum = questionVariances.reduce<number>((total, variance) => total + (variance ?? 0), 0);
  return 100 * (k / (k - 1)) * (1 - sum / (k * k * scoreVariance));
}

export const blankAnswer = 'Sin respuesta';

/**
 * A response group with the attempts that left the question unanswered: a 'Sin respuesta' entry (never right; the
 * most chosen wrong when no wrong answer was given more often), counted in the group's answers, and in the right
 * share's denominator as graded answers without credit. `graded` is how many given answers the share was over;
 * `simplyRight` false where answers are not simply right or wrong (the share stays null).
 */
export function withBlanks(group: ResponseGroup, blank: number, graded: number, simplyRight: boolean): ResponseGroup {
  if (blank === 0) return group;
  const answerCount = group.answerCount + blank;
  // An empty short answer already reads 'Sin respuesta': the blanks join it.
  const empty = group.answers.find((answer) => answer.answer === blankAnswer);
  const others = group.answers.filter((answer) => answer !== empty);
  const blanks = blank + (empty?.count ?? 0);
  const misleading = others.find((answer) => answer.mostChosenWrong);
  const blankMisleads = !misleading || blanks > misleading.count;
  const answers = [
    ...others.map((answer) => ({ ...answer, share: shareOf(answer.count, answerCount), mostChosenWrong: answer.mostChosenWrong && !blankMisleads })),
    { answer: blankAnswer, count: blanks, share: shareOf(blanks, answerCount), correct: false, mostChosenWrong: blankMisleads },
  ];
  const rightShare = group.rightShare === null ? (simplyRight && graded === 0 ? 0 : null) : (group.rightShare * graded) / (graded + blank);
  return { ...group, answerCount, rightShare, answers };
}

/** The owner's statistics of an assignment (403 for anyone else, 404 for an unknown one). */
export async function assignmentStatistics(
  db: Queryable,
  assignmentId: string,
  viewerId: string,
  attempts: StatisticsAttempts,
): Promise<AssignmentStatistics> {
  const assignment = await loadOwnAssignment(db, assignmentId, viewerId);
  const counted = attempts === 'GRADED' ? (gradedAttempts[assignment.grading_method] ?? 'ALL') : attempts;
  const [numbers, questions, answers] = await Promise.all([
    summary(db, assignment.id, counted),
    questionRows(db, assignment.id, counted),
    tallies(db, assignment.id, counted),
  ]);
  const talliesOf = new Map<string, AnswerTally[]>();
  for (const { question_id, ...tally } of answers) talliesOf.set(question_id, [...(talliesOf.get(question_id) ?? []), tally]);
  const questionStats = questions.map((row, i): QuestionStatistics => {
    const kind = kindOf(row.type as QuestionType);
    const details = row.details as QuestionDetails;
    const facility = row.graded > 0 ? row.facility : null;
    const given = row.answered - row.blank;
    const groups =
      kind.statistics?.responses(details as never, talliesOf.get(row.question_id) ?? [], given, (answer) => kind.grade(details, answer)) ?? [];
    return {
      questionId: row.question_id,
      position: i + 1,
      inAssignment: row.in_assignment,
      type: row.type as QuestionType,
      statement: row.statement,
      attemptCount: row.graded,
      pendingCount: row.answered - row.graded,
      facility,
      standardDeviation: row.graded >= 2 ? row.sd : null,
      discrimination: row.discrimination,
      flagged: flagReasons(facility, row.discrimination).length > 0,
      flagReasons: flagReasons(facility, row.discrimination),
      responses: groups.map((group) => withBlanks(group, row.blank, row.graded - row.blank, row.type !== 'MULTIPLE_ANSWER')),
    };
  });
  return {
    assignmentId: assignment.id,
    attempts,
    attemptCount: numbers.attempt_count,
    studentCount: numbers.student_count,
    mean: numbers.mean,
    median: numbers.median,
    standardDeviation: numbers.attempt_count >= 2 ? numbers.sd : null,
    histogram: numbers.histogram,
    cronbachAlpha: cronbachAlpha(
      numbers.attempt_count,
      questions.filter((row) => row.in_assignment).map((row) => row.variance),
      numbers.variance,
    ),
    pendingCount: questionStats.reduce((n, q) => n + q.pendingCount, 0),
    questions: questionStats,
  };
}
