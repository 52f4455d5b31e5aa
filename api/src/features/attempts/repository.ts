import type { Queryable } from '../../db/database.js';
import { notFound } from '../../domain/errors.js';
import type { Answer } from '../questions/grading.js';
import type { QuestionDetails, QuestionRow } from '../questions/repository.js';
import type { AssignmentAttempt, AttemptStart, QuestionAttempt } from './schemas.js';
import { deadlineGraceSeconds } from './startsSql.js';

export interface AttemptRow {
  id: string;
  seq: number;
  assignment_id: string;
  profile_id: string;
  score: number;
  question_count: number;
  client_submission_id: string | null;
  submitted_at: Date;
  counted_at: Date;
  late: boolean;
  /** The teacher's comment on the whole attempt (null: none). */
  feedback: string | null;
  /** The start it used (null without one): when the server saw the student open the assignment. */
  attempt_start_id: string | null;
  started_at: Date | null;
  question_attempt_ids: string[];
  pending_count: number;
}

export interface QuestionAttemptRow {
  id: string;
  seq: number;
  assignment_attempt_id: string | null;
  question_id: string;
  profile_id: string;
  score: number | null;
  /** What the question's kind gave (null while a short answer waits): kept beside a teacher's override. */
  auto_score: number | null;
  /** The teacher set `score` by hand: a regrade keeps it. */
  score_overridden: boolean;
  feedback: string | null;
  /** The key `auto_score` was computed with after a regrade; null: the snapshot's. */
  graded_details: QuestionDetails | null;
  answer: Answer;
  /** The question as it was answered (set when stored and again when bundled into an attempt). */
  question_snapshot: QuestionSnapshot | null;
}

/** What an answer keeps of its question: enough for the author's and the solver's views. */
export interface QuestionSnapshot {
  type: QuestionRow['type'];
  statement: string;
  difficulty: QuestionRow['difficulty'];
  details: QuestionDetails;
  /** The explanation as answered (absent in snapshots taken before explanations existed). */
  explanation?: string | null;
}

export const snapshotOf = (question: QuestionRow): QuestionSnapshot => ({
  type: question.type,
  statement: question.statement,
  difficulty: question.difficulty,
  details: question.details,
  explanation: question.explanation ?? null,
});

const attemptColumns = `at.*,
  (SELECT coalesce(json_agg(qa.id ORDER BY qa.seq), '[]'::json) FROM question_attempts qa WHERE qa.assignment_attempt_id = at.id) AS question_attempt_ids,
  (SELECT count(*)::int FROM question_attempts qa WHERE qa.assignment_attempt_id = at.id AND qa.score IS NULL) AS pending_count`;

export function toAttempt(row: AttemptRow): AssignmentAttempt {
  return {
    id: row.id,
    score: row.score,
    assignmentId: row.assignment_id,
    profileId: row.profile_id,
    submittedAt: new Date(row.submitted_at).toISOString(),
    questionsAttemptsId: row.question_attempt_ids,
    pendingCount: row.pending_count,
    clientSubmissionId: row.client_submission_id,
    countedAt: new Date(row.counted_at).toISOString(),
    late: row.late,
    startedAt: row.started_at ? new Date(row.started_at).toISOString() : null,
    feedback: row.feedback,
    durationSeconds: row.started_at ? Math.round((new Date(row.counted_at).getTime() - new Date(row.started_at).getTime()) / 1000) : null,
  };
}

export function toQuestionAttempt(row: QuestionAttemptRow): QuestionAttempt {
  return {
    id: row.id,
    questionId: row.question_id,
    profileId: row.profile_id,
    assignmentAttemptId: row.assignment_attempt_id,
    score: row.score,
    autoScore: row.auto_score,
    scoreOverridden: row.score_overridden,
    feedback: row.feedback,
    ...row.answer,
  };
}

export async function loadAttempt(db: Queryable, id: string) {
  const [row] = await db.query<AttemptRow>(`SELECT ${attemptColumns} FROM assignment_attempts at WHERE at.id = $1`, [id]);
  if (!row) throw notFound();
  return row;
}

