import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import type { Router } from '../../http/router.js';
import { errorResponse, uuid } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import type { Services } from '../../services.js';
import { assertGroupOwner } from '../studyGroups/access.js';
import { gradebookCsv } from './csv.js';
import { gradebookAssignments, gradebookCells, gradebookStudents } from './repository.js';
import { gradebookSchema, type Gradebook } from './schemas.js';

/** The group's gradebook for its owner: every member but the owner × every active assignment. */
async function loadGradebook(db: Queryable, groupId: string, viewerId: string): Promise<Gradebook> {
  await assertGroupOwner(db, groupId, viewerId);
  const [assignments, students, cells] = await Promise.all([
    gradebookAssignments(db, groupId),
    gradebookStudents(db, groupId),
    gradebookCells(db, groupId),
  ]);
  const byKey = new Map(cells.map((c) => [`${c.profile_id}:${c.assignment_id}`, c]));
  const table = {
    assignments: assignments.map((a) => ({
      id: a.id,
      name: a.name,
      gradingMethod: a.grading_method as Gradebook['assignments'][number]['gradingMethod'],
      dueDate: a.due_date ? new Date(a.due_date).toISOString() : null,
    })),
    students: students.map((s) => ({
      profileId: s.id,
      username: s.username,
      grades: assignments.map((a) => {
        const cell = byKey.get(`${s.id}:${a.id}`);
        return {
          assignmentId: a.id,
          grade: cell ? cell.grade : null,
          attemptCount: cell?.attempt_count ?? 0,
          pending: cell?.pending ?? false,
          late: cell?.late ?? false,
        };
      }),
    })),
  };
  return { ...table, csv: gradebookCsv(table) };
}

export function gradebookRoutes(api: Router, { db }: Services) {
  const params = z.object({ studyGroupId: uuid() });

  api.get('/gradebook/:studyGroupId', {
    schema: {
      summary: "Your group's gradebook: each student's grade on each active assignment by its grading method, and the CSV",
      params,
      response: { 200: gradebookSchema, 403: errorResponse, 404: errorResponse },
    },
    handler: (request) => loadGradebook(db, request.params.studyGroupId, viewerProfile(request)),
  });

  api.get('/gradebook/:studyGroupId/csv', {
    schema: {
      summary: "Your group's gradebook as a CSV file (UTF-8 with BOM, one row per student)",
      produces: ['text/csv'],
      params,
      response: { 200: z.string(), 403: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const { csv } = await loadGradebook(db, request.params.studyGroupId, viewerProfile(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="calificaciones.csv"')
        .send(csv);
    },
  });
}
