import type { Queryable } from '../../db/database.js';
import { gradeByMethod } from '../attempts/gradeByMethod.js';
import { namesFor } from '../profiles/repository.js';
import { foldSearch } from '../questions/repository.js';

export interface GradebookAssignmentRow {
  id: string;
  name: string;
  grading_method: string;
  due_date: Date | null;
  gradebook_weight: number;
}

export interface GradebookStudentRow {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
}

export interface GradebookCellRow {
  assignment_id: string;
  profile_id: string;
  attempt_count: number;
  grade: number;
  late: boolean;
  pending: boolean;
}

/**
 * The group's graded assignments, the gradebook's columns, in the order they were created: active ones that take
 * graded attempts (one open for practice, Modo Libre, takes none and has no column) and published (a draft or one
 * scheduled for later, which no student sees yet, has none either).
 */
export function gradebookAssignments(db: Queryable, groupId: string) {
  return db.query<GradebookAssignmentRow>(
    `SELECT id, name, grading_method, due_date, gradebook_weight FROM assignments
      WHERE study_group_id = $1 AND is_active AND NOT open_for_practice AND published_at <= now() ORDER BY seq`,
    [groupId],
  );
}

/**
 * The group's members but its owner, with the names the owner may read (`namesFor`; empty for one the owner added
 * who has not opened the group yet), by last name, first name, username: without case or accents ('Díaz' before
 * 'Docente'), the same on every database whatever its collation.
 */
export async function gradebookStudents(db: Queryable, groupId: string) {
  const rows = await db.query<GradebookStudentRow>(
    `SELECT p.id, p.username, coalesce(n.first_name, '') AS first_name, coalesce(n.last_name, '') AS last_name
       FROM study_group_members sm JOIN profiles p ON p.id = sm.profile_id
       JOIN study_groups g ON g.id = sm.study_group_id ${namesFor('g.owner_id')}
      WHERE sm.study_group_id = $1 AND p.id <> g.owner_id`,
    [groupId],
  );
  const keyOf = (row: GradebookStudentRow) => [foldSearch(row.last_name), foldSearch(row.first_name), row.username];
  const compare = (a: string[], b: string[]) => a.reduce((order, part, i) => order || (part < b[i]! ? -1 : part > b[i]! ? 1 : 0), 0);
  return rows
    .map((row) => ({ row, key: keyOf(row) }))
    .sort((a, b) => compare(a.key, b.key))
    .map(({ row }) => row);
}

/**
 * Each student's grade on each graded assignment of the group by its grading method, with how many attempts,
 * whether any was late and whether any still has short answers to grade (then the grade may still rise).
 */
export function gradebookCells(db: Queryable, groupId: string) {
  return db.query<GradebookCellRow>(
    `SELECT at.assignment_id, at.profile_id, count(*)::int AS attempt_count, ${gradeByMethod('a.grading_method')} AS grade,
            bool_or(at.late) AS late,
            bool_or(EXISTS (SELECT 1 FROM question_attempts qa WHERE qa.assignment_attempt_id = at.id AND qa.score IS NULL)) AS pending
       FROM assignment_attempts at JOIN assignments a ON a.id = at.assignment_id
      WHERE a.study_group_id = $1 AND a.is_active AND NOT a.open_for_practice
      GROUP BY at.assignment_id, at.profile_id, a.grading_method`,
    [groupId],
  );
}

/** Sets an assignment's weight in its group's average. */
export async function setGradebookWeight(db: Queryable, assignmentId: string, weight: number) {
  await db.query('UPDATE assignments SET gradebook_weight = $2 WHERE id = $1', [assignmentId, weight]);
}