/** The id of the profile's attempt sent with this client submission id, if one was. */
export async function findSubmission(db: Queryable, profileId: string, clientSubmissionId: string) {
  const [row] = await db.query<{ id: string }>('SELECT id FROM assignment_attempts WHERE profile_id = $1 AND client_submission_id = $2', [
    profileId,
    clientSubmissionId,
  ]);
  return row?.id;
}

export function questionAttemptsOf(db: Queryable, attemptId: string) {
  return db.query<QuestionAttemptRow>('SELECT * FROM question_attempts WHERE assignment_attempt_id = $1 ORDER BY seq', [attemptId]);
}

export interface NewAttempt {
  assignmentId: string;
  profileId: string;
  score: number;
  questionCount: number;
  clientSubmissionId?: string;
  countedAt: Date;
  late: boolean;
  start?: Pick<AttemptStartRow, 'id' | 'started_at'>;
}

export async function insertAttempt(db: Queryable, attempt: NewAttempt): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO assignment_attempts (assignment_id, profile_id, score, question_count, client_submission_id, counted_at, late,
                                      attempt_start_id, started_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      attempt.assignmentId,
      attempt.profileId,
      attempt.score,
      attempt.questionCount,
      attempt.clientSubmissionId ?? null,
      attempt.countedAt,
      attempt.late,
      attempt.start?.id ?? null,
      attempt.start?.started_at ?? null,
    ],
  );
  return row!.id;
}

export interface AttemptStartRow {
  id: string;
  assignment_id: string;
  profile_id: string;
  started_at: Date;
  /** null: the assignment had no time limit when it started. */
  deadline_at: Date | null;
  closed_at: Date | null;
  /** The attempt submitted with it, if any. */
  assignment_attempt_id: string | null;
  /** The student's answers so far (JSON text as the client sent it), with the question reached and when saved; or all null. */
  draft: string | null;
  draft_step: number | null;
  draft_saved_at: Date | null;
}

const startColumns = `s.*, (SELECT at.id FROM assignment_attempts at WHERE at.attempt_start_id = s.id) AS assignment_attempt_id`;

export const toAttemptStart = (row: AttemptStartRow, now: Date): AttemptStart => ({
  id: row.id,
  assignmentId: row.assignment_id,
  profileId: row.profile_id,
  startedAt: new Date(row.started_at).toISOString(),
  deadlineAt: row.deadline_at ? new Date(row.deadline_at).toISOString() : null,
  secondsLeft: row.deadline_at ? Math.max(0, Math.floor((new Date(row.deadline_at).getTime() - now.getTime()) / 1000)) : null,
  draft:
    row.draft === null || row.draft_step === null || row.draft_saved_at === null
      ? null
      : { step: row.draft_step, answers: row.draft, savedAt: new Date(row.draft_saved_at).toISOString() },
});

/** The viewer's open start of the assignment, if there is one. */
export async function openStartOf(db: Queryable, assignmentId: string, profileId: string) {
  const [row] = await db.query<AttemptStartRow>(
    `SELECT ${startColumns} FROM attempt_starts s WHERE s.assignment_id = $1 AND s.profile_id = $2 AND s.closed_at IS NULL`,
    [assignmentId, profileId],
  );
  return row;
}

/** One of the viewer's starts, by id; undefined when it is not theirs or does not exist. */
export async function findStart(db: Queryable, id: string, profileId: string) {
  const [row] = await db.query<AttemptStartRow>(`SELECT ${startColumns} FROM attempt_starts s WHERE s.id = $1 AND s.profile_id = $2`, [
    id,
    profileId,
  ]);
  return row;
}

/** Opens a start now; with a time limit its deadline is fixed now too (a later change of the limit keeps it). */
export async function insertStart(db: Queryable, assignmentId: string, profileId: string, now: Date, timeLimitMinutes: number | null) {
  const deadline = timeLimitMinutes === null ? null : new Date(now.getTime() + timeLimitMinutes * 60_000);
  const [row] = await db.query<AttemptStartRow>(
    `INSERT INTO attempt_starts (assignment_id, profile_id, started_at, deadline_at) VALUES ($1, $2, $3, $4)
     RETURNING *, NULL::uuid AS assignment_attempt_id`,
    [assignmentId, profileId, now, deadline],
  );
  return row!;
}

