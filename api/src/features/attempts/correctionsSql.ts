import type { Queryable } from '../../db/database.js';
import { regradable } from '../questions/grading.js';
import type { QuestionDetails, QuestionRow } from '../questions/repository.js';
import type { QuestionAttemptRow } from './repository.js';

// The SQL of a teacher's corrections: grades by hand, comments, regrades after a key correction, and the record
// of every score they change (score_changes).

/** A submitted answer with its question's type and its group, locked for grading; undefined when there is none. */
export async function lockAnswerForGrading(db: Queryable, id: string) {
  const [row] = await db.query<QuestionAttemptRow & { type: QuestionRow['type']; study_group_id: string | null }>(
    `SELECT qa.*, q.type, a.study_group_id FROM question_attempts qa
       JOIN questions q ON q.id = qa.question_id
       LEFT JOIN assignment_attempts at ON at.id = qa.assignment_attempt_id
       LEFT JOIN assignments a ON a.id = at.assignment_id
      WHERE qa.id = $1 FOR UPDATE OF qa`,
    [id],
  );
  return row;
}

/** The teacher's score for an answer: it counts from now on, and a regrade keeps it. */
export async function overrideScore(db: Queryable, id: string, score: number) {
  await db.query('UPDATE question_attempts SET score = $2, score_overridden = true WHERE id = $1', [id, score]);
}

/** The teacher's comment on one answer (null clears it). */
export async function setAnswerFeedback(db: Queryable, id: string, feedback: string | null) {
  await db.query('UPDATE question_attempts SET feedback = $2 WHERE id = $1', [id, feedback]);
}

export async function loadAnswer(db: Queryable, id: string) {
  const [row] = await db.query<QuestionAttemptRow>('SELECT * FROM question_attempts WHERE id = $1', [id]);
  return row!;
}

/** An attempt with its group, locked: gradings and comments of one attempt (and their notifications) take turns. */
export async function lockAttemptForComment(db: Queryable, id: string) {
  const [row] = await db.query<{ id: string; study_group_id: string }>(
    `SELECT at.id, a.study_group_id FROM assignment_attempts at JOIN assignments a ON a.id = at.assignment_id
      WHERE at.id = $1 FOR UPDATE OF at`,
    [id],
  );
  return row;
}

/** The teacher's comment on a whole attempt (null clears it). */
export async function setAttemptFeedback(db: Queryable, id: string, feedback: string | null) {
  await db.query('UPDATE assignment_attempts SET feedback = $2 WHERE id = $1', [id, feedback]);
}

/** Recomputes attempts' scores from their question attempts (after a teacher grades one, or a regrade). */
export async function rescore(db: Queryable, attemptIds: string[]) {
  await db.query(
    `UPDATE assignment_attempts at SET score = CASE WHEN at.question_count = 0 THEN 0 ELSE
        (SELECT coalesce(sum(qa.score), 0) FROM question_attempts qa WHERE qa.assignment_attempt_id = at.id) / at.question_count END
      WHERE at.id = ANY($1::uuid[])`,
    [attemptIds],
  );
}

export type ScoreChangeReason = 'MANUAL' | 'REGRADE';

export interface ScoreChange {
  questionAttemptId: string;
  oldScore: number | null;
  newScore: number | null;
}

/** Records changed scores: old and new, why, who and (now) when. */
export async function recordScoreChanges(db: Queryable, changes: ScoreChange[], reason: ScoreChangeReason, changedBy: string) {
  if (changes.length === 0) return;
  await db.query(
    `INSERT INTO score_changes (question_attempt_id, old_score, new_score, reason, changed_by)
     SELECT id, old_score, new_score, $4, $5 FROM unnest($1::uuid[], $2::float8[], $3::float8[]) AS c(id, old_score, new_score)`,
    [changes.map((c) => c.questionAttemptId), changes.map((c) => c.oldScore), changes.map((c) => c.newScore), reason, changedBy],
  );
}

export interface ScoreChangeRow {
  question_attempt_id: string;
  old_score: number | null;
  new_score: number | null;
  reason: ScoreChangeReason;
  changed_by: string;
  changed_at: Date;
}

