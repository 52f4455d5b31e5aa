import type { Queryable } from '../../db/database.js';
import { mapped, pageSize, pages } from './jsonStream.js';
import type { DataExport } from './schemas.js';

// The export's lists of what a teacher made and of a student's history beside their attempts: assignments created,
// openings of an assignment without a submission, score changes on their answers and groups that excluded them.

export type Item<K extends keyof DataExport> = DataExport[K] extends Array<infer T> ? T : never;

export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/**
 * Keyset pages of the profile's rows by seq: in `sql`, `$1` is the profile and `$2` the previous page's last seq;
 * ORDER BY seq names the query's output column, whichever table it comes from.
 */
export const bySeq =
  (db: Queryable, profile: string | null) =>
  <Row extends { seq: number }>(sql: string) =>
    pages<Row>((after) => db.query<Row>(`${sql} ORDER BY seq LIMIT $3`, [profile, after?.seq ?? 0, pageSize]));

/** The assignments the profile created, each with its settings and the questions it uses in order. */
export function assignmentsOf(db: Queryable, profile: string | null): AsyncGenerator<Array<Item<'assignments'>>> {
  const rows = bySeq(
    db,
    profile,
  )<AssignmentRow>(
    `SELECT a.seq, a.id, a.name, a.description, a.difficulty, a.due_date, a.close_at, a.published_at, a.time_limit_minutes,
            a.max_attempts, a.grading_method, a.open_for_practice, a.gradebook_weight, a.is_active, a.created_at,
            g.id AS group_id, g.name AS group_name, ap.username AS assignee_username,
            array(SELECT aq.question_id FROM assignment_questions aq
                   WHERE aq.assignment_id = a.id AND aq.is_active ORDER BY aq.position) AS question_ids
       FROM assignments a JOIN study_groups g ON g.id = a.study_group_id LEFT JOIN profiles ap ON ap.id = a.assignee_profile_id
      WHERE a.assigner_profile_id = $1 AND a.seq > $2`,
  );
  return mapped(rows, (a) => ({
    id: a.id,
    name: a.name,
    description: a.description,
    difficulty: a.difficulty,
    studyGroup: { id: a.group_id, name: a.group_name },
    assigneeUsername: a.assignee_username,
    publishedAt: isoOrNull(a.published_at),
    dueDate: isoOrNull(a.due_date),
    closeAt: isoOrNull(a.close_at),
    timeLimitMinutes: a.time_limit_minutes,
    maxAttempts: a.max_attempts,
    gradingMethod: a.grading_method,
    openForPractice: a.open_for_practice,
    gradebookWeight: a.gradebook_weight,
    isActive: a.is_active,
    questionIds: a.question_ids,
    createdAt: iso(a.created_at),
  }));
}

/** Each opening of an assignment no submission used: its clock still running, or run out; with its draft, if any. */
export function openedWithoutAttempt(db: Queryable, profile: string | null): AsyncGenerator<Array<Item<'attemptStarts'>>> {
  const rows = bySeq(
    db,
    profile,
  )<StartRow>(
    `SELECT s.seq, s.id, s.started_at, s.deadline_at, s.closed_at, s.draft, s.draft_step, s.draft_saved_at,
            a.id AS assignment_id, a.name AS assignment_name,
            g.id AS group_id, g.name AS group_name
       FROM attempt_starts s JOIN assignments a ON a.id = s.assignment_id JOIN study_groups g ON g.id = a.study_group_id
      WHERE s.profile_id = $1 AND s.seq > $2
        AND NOT EXISTS (SELECT 1 FROM assignment_attempts at WHERE at.attempt_start_id = s.id)`,
  );
  return mapped(rows, (s) => ({
    id: s.id,
    assignment: { id: s.assignment_id, name: s.assignment_name },
    studyGroup: { id: s.group_id, name: s.group_name },
    startedAt: iso(s.started_at),
    deadlineAt: isoOrNull(s.deadline_at),
    closedAt: isoOrNull(s.closed_at),
    draft:
      s.draft === null || s.draft_step === null || s.draft_saved_at === null
        ? null
        : { step: s.draft_step, answers: s.draft, savedAt: iso(s.draft_saved_at) },
  }));
}