/**
 * Closes a start: used by a submission, or run out. Its draft goes with it: a submission's answers are now the
 * attempt's, and a start that ran out is never resumed.
 */
export async function closeStart(db: Queryable, id: string, at: Date) {
  await db.query(
    'UPDATE attempt_starts SET closed_at = coalesce(closed_at, $2), draft = NULL, draft_step = NULL, draft_saved_at = NULL WHERE id = $1',
    [id, at],
  );
}

/**
 * Keeps the draft on the viewer's start while it is open and its time (with the grace) has not run out, in one
 * statement; undefined when it is not theirs, or is closed or out of time. Last write wins; savedAt is the server's.
 */
export async function saveDraft(db: Queryable, id: string, profileId: string, step: number, answers: string) {
  const [row] = await db.query<AttemptStartRow>(
    `UPDATE attempt_starts SET draft = $3, draft_step = $4, draft_saved_at = now()
      WHERE id = $1 AND profile_id = $2 AND closed_at IS NULL
        AND (deadline_at IS NULL OR deadline_at + interval '${deadlineGraceSeconds} seconds' >= now())
      RETURNING *, NULL::uuid AS assignment_attempt_id`,
    [id, profileId, answers, step],
  );
  return row;
}

/**
 * Stores answers of the profile (of attempt `attemptId`, or of none yet) in one statement, each with its score and its
 * question as graded now, and returns their rows in the order given: a submission of 20 questions is one round trip
 * to the database, not 20.
 */
export async function insertQuestionAttempts(
  db: Queryable,
  attemptId: string | null,
  profileId: string,
  graded: Array<{ questionId: string; answer: Answer; score: number | null; snapshot: QuestionSnapshot }>,
) {
  if (graded.length === 0) return [];
  const rows = await db.query<QuestionAttemptRow>(
    `INSERT INTO question_attempts (assignment_attempt_id, question_id, profile_id, score, auto_score, answer, question_snapshot)
     SELECT $1::uuid, (g.item->>'questionId')::uuid, $2::uuid, (g.item->>'score')::float8, (g.item->>'score')::float8,
            g.item->'answer', g.item->'snapshot'
       FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS g (item, position)
      ORDER BY g.position
     RETURNING *`,
    [attemptId, profileId, JSON.stringify(graded.map(({ questionId, answer, score, snapshot }) => ({ questionId, answer, score, snapshot })))],
  );
  // Rows are numbered (seq) in the order they were inserted, which is the order given.
  return rows.sort((a, b) => a.seq - b.seq);
}

/** The profile's answers not yet part of an attempt, locked until the transaction ends. */
export function lockUnsubmittedAnswers(db: Queryable, ids: string[], profileId: string) {
  return db.query<QuestionAttemptRow>(
    'SELECT * FROM question_attempts WHERE id = ANY($1::uuid[]) AND profile_id = $2 AND assignment_attempt_id IS NULL FOR UPDATE',
    [ids, profileId],
  );
}

/** Makes the answers part of the attempt, each with its score and its question as graded now. */
export async function attachAnswers(db: Queryable, attemptId: string, ids: string[], scores: Array<number | null>, snapshots: QuestionSnapshot[]) {
  await db.query(
    `UPDATE question_attempts qa SET assignment_attempt_id = $1, score = graded.score, auto_score = graded.score, question_snapshot = graded.snapshot
       FROM unnest($2::uuid[], $3::float8[], $4::jsonb[]) AS graded(id, score, snapshot) WHERE qa.id = graded.id`,
    [attemptId, ids, scores, snapshots.map((s) => JSON.stringify(s))],
  );
}

export interface AttemptFilter {
  assignmentId?: string;
  assignmentIds?: string[];
  profileId?: string;
  ids?: string[];
}

