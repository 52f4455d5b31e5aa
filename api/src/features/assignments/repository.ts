import type { Queryable } from '../../db/database.js';
import type { AssignmentStatus, Difficulty, GradingMethod } from '@aula/common';
import { gradeByMethod } from '../attempts/gradeByMethod.js';
import { clockRunning, lapsedStartCount } from '../attempts/startsSql.js';
import type { ImageStore } from '../../storage/images.js';
import { assignmentQuestions } from '../questions/repository.js';
import { authorView, solverView } from '../questions/views.js';
import type { Assignment, AssignmentUpdate } from './schemas.js';

export interface AssignmentRow {
  id: string;
  seq: number;
  name: string;
  description: string;
  difficulty: Difficulty;
  due_date: Date | null;
  assigner_profile_id: string;
  assignee_profile_id: string | null;
  study_group_id: string;
  is_active: boolean;
  /** null: unlimited. */
  max_attempts: number | null;
  grading_method: GradingMethod;
  open_for_practice: boolean;
  /** null: no time limit. */
  time_limit_minutes: number | null;
  /** When members start to see it: null for a draft, in the future while scheduled. */
  published_at: Date | null;
  /** After this no attempt starts and no submission counts; null: never closes. */
  close_at: Date | null;
  created_at: Date;
  /** Published and its time has come: members see it. */
  is_published: boolean;
  questions_ids: string[];
  /** Whether the viewer owns the assignment's group. */
  is_owner: boolean;
  /** Whether the viewer may solve it now: a member, the assignment and its group active. */
  is_solver: boolean;
  /** Timed, and the viewer holds no running start: a solver sees its questions only once the clock runs. */
  awaits_start: boolean;
  /** Whether the viewer submitted an attempt to it. */
  has_attempt: boolean;
  viewer_attempt_count: number;
  /** The viewer's starts whose time ran out unsubmitted: each uses up an attempt. */
  viewer_lapsed_starts: number;
  /** The viewer's grade by the assignment's method; null before their first attempt. */
  viewer_grade: number | null;
}

/** Whether members see the assignment `a` now: published, its time come (a query predicate, so never late). */
const publishedSql = 'coalesce(a.published_at <= now(), false)';

/** Assignment columns, the ids of the questions in use, and the viewer's ($1) standing. */
const assignmentColumns = `a.*, ${publishedSql} AS is_published,
  (SELECT coalesce(json_agg(aq.question_id ORDER BY aq.position), '[]'::json)
     FROM assignment_questions aq JOIN questions q ON q.id = aq.question_id
    WHERE aq.assignment_id = a.id AND aq.is_active AND q.is_active) AS questions_ids,
  (SELECT g.owner_id = $1 FROM study_groups g WHERE g.id = a.study_group_id) AS is_owner,
  (a.is_active AND ${publishedSql} AND EXISTS (SELECT 1 FROM study_groups g JOIN study_group_members m ON m.study_group_id = g.id
     WHERE g.id = a.study_group_id AND g.is_active AND m.profile_id = $1)) AS is_solver,
  (a.time_limit_minutes IS NOT NULL AND NOT ${clockRunning('a.id', '$1')}) AS awaits_start,
  EXISTS (SELECT 1 FROM assignment_attempts at WHERE at.assignment_id = a.id AND at.profile_id = $1) AS has_attempt,
  (SELECT count(*)::int FROM assignment_attempts at WHERE at.assignment_id = a.id AND at.profile_id = $1) AS viewer_attempt_count,
  ${lapsedStartCount('a.id', '$1')} AS viewer_lapsed_starts,
  (SELECT ${gradeByMethod('a.grading_method')} FROM assignment_attempts at WHERE at.assignment_id = a.id AND at.profile_id = $1) AS viewer_grade`;

/** Its owner sees its questions; a member, once they may solve it and, on a timed assignment, while their clock runs. */
const showsQuestions = (row: AssignmentRow) => row.is_owner || (row.is_solver && !row.awaits_start);

/**
 * The assignment as the viewer may see it. A student who can no longer solve it (deactivated, their group
 * deactivated or left) still reads it as the history of their grades, without its questions.
 */
