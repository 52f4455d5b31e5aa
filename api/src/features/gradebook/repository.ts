import type { Queryable } from '../../db/database.js';
import { gradeByMethod } from '../attempts/gradeByMethod.js';

export interface GradebookAssignmentRow {
  id: string;
  name: string;
  grading_method: string;
  due_date: Date | null;
}

export interface GradebookStudentRow {
  id: string;
  username: string;
}

export interface GradebookCellRow {
  assignment_id: string;
  profile_id: string;
  attempt_count: number;
  grade: number;
  late: boolean;
  pending: boolean;
}

/** The group's active assignments, in the order they were created. */
export function gradebookAssignments(db: Queryable, groupId: string) {
  return db.query<GradebookAssignmentRow>(
    'SELECT id, name, grading_method, due_date FROM assignments WHERE study_group_id = $1 AND is_active ORDER BY seq',
    [groupId],
  );
}

/** The group's members but its owner, by username. */
export function gradebookStudents(db: Queryable, groupId: string) {
  return db.query<GradebookStudentRow>(
    `SELECT p.id, p.username FROM study_group_members m JOIN profiles p ON p.id = m.profile_id JOIN study_groups g ON g.id = m.study_group_id
      WHERE m.study_group_id = $1 AND p.id <> g.owner_id ORDER BY p.username`,
    [groupId],
  );
}

/**
 * Each student's grade on each active assignment of the group by its grading method, with how many attempts,
 * whether any was late and whether any still has short answers to grade (then the grade may still rise).
 */
export function gradebookCells(db: Queryable, groupId: string) {
  return db.query<GradebookCellRow>(
    `SELECT at.assignment_id, at.profile_id, count(*)::int AS attempt_count, ${gradeByMethod('a.grading_method')} AS grade,
            bool_or(at.late) AS late,
            bool_or(EXISTS (SELECT 1 FROM question_attempts qa WHERE qa.assignment_attempt_id = at.id AND qa.score IS NULL)) AS pending
       FROM assignment_attempts at JOIN assignments a ON a.id = at.assignment_id
      WHERE a.study_group_id = $1 AND a.is_active
      GROUP BY at.assignment_id, at.profile_id, a.grading_method`,
    [groupId],
  );
}
