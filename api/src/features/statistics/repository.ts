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
const answersOf = `SELECT qa.question_id, qa.score, qa.answer FROM question_attempts qa WHERE qa.assignment_attempt_id = c.id OFFSET 0`;

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
  answered: number;
  graded: number;
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
 * One row per active question of the assignment, in its order, over the counted attempts' answers that have a
 * score (a pending one is counted in `answered` only): facility (the mean), sample SD and variance, and the
 * discrimination: the Pearson correlation between the question's score and the rest of the attempt's score. An
 * attempt's score is the mean of its k questions, so the rest (the mean of the other k - 1) is (k × score - q) /
 * (k - 1); null when either has no variance (beyond float noise, see `epsilon`), and with fewer than two answers.
 */
export function questionRows(db: Queryable, assignmentId: string, counted: CountedAttempts) {
  return db.query<QuestionRow>(
    `WITH ${countedCte}, answers AS (
       SELECT qa.question_id, qa.score AS q, CASE WHEN c.question_count > 1 THEN (c.question_count * c.score - qa.score) / (c.question_count - 1) END AS rest
         FROM counted c CROSS JOIN LATERAL (${answersOf}) qa
     ), numbers AS (
       SELECT question_id, count(*)::int AS answered, count(q)::int AS graded, avg(q) AS facility, stddev_samp(q) AS sd,
              var_samp(q) AS variance, var_samp(rest) FILTER (WHERE q IS NOT NULL) AS rest_variance, corr(q, rest) AS discrimination
         FROM answers GROUP BY question_id
     )
     SELECT aq.question_id, q.type, q.statement, q.details, coalesce(n.answered, 0) AS answered, coalesce(n.graded, 0) AS graded,
            n.facility, ${noiseless('n.variance', 'n.sd')} AS sd, ${noiseless('n.variance', 'n.variance')} AS variance,
            CASE WHEN n.variance >= ${epsilon} AND n.rest_variance >= ${epsilon} THEN 100 * n.discrimination END AS discrimination
       FROM assignment_questions aq JOIN questions q ON q.id = aq.question_id
       LEFT JOIN numbers n ON n.question_id = aq.question_id
      WHERE aq.assignment_id = $1 AND aq.is_active
      ORDER BY aq.position, aq.question_id`,
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
          `SELECT qa.question_id, qa.score, t.part, t.answer FROM answers qa CROSS JOIN LATERAL (${kind.statistics.answersSql}) t WHERE qa.type = '${kind.type}'`,
        ]
      : [],
  )
  .join('\n UNION ALL ');

/** How often each question's answers said each thing (its choice, a blank's word, an item's position…). */
export function tallies(db: Queryable, assignmentId: string, counted: CountedAttempts) {
  return db.query<TallyRow>(
    `WITH ${countedCte}, answers AS MATERIALIZED (
       SELECT qa.question_id, qa.answer, qa.score, q.type
         FROM counted c CROSS JOIN LATERAL (${answersOf}) qa JOIN questions q ON q.id = qa.question_id
     )
     SELECT question_id, part, answer, count(*)::int AS count, count(score)::int AS graded,
            count(*) FILTER (WHERE score >= 100 - ${epsilon})::int AS "full", count(*) FILTER (WHERE score <= ${epsilon})::int AS zero
       FROM (${answersSql}) t
      WHERE answer IS NOT NULL
      GROUP BY question_id, part, answer`,
    [assignmentId, counted],
  );
}