/**
 * Every change of a score on the profile's answers after submission. Who changed it is named only when it was the
 * group's owner (by the username the student knows); anybody else stays unnamed.
 */
export function scoreChangesOf(db: Queryable, profile: string | null): AsyncGenerator<Array<Item<'scoreChanges'>>> {
  const rows = bySeq(
    db,
    profile,
  )<ScoreChangeRow>(
    `SELECT sc.seq, sc.question_attempt_id, qa.question_id, qa.assignment_attempt_id, a.id AS assignment_id,
            a.name AS assignment_name, sc.old_score, sc.new_score, sc.reason, sc.changed_at,
            CASE WHEN sc.changed_by = g.owner_id THEN o.username END AS changed_by_username
       FROM score_changes sc JOIN question_attempts qa ON qa.id = sc.question_attempt_id
       JOIN assignment_attempts at ON at.id = qa.assignment_attempt_id JOIN assignments a ON a.id = at.assignment_id
       JOIN study_groups g ON g.id = a.study_group_id JOIN profiles o ON o.id = sc.changed_by
      WHERE qa.profile_id = $1 AND sc.seq > $2`,
  );
  return mapped(rows, (c) => ({
    answerId: c.question_attempt_id,
    attemptId: c.assignment_attempt_id,
    assignment: { id: c.assignment_id, name: c.assignment_name },
    questionId: c.question_id,
    oldScore: c.old_score,
    newScore: c.new_score,
    reason: c.reason,
    changedByUsername: c.changed_by_username,
    changedAt: iso(c.changed_at),
  }));
}

/** The groups whose owner removed the profile (joining them again takes the owner's approval). */
export function exclusionsOf(db: Queryable, profile: string | null): AsyncGenerator<Array<Item<'groupExclusions'>>> {
  // No seq here: paged by group id, which is unique per profile.
  const rows = pages<ExclusionRow>((after) =>
    db.query<ExclusionRow>(
      `SELECT e.study_group_id, g.name, e.excluded_at FROM study_group_exclusions e JOIN study_groups g ON g.id = e.study_group_id
        WHERE e.profile_id = $1 AND e.study_group_id > $2::uuid ORDER BY e.study_group_id LIMIT $3`,
      [profile, after?.study_group_id ?? '00000000-0000-0000-0000-000000000000', pageSize],
    ),
  );
  return mapped(rows, (e) => ({ studyGroup: { id: e.study_group_id, name: e.name }, excludedAt: iso(e.excluded_at) }));
}

interface AssignmentRow {
  seq: number;
  id: string;
  name: string;
  description: string;
  difficulty: string;
  due_date: Date | null;
  close_at: Date | null;
  published_at: Date | null;
  time_limit_minutes: number | null;
  max_attempts: number | null;
  grading_method: string;
  open_for_practice: boolean;
  gradebook_weight: number;
  is_active: boolean;
  created_at: Date;
  group_id: string;
  group_name: string;
  assignee_username: string | null;
  question_ids: string[];
}

interface StartRow {
  seq: number;
  id: string;
  started_at: Date;
  deadline_at: Date | null;
  closed_at: Date | null;
  draft: string | null;
  draft_step: number | null;
  draft_saved_at: Date | null;
  assignment_id: string;
  assignment_name: string;
  group_id: string;
  group_name: string;
}

interface ScoreChangeRow {
  seq: number;
  question_attempt_id: string;
  question_id: string;
  assignment_attempt_id: string;
  assignment_id: string;
  assignment_name: string;
  old_score: number | null;
  new_score: number | null;
  reason: string;
  changed_at: Date;
  changed_by_username: string | null;
}

interface ExclusionRow {
  study_group_id: string;
  name: string;
  excluded_at: Date;
}