export function toAssignment(row: AssignmentRow): Assignment {
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  const status: AssignmentStatus = row.is_published ? 'PUBLISHED' : row.published_at ? 'SCHEDULED' : 'DRAFT';
  return {
    id: row.id,
    dueDate: row.due_date ? new Date(row.due_date).toISOString() : null,
    name: row.name,
    difficulty: row.difficulty,
    description: row.description,
    assignerProfileId: row.assigner_profile_id,
    assigneeProfileId: row.assignee_profile_id,
    studyGroupId: row.study_group_id,
    isActive: row.is_active,
    questionsIds: showsQuestions(row) ? row.questions_ids : [],
    questionCount: row.is_owner || row.is_solver ? row.questions_ids.length : 0,
    maxAttempts: row.max_attempts,
    gradingMethod: row.grading_method,
    openForPractice: row.open_for_practice,
    timeLimitMinutes: row.time_limit_minutes,
    viewerAttemptCount: row.viewer_attempt_count,
    viewerAttemptsLeft: row.max_attempts === null ? null : Math.max(0, row.max_attempts - row.viewer_attempt_count - row.viewer_lapsed_starts),
    viewerGrade: row.viewer_grade,
    status,
    publishedAt: row.is_published ? iso(row.published_at) : null,
    publishAt: status === 'SCHEDULED' ? iso(row.published_at) : null,
    closeAt: iso(row.close_at),
  };
}

/** The assignment with the viewer's standing, whatever that standing is (access.ts decides what they may read). */
export async function findAssignment(db: Queryable, id: string, viewerId: string): Promise<AssignmentRow | undefined> {
  const [row] = await db.query<AssignmentRow>(`SELECT ${assignmentColumns} FROM assignments a WHERE a.id = $2`, [viewerId, id]);
  return row;
}

/** Assignments by id, unchecked: for attempts the viewer may already read. */
export function assignmentsByIds(db: Queryable, ids: string[], viewerId: string) {
  return db.query<AssignmentRow>(`SELECT ${assignmentColumns} FROM assignments a WHERE a.id = ANY($2::uuid[])`, [viewerId, ids]);
}

export interface AssignmentFilter {
  studyGroupId?: string;
  studyGroupIds?: string[];
  ids?: string[];
  isActive?: boolean;
}

/**
 * A page of assignments after sequence number `after`. Only groups the viewer belongs to; a member sees active
 * assignments of active groups, the owner all. A group's list leaves out, for members, assignments with no
 * question to solve (the owner still sees them, to fill them). By ids, also any assignment the viewer submitted an
 * attempt to, whatever happened to it since.
 */
export function listAssignments(db: Queryable, viewerId: string, filter: AssignmentFilter, after: number, limit: number) {
  const { studyGroupId, studyGroupIds, ids, isActive } = filter;
  return db.query<AssignmentRow>(
    `SELECT ${assignmentColumns} FROM assignments a JOIN study_groups g ON g.id = a.study_group_id
      WHERE a.seq > $2
        AND ((EXISTS (SELECT 1 FROM study_group_members m WHERE m.study_group_id = g.id AND m.profile_id = $1)
              AND (g.owner_id = $1 OR (a.is_active AND g.is_active AND ${publishedSql})))
          OR ($4::uuid[] IS NOT NULL AND EXISTS (SELECT 1 FROM assignment_attempts at WHERE at.assignment_id = a.id AND at.profile_id = $1)))
        AND ($3::uuid IS NULL OR a.study_group_id = $3)
        AND ($4::uuid[] IS NULL OR a.id = ANY($4::uuid[]))
        AND ($5::boolean IS NULL OR a.is_active = $5)
        AND ($6::uuid[] IS NULL OR a.study_group_id = ANY($6::uuid[]))
        AND ($4::uuid[] IS NOT NULL OR g.owner_id = $1 OR EXISTS (
              SELECT 1 FROM assignment_questions aq JOIN questions q ON q.id = aq.question_id
               WHERE aq.assignment_id = a.id AND aq.is_active AND q.is_active))
      ORDER BY a.seq LIMIT $7`,
    [viewerId, after, studyGroupId ?? null, ids ?? null, isActive ?? null, studyGroupIds ?? null, limit],
  );
}

/**
 * A page of each group's assignments in one query: a LATERAL join reads at most `limit` rows per group along
 * (study_group_id, seq), whatever the group holds. Groups the viewer is not in get none; members see active ones
 * with a question to solve, as in listAssignments.
 */
