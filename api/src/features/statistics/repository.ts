import type { Queryable } from '../../db/database.js';
import { kinds } from '../questions/kinds/registry.js';

// An assignment's item analysis in SQL: the attempts that count, then a few aggregates over them (the summary, the
// histogram, one row per question, the answers' tallies), never every answer loaded into JavaScript.

/** Which attempts count: every one, each student's first, last or best (their highest score). */
export type CountedAttempts = 'ALL' | 'FIRST' | 'LAST' | 'HIGHEST';

/**
 * The counted attempts ($1 the assignment, $2 a CountedAttempts): first and last by when the server saw them start
 * (as the grading methods order them), the best by score (the earliest of equal ones).
 */
const countedCte = `ranked AS (
    SELECT at.id, at.profile_id, at.score, at.question_count,
           row_number() OVER (PARTITION BY at.profile_id ORDER BY coalesce(at.started_at, at.counted_at), at.seq) AS nth_first,
           row_number() OVER (PARTITION BY at.profile_id ORDER BY coalesce(at.started_at, at.counted_at) DESC, at.seq DESC) AS nth_last,
           row_number() OVER (PARTITION BY at.profile_id ORDER BY at.score DESC, coalesce(at.started_at, at.counted_at), at.seq) AS nth_best
      FROM assignment_attempts at WHERE at.assignment_id = $1
  ), counted AS (
    SELECT id, profile_id, score, question_count FROM ranked
     WHERE CASE $2::text WHEN 'FIRST' THEN nth_first = 1 WHEN 'LAST' THEN nth_last = 1 WHEN 'HIGHEST' THEN nth_best = 1 ELSE true END
  )`;

/**
 * A counted attempt's answers, by the index on their attempt: what they cost grows with the counted answers, never
 * with the table (a planner without fresh statistics, as on PGlite, may otherwise scan every answer ever given).
 * OFFSET 0 keeps the subquery a subquery, so it runs once per counted attempt on that index.
 */
const answersOf = `SELECT qa.question_id, qa.score, qa.auto_score, qa.answer FROM question_attempts qa WHERE qa.assignment_attempt_id = c.id OFFSET 0`;

/**
 * Scores are doubles: a third of a match is 33.333…, and sums of such ones differ in their last bits, so equal
 * scores show a variance of about 1e-29 instead of 0. A variance under `epsilon` is float noise (scores on a 0 to
 * 100 scale that really differ give far more): it reads as 0, its SD as 0, and no correlation is taken from it.
 * `epsilon` likewise reads 99.9999999999 as full credit.
 */
const epsilon = '1e-9';
const noiseless = (variance: string, value: string) => `CASE WHEN ${variance} < ${epsilon} THEN 0 ELSE ${value} END`;

export interface SummaryRow {
  attempt_count: number;
  student_count: number;
  mean: number | null;
  median: number | null;
  sd: number | null;
  variance: number | null;
  histogram: number[];
}

export interface QuestionRow {
  question_id: string;
  type: string;
  statement: string;
  details: Record<string, unknown>;
  /** False for a question no longer in the assignment that counted attempts answered. */
  in_assignment: boolean;
  /** Answers counted, blanks (unanswered questions of a submitted attempt) included. */
  answered: number;
  /** Answers with a score, blanks (0) included. */
  graded: number;
  /** Counted attempts that left the question unanswered. */
  blank: number;
  facility: number | null;
  sd: number | null;
  variance: number | null;
  discrimination: number | null;
}

export interface TallyRow {
  question_id: string;
  part: string;
  answer: string;
  count: number;
  graded: number;
  full: number;
  zero: number;
  keyGraded: number;
  keyFull: number;
  keyZero: number;
}

/** Attempts, students, mean, median, sample SD and variance of the attempts' scores, and the ten-bucket histogram. */
export async function summary(db: Queryable, assignmentId: string, counted: CountedAttempts): Promise<SummaryRow> {
  const [row] = await db.query<SummaryRow>(
    `WITH ${countedCte}, buckets AS (
       SELECT b, (SELECT count(*)::int FROM counted WHERE least(floor(score / 10), 9) = b) AS n FROM generate_series(0, 9) AS b
     )
     SELECT count(*)::int AS attempt_count, count(DISTINCT profile_id)::int AS student_count, avg(score) AS mean,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY score) AS median,
            ${noiseless('var_samp(score)', 'stddev_samp(score)')} AS sd, ${noiseless('var_samp(score)', 'var_samp(score)')} AS variance,
            (SELECT array_agg(n ORDER BY b) FROM buckets) AS histogram
       FROM counted`,
    [assignmentId, counted],
  );
  return row!;
}

/**
 * The assignment's questions now ($1 the assignment; as submitting reads them: linked, and active in the bank). The
 * statistics list them in the assignment's order, then those no longer in it (unlinked or deactivated) that a counted
 * attempt answered (`in_assignment` false).
 */
const questionsCte = `active AS (
    SELECT aq.question_id, aq.position FROM assignment_questions aq JOIN questions q ON q.id = aq.question_id
     WHERE aq.assignment_id = $1 AND aq.is_active AND q.is_active
  )`;

/**
 * Each counted attempt's blanks: the active questions it left unanswered, scored 0 as the attempt's grade scores them
 * (its score is the sum of its answers over the questions it had). An attempt covered the active questions when
 * they, with the questions it answered that are no longer active, fit in its question_count; an attempt submitted
 * before a question was added does not count that question as left blank. Attempts that answered every active
 * question (the usual case) are passed over at once.
 */
