import type { Queryable } from '../../db/database.js';
import { gradeByMethod } from '../attempts/gradeByMethod.js';

export interface GroupProgressRow {
  id: string;
  published_at: Date | null;
  due_date: Date | null;
  mean: number | null;
  submitted_count: number;
  student_count: number;
  attempt_count: number;
  /** Students who submitted whose grade counts a late attempt. */
  late_count: number;
  pending_count: number;
}

export interface OwnProgressRow {
  assignment_id: string;
  grade: number;
  submitted_at: Date;
  pending: boolean;
}

/**
 * Whether a student's grade counts a late attempt, by the grading method (an aggregate over their attempts `at`,
 * ordered as gradeByMethod orders them): the best, the first or the last attempt's; with AVERAGE every attempt
 * counts, so any late one.
 */
const lateByMethod = (method: string) => `CASE ${method}
    WHEN 'HIGHEST' THEN (array_agg(at.late ORDER BY at.score DESC, coalesce(at.started_at, at.counted_at), at.seq))[1]
    WHEN 'AVERAGE' THEN bool_or(at.late)
    WHEN 'FIRST' THEN (array_agg(at.late ORDER BY coalesce(at.started_at, at.counted_at), at.seq))[1]
    ELSE (array_agg(at.late ORDER BY coalesce(at.started_at, at.counted_at) DESC, at.seq DESC))[1] END`;

/**
 * Each published active assignment of the group that takes graded attempts (the gradebook's columns), or that took
 * them before it was opened for practice (its graded attempts, grades and pending answers stay), oldest
 * published first, with its students' numbers: the mean of their grades by the grading method (the gradebook's
 * grade), how many submitted, how many of those are late by the attempt their grade counts, how many attempts, and
 * the short answers still to grade.
 * Students are the members now, the owner aside, and anyone who submitted and has left since: as in the
 * statistics, every submitted attempt counts, and a former member's answers still wait for the teacher.
 */
export function groupProgress(db: Queryable, groupId: string) {
  return db.query<GroupProgressRow>(
    `WITH owner AS (SELECT owner_id FROM study_groups WHERE id = $1),
     members AS (
       SELECT sm.profile_id FROM study_group_members sm
        WHERE sm.study_group_id = $1 AND sm.profile_id <> (SELECT owner_id FROM owner)),
     graded AS (
       SELECT id, published_at, due_date, grading_method, seq FROM assignments
        WHERE study_group_id = $1 AND is_active AND published_at <= now()
          AND (NOT open_for_practice OR EXISTS (SELECT 1 FROM assignment_attempts at WHERE at.assignment_id = assignments.id
                                                  AND at.profile_id <> (SELECT owner_id FROM owner)))),
     grades AS (
       SELECT at.assignment_id, at.profile_id, ${gradeByMethod('a.grading_method')} AS grade, count(*)::int AS attempt_count,
              ${lateByMethod('a.grading_method')} AS late
         FROM assignment_attempts at JOIN graded a ON a.id = at.assignment_id
        WHERE at.profile_id <> (SELECT owner_id FROM owner)
        GROUP BY at.assignment_id, at.profile_id, a.grading_method),
     pending AS (
       SELECT at.assignment_id, count(*)::int AS pending_count
         FROM question_attempts qa JOIN assignment_attempts at ON at.id = qa.assignment_attempt_id
         JOIN graded a ON a.id = at.assignment_id
        WHERE qa.score IS NULL AND at.profile_id <> (SELECT owner_id FROM owner) GROUP BY at.assignment_id)
     SELECT a.id, a.published_at, a.due_date, avg(gr.grade) AS mean, count(gr.grade)::int AS submitted_count,
            ((SELECT count(*) FROM members) + count(gr.profile_id) FILTER (WHERE gr.profile_id NOT IN (SELECT profile_id FROM members)))::int AS student_count,
            coalesce(sum(gr.attempt_count), 0)::int AS attempt_count, count(*) FILTER (WHERE gr.late)::int AS late_count,
            coalesce(max(p.pending_count), 0)::int AS pending_count
       FROM graded a LEFT JOIN grades gr ON gr.assignment_id = a.id LEFT JOIN pending p ON p.assignment_id = a.id
      GROUP BY a.id, a.published_at, a.due_date, a.seq
      ORDER BY a.published_at, a.seq`,
    [groupId],
  );
}

/**
 * The student's grade on each assignment they submitted to by its grading method, when they last submitted (the
 * server's time) and whether short answers still wait for the teacher, oldest last submission first, at most
 * `limit`. Only assignments they still read: active, in an active group they belong to. Graded attempts only (practice
 * ones are not kept as attempts), so an assignment opened for practice after they submitted keeps its grade.
 */
export function ownProgress(db: Queryable, profileId: string, limit: number) {
  return db.query<OwnProgressRow>(
    `SELECT at.assignment_id, ${gradeByMethod('a.grading_method')} AS grade, max(at.counted_at) AS submitted_at,
            bool_or(EXISTS (SELECT 1 FROM question_attempts qa WHERE qa.assignment_attempt_id = at.id AND qa.score IS NULL)) AS pending
       FROM assignment_attempts at JOIN assignments a ON a.id = at.assignment_id
       JOIN study_groups g ON g.id = a.study_group_id AND g.is_active
      WHERE at.profile_id = $1 AND a.is_active
        AND EXISTS (SELECT 1 FROM study_group_members m WHERE m.study_group_id = g.id AND m.profile_id = $1)
      GROUP BY at.assignment_id, a.grading_method, a.seq
      ORDER BY max(at.counted_at), a.seq
      LIMIT $2`,
    [profileId, limit],
  );
}