export function assignmentPages(db: Queryable, viewerId: string, studyGroupIds: string[], after: number, limit: number) {
  return db.query<AssignmentRow & { parent_id: string }>(
    `SELECT p.parent_id, ${assignmentColumns}
       FROM (SELECT DISTINCT unnest($2::uuid[]) AS parent_id) p
       JOIN study_groups g ON g.id = p.parent_id
       JOIN study_group_members m ON m.study_group_id = g.id AND m.profile_id = $1
       CROSS JOIN LATERAL (
         SELECT * FROM assignments a
          WHERE a.study_group_id = p.parent_id AND a.seq > $3
            AND (g.owner_id = $1 OR (a.is_active AND g.is_active AND ${publishedSql} AND EXISTS (
                  SELECT 1 FROM assignment_questions aq JOIN questions q ON q.id = aq.question_id
                   WHERE aq.assignment_id = a.id AND aq.is_active AND q.is_active)))
          ORDER BY a.seq LIMIT $4) a
      ORDER BY a.seq`,
    [viewerId, studyGroupIds, after, limit],
  );
}

export interface NewAssignment {
  name: string;
  description: string;
  difficulty: string;
  dueDate?: string | null;
  assigneeProfileId?: string | null;
  studyGroupId: string;
  clientMutationId?: string;
  maxAttempts: number | null;
  gradingMethod: GradingMethod;
  openForPractice: boolean;
  timeLimitMinutes: number | null;
  closeAt?: string | null;
}

export async function insertAssignment(db: Queryable, assignerId: string, input: NewAssignment): Promise<string> {
  const [created] = await db.query<{ id: string }>(
    `INSERT INTO assignments (name, description, difficulty, due_date, assigner_profile_id, assignee_profile_id, study_group_id, client_mutation_id,
                              max_attempts, grading_method, open_for_practice, time_limit_minutes, close_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      input.name,
      input.description,
      input.difficulty,
      input.dueDate ?? null,
      assignerId,
      input.assigneeProfileId ?? null,
      input.studyGroupId,
      input.clientMutationId ?? null,
      input.maxAttempts,
      input.gradingMethod,
      input.openForPractice,
      input.timeLimitMinutes,
      input.closeAt ?? null,
    ],
  );
  return created!.id;
}

/** Changes the fields given; a null due date, assignee, attempts limit or time limit clears it, a missing one keeps it. */
export async function updateAssignment(db: Queryable, id: string, input: AssignmentUpdate) {
  await db.query(
    `UPDATE assignments SET
       name = coalesce($2, name), description = coalesce($3, description), difficulty = coalesce($4, difficulty),
       due_date = CASE WHEN $5::boolean THEN $6::timestamptz ELSE due_date END,
       assignee_profile_id = CASE WHEN $7::boolean THEN $8::uuid ELSE assignee_profile_id END,
       max_attempts = CASE WHEN $9::boolean THEN $10::integer ELSE max_attempts END,
       grading_method = coalesce($11, grading_method), open_for_practice = coalesce($12, open_for_practice),
       time_limit_minutes = CASE WHEN $13::boolean THEN $14::integer ELSE time_limit_minutes END,
       close_at = CASE WHEN $15::boolean THEN $16::timestamptz ELSE close_at END
     WHERE id = $1`,
    [
      id,
      input.name ?? null,
      input.description ?? null,
      input.difficulty ?? null,
      input.dueDate !== undefined,
      input.dueDate ?? null,
      input.assigneeProfileId !== undefined,
      input.assigneeProfileId ?? null,
      input.maxAttempts !== undefined,
      input.maxAttempts ?? null,
      input.gradingMethod ?? null,
      input.openForPractice ?? null,
      input.timeLimitMinutes !== undefined,
      input.timeLimitMinutes ?? null,
      input.closeAt !== undefined,
      input.closeAt ?? null,
    ],
  );
}

export async function deactivateAssignment(db: Queryable, id: string) {
  await db.query('UPDATE assignments SET is_active = false WHERE id = $1', [id]);
}

/** The assignment with its questions in order: keys for its group's owner, the solver view for members. */
export async function withQuestions(db: Queryable, row: AssignmentRow, viewerId: string, images: ImageStore, columnSecret: Buffer) {
  const questions = showsQuestions(row) ? await assignmentQuestions(db, [row.id]) : [];
  return {
    ...toAssignment(row),
    questions: questions.map((q) => (row.is_owner ? authorView(q, images.url) : solverView(q, viewerId, images.url, columnSecret))),
  };
}
