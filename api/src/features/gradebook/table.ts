import type { Queryable } from '../../db/database.js';
import { assertGroupOwner } from '../studyGroups/access.js';
import { gradebookAssignments, gradebookCells, gradebookStudents } from './repository.js';
import type { Gradebook, GradebookTable } from './schemas.js';

type Cell = GradebookTable['students'][number]['grades'][number];

/**
 * A student's average: their grades weighted by the assignments' weights, over the assignments they have a grade
 * in (one without an attempt is left out, not counted 0, as Moodle's "exclude empty grades"). Null when they have
 * no grade, or only grades weighing 0.
 */
export function weightedAverage(grades: Cell[], weights: number[]): number | null {
  let total = 0;
  let weightSum = 0;
  grades.forEach((cell, i) => {
    if (cell.grade === null) return;
    total += cell.grade * weights[i]!;
    weightSum += weights[i]!;
  });
  return weightSum > 0 ? total / weightSum : null;
}

/** The group's gradebook for its owner (403 for anyone else): every member but the owner × every graded assignment. */
export async function loadGradebookTable(db: Queryable, groupId: string, viewerId: string): Promise<GradebookTable> {
  await assertGroupOwner(db, groupId, viewerId);
  const [assignments, students, cells] = await Promise.all([
    gradebookAssignments(db, groupId),
    gradebookStudents(db, groupId),
    gradebookCells(db, groupId),
  ]);
  const byKey = new Map(cells.map((c) => [`${c.profile_id}:${c.assignment_id}`, c]));
  const weights = assignments.map((a) => a.gradebook_weight);
  return {
    assignments: assignments.map((a) => ({
      id: a.id,
      name: a.name,
      gradingMethod: a.grading_method as Gradebook['assignments'][number]['gradingMethod'],
      dueDate: a.due_date ? new Date(a.due_date).toISOString() : null,
      weight: a.gradebook_weight,
    })),
    students: students.map((s) => {
      const grades = assignments.map((a): Cell => {
        const cell = byKey.get(`${s.id}:${a.id}`);
        return {
          assignmentId: a.id,
          grade: cell ? cell.grade : null,
          attemptCount: cell?.attempt_count ?? 0,
          pending: cell?.pending ?? false,
          late: cell?.late ?? false,
        };
      });
      return {
        profileId: s.id,
        username: s.username,
        firstName: s.first_name,
        lastName: s.last_name,
        grades,
        average: weightedAverage(grades, weights),
      };
    }),
  };
}

/** A cell's status as the exports write it beside the grade: 'Sin intento' is never a 0. */
export function cellStatus(cell: Cell): string {
  if (cell.attemptCount === 0) return 'Sin intento';
  if (cell.pending && cell.late) return 'Pendiente de calificar, entregada con retraso';
  if (cell.pending) return 'Pendiente de calificar';
  return cell.late ? 'Entregada con retraso' : 'Calificada';
}