/** The recorded changes of these answers' scores, oldest first: the viewer's own answers, or those on groups they own. */
export function scoreChangesOf(db: Queryable, viewerId: string, questionAttemptIds: string[]) {
  return db.query<ScoreChangeRow>(
    `SELECT c.* FROM score_changes c
       JOIN question_attempts qa ON qa.id = c.question_attempt_id
       JOIN assignment_attempts at ON at.id = qa.assignment_attempt_id
       JOIN assignments a ON a.id = at.assignment_id JOIN study_groups g ON g.id = a.study_group_id
      WHERE c.question_attempt_id = ANY($2::uuid[]) AND (qa.profile_id = $1 OR g.owner_id = $1)
      ORDER BY c.seq`,
    [viewerId, questionAttemptIds],
  );
}

/** An answer of an assignment's attempts with its question as it is now: what a regrade grades it against. */
export interface RegradeRow extends QuestionAttemptRow {
  live_type: QuestionRow['type'];
  live_statement: string;
  live_details: QuestionDetails;
}

const liveQuestion = 'q.type AS live_type, q.statement AS live_statement, q.details AS live_details';

/** Whether the question as it is now can grade the answer (see regradable): else it changed shape since. */
export function fitsLiveKey(row: Pick<RegradeRow, 'question_id' | 'question_snapshot' | 'live_type' | 'live_statement' | 'live_details'>) {
  const now = { id: row.question_id, type: row.live_type, statement: row.live_statement, details: row.live_details };
  return !row.question_snapshot || regradable({ ...now, ...row.question_snapshot }, now);
}

/** Every answer in the assignment's submitted attempts, with its question as it is now, locked for the regrade. */
export function lockAnswersToRegrade(db: Queryable, assignmentId: string) {
  return db.query<RegradeRow>(
    `SELECT qa.*, ${liveQuestion} FROM question_attempts qa
       JOIN assignment_attempts at ON at.id = qa.assignment_attempt_id
       JOIN questions q ON q.id = qa.question_id
      WHERE at.assignment_id = $1
      ORDER BY qa.seq FOR UPDATE OF qa`,
    [assignmentId],
  );
}

/**
 * Stores regraded answers: each one's automatic score and the key it was computed with; `score` too unless the
 * teacher set it by hand.
 */
export async function storeRegrades(db: Queryable, rows: Array<{ id: string; autoScore: number | null; details: QuestionDetails }>) {
  if (rows.length === 0) return;
  await db.query(
    `UPDATE question_attempts qa SET auto_score = r.auto_score, graded_details = r.details,
            score = CASE WHEN qa.score_overridden THEN qa.score ELSE r.auto_score END
       FROM unnest($1::uuid[], $2::float8[], $3::jsonb[]) AS r(id, auto_score, details) WHERE qa.id = r.id`,
    [rows.map((r) => r.id), rows.map((r) => r.autoScore), rows.map((r) => JSON.stringify(r.details))],
  );
}

/**
 * Per assignment of a group the viewer owns: answers graded against a key that has changed since (their
 * question's details differ from those they were graded with) and that the key now can grade (same shape), which a
 * regrade would check again.
 */
export async function answersToRegrade(db: Queryable, viewerId: string, assignmentIds: string[]) {
  const owned = await db.query<{ id: string }>(
    `SELECT a.id FROM assignments a JOIN study_groups g ON g.id = a.study_group_id WHERE a.id = ANY($2::uuid[]) AND g.owner_id = $1`,
    [viewerId, assignmentIds],
  );
  const counts = new Map(owned.map((a) => [a.id, 0]));
  const rows = await db.query<RegradeRow & { assignment_id: string }>(
    `SELECT at.assignment_id, qa.question_id, qa.question_snapshot, ${liveQuestion} FROM question_attempts qa
       JOIN assignment_attempts at ON at.id = qa.assignment_attempt_id
       JOIN questions q ON q.id = qa.question_id
      WHERE at.assignment_id = ANY($1::uuid[])
        AND coalesce(qa.graded_details, qa.question_snapshot->'details') IS DISTINCT FROM q.details`,
    [[...counts.keys()]],
  );
  for (const row of rows.filter(fitsLiveKey)) counts.set(row.assignment_id, counts.get(row.assignment_id)! + 1);
  return counts;
}