/**
 * Your own attempts, or any attempt on an assignment of a group you own; nothing else, whatever the filters.
 * Newest first (grades lists), paging to older ones than `before` (0: from the newest); asked by ids, oldest first.
 */
export function listAttempts(db: Queryable, viewerId: string, filter: AttemptFilter, before: number, limit: number) {
  const { assignmentId, assignmentIds, profileId, ids } = filter;
  return db.query<AttemptRow>(
    `SELECT ${attemptColumns} FROM assignment_attempts at
       JOIN assignments a ON a.id = at.assignment_id JOIN study_groups g ON g.id = a.study_group_id
      WHERE ($2 = 0 OR at.seq ${ids ? '>' : '<'} $2) AND (at.profile_id = $1 OR g.owner_id = $1)
        AND ($3::uuid IS NULL OR at.assignment_id = $3)
        AND ($4::uuid IS NULL OR at.profile_id = $4)
        AND ($5::uuid[] IS NULL OR at.id = ANY($5::uuid[]))
        AND ($6::uuid[] IS NULL OR at.assignment_id = ANY($6::uuid[]))
        AND ($3::uuid IS NOT NULL OR $4::uuid IS NOT NULL OR $5::uuid[] IS NOT NULL OR $6::uuid[] IS NOT NULL OR at.profile_id = $1)
      ORDER BY at.seq ${ids ? 'ASC' : 'DESC'} LIMIT $7`,
    [viewerId, before, assignmentId ?? null, profileId ?? null, ids ?? null, assignmentIds ?? null, limit],
  );
}

/**
 * A page of each assignment's attempts in one query, newest first (as the grades lists show them): a LATERAL join
 * reads at most `limit` rows per assignment backwards along (assignment_id, seq), from those older than `before`, so a
 * page of 10 costs the same for 10 attempts as for 10,000. The owner of the group sees every student's (or
 * `profileId`'s), anybody else their own.
 */
export function attemptPages(db: Queryable, viewerId: string, assignmentIds: string[], profileId: string | undefined, before: number, limit: number) {
  return db.query<AttemptRow & { parent_id: string }>(
    `SELECT p.parent_id, ${attemptColumns}
       FROM (SELECT DISTINCT unnest($2::uuid[]) AS parent_id) p
       JOIN assignments a ON a.id = p.parent_id
       JOIN study_groups g ON g.id = a.study_group_id
       CROSS JOIN LATERAL (
         SELECT * FROM assignment_attempts at
          WHERE at.assignment_id = p.parent_id AND at.seq < $3
            AND (g.owner_id = $1 OR at.profile_id = $1) AND ($4::uuid IS NULL OR at.profile_id = $4)
          ORDER BY at.seq DESC LIMIT $5) at
      ORDER BY at.seq DESC`,
    [viewerId, assignmentIds, before, profileId ?? null, limit],
  );
}

export interface QuestionAttemptFilter {
  assignmentAttemptId?: string;
  profileId?: string;
  ids?: string[];
}

/** Your own answers, or those in attempts on assignments of groups you own. */
export function listQuestionAttempts(db: Queryable, viewerId: string, filter: QuestionAttemptFilter, after: number, limit: number) {
  const { assignmentAttemptId, profileId, ids } = filter;
  return db.query<QuestionAttemptRow>(
    `SELECT qa.* FROM question_attempts qa
       LEFT JOIN assignment_attempts at ON at.id = qa.assignment_attempt_id
       LEFT JOIN assignments a ON a.id = at.assignment_id
       LEFT JOIN study_groups g ON g.id = a.study_group_id
      WHERE qa.seq > $2 AND (qa.profile_id = $1 OR g.owner_id = $1)
        AND ($3::uuid IS NULL OR qa.assignment_attempt_id = $3)
        AND ($4::uuid IS NULL OR qa.profile_id = $4)
        AND ($5::uuid[] IS NULL OR qa.id = ANY($5::uuid[]))
      ORDER BY qa.seq LIMIT $6`,
    [viewerId, after, assignmentAttemptId ?? null, profileId ?? null, ids ?? null, limit],
  );
}