const blanksCte = `covers AS (
    SELECT c.id, c.score, c.question_count, x.in_active, x.other
      FROM counted c CROSS JOIN LATERAL (
        SELECT count(*) FILTER (WHERE qa.question_id IN (SELECT question_id FROM active)) AS in_active,
               count(*) FILTER (WHERE qa.question_id NOT IN (SELECT question_id FROM active)) AS other
          FROM question_attempts qa WHERE qa.assignment_attempt_id = c.id) x
  ), blanks AS (
    SELECT a.question_id, c.score, c.question_count
      FROM covers c CROSS JOIN active a
     WHERE c.in_active < (SELECT count(*) FROM active) AND (SELECT count(*) FROM active) + c.other <= c.question_count
       AND NOT EXISTS (SELECT 1 FROM question_attempts qa WHERE qa.assignment_attempt_id = c.id AND qa.question_id = a.question_id)
  )`;

/**
 * One row per question (see `questionsCte`), over the counted attempts' answers that have a score (a pending one is
 * counted in `answered` only) and their blanks (scored 0, counted in `answered`, `graded` and `blank`): facility (the
 * mean), sample SD and variance, and the discrimination: the Pearson correlation between the question's score and
 * the rest of the attempt's score. An attempt's score is the mean of its k questions, so the rest (the mean of the
 * other k - 1) is (k × score - q) / (k - 1); null when either has no variance (beyond float noise, see `epsilon`),
 * and with fewer than two answers.
 */
export function questionRows(db: Queryable, assignmentId: string, counted: CountedAttempts) {
  return db.query<QuestionRow>(
    `WITH ${countedCte}, ${questionsCte}, ${blanksCte}, answers AS (
       SELECT qa.question_id, qa.score AS q, false AS blank,
              CASE WHEN c.question_count > 1 THEN (c.question_count * c.score - qa.score) / (c.question_count - 1) END AS rest
         FROM counted c CROSS JOIN LATERAL (${answersOf}) qa
       UNION ALL
       SELECT b.question_id, 0::float8, true, CASE WHEN b.question_count > 1 THEN b.question_count * b.score / (b.question_count - 1) END
         FROM blanks b
     ), numbers AS (
       SELECT question_id, count(*)::int AS answered, count(q)::int AS graded, count(*) FILTER (WHERE blank)::int AS blank,
              avg(q) AS facility, stddev_samp(q) AS sd,
              var_samp(q) AS variance, var_samp(rest) FILTER (WHERE q IS NOT NULL) AS rest_variance, corr(q, rest) AS discrimination
         FROM answers GROUP BY question_id
     ), listed AS (
       SELECT question_id, 0 AS part, position, true AS in_assignment FROM active
       UNION ALL
       SELECT n.question_id, 1, coalesce(aq.position, 0), false FROM numbers n
         LEFT JOIN assignment_questions aq ON aq.assignment_id = $1 AND aq.question_id = n.question_id
        WHERE n.question_id NOT IN (SELECT question_id FROM active)
     )
     SELECT l.question_id, l.in_assignment, q.type, q.statement, q.details, coalesce(n.answered, 0) AS answered,
            coalesce(n.graded, 0) AS graded, coalesce(n.blank, 0) AS blank,
            n.facility, ${noiseless('n.variance', 'n.sd')} AS sd, ${noiseless('n.variance', 'n.variance')} AS variance,
            CASE WHEN n.variance >= ${epsilon} AND n.rest_variance >= ${epsilon} THEN 100 * n.discrimination END AS discrimination
       FROM listed l JOIN questions q ON q.id = l.question_id
       LEFT JOIN numbers n ON n.question_id = l.question_id
      ORDER BY l.part, l.position, l.question_id`,
    [assignmentId, counted],
  );
}

/**
 * Each kind's answers read as (part, answer) rows, over the counted answers of questions of that kind only (one
 * branch per kind: the kind's SQL runs on its own answers, not on every answer).
 */
const answersSql = kinds
  .flatMap((kind) =>
    kind.statistics
      ? [
          `SELECT qa.question_id, qa.score, qa.key_score, t.part, t.answer FROM answers qa CROSS JOIN LATERAL (${kind.statistics.answersSql}) t WHERE qa.type = '${kind.type}'`,
        ]
      : [],
  )
  .join('\n UNION ALL ');

/** How often each question's answers said each thing (its choice, a blank's word, an item's position…). */
export function tallies(db: Queryable, assignmentId: string, counted: CountedAttempts) {
  return db.query<TallyRow>(
    `WITH ${countedCte}, answers AS MATERIALIZED (
       SELECT qa.question_id, qa.answer, qa.score, coalesce(qa.auto_score, qa.score) AS key_score, q.type
         FROM counted c CROSS JOIN LATERAL (${answersOf}) qa JOIN questions q ON q.id = qa.question_id
     )
     SELECT question_id, part, answer, count(*)::int AS count, count(score)::int AS graded,
            count(*) FILTER (WHERE score >= 100 - ${epsilon})::int AS "full", count(*) FILTER (WHERE score <= ${epsilon})::int AS zero,
            count(key_score)::int AS "keyGraded", count(*) FILTER (WHERE key_score >= 100 - ${epsilon})::int AS "keyFull",
            count(*) FILTER (WHERE key_score <= ${epsilon})::int AS "keyZero"
       FROM (${answersSql}) t
      WHERE answer IS NOT NULL
      GROUP BY question_id, part, answer`,
    [assignmentId, counted],
  );
}
