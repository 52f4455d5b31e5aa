import { z } from 'zod';
import type { Router } from '../../http/router.js';
import { errorResponse, uuid } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import type { Services } from '../../services.js';
import { assertGroupOwner } from '../studyGroups/access.js';
import { groupProgress, ownProgress } from './repository.js';
import { groupProgressSchema, ownProgressSchema, type AssignmentProgress } from './schemas.js';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
/** `part` over `whole` as a percentage, 0 when there is no whole. */
const percent = (part: number, whole: number) => (whole > 0 ? (100 * part) / whole : 0);

export function progressRoutes(api: Router, { db }: Services) {
  api.get('/progress/study-group/:studyGroupId', {
    schema: {
      summary:
        "Your group's progress over time: per graded assignment, oldest published first, its mean, how many submitted (former members included), the share of them late and the short answers still to grade",
      params: z.object({ studyGroupId: uuid() }),
      response: { 200: groupProgressSchema, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const groupId = request.params.studyGroupId;
      await assertGroupOwner(db, groupId, viewerProfile(request));
      const rows = await groupProgress(db, groupId);
      return {
        assignments: rows.map((row): AssignmentProgress => ({
          assignmentId: row.id,
          publishedAt: iso(row.published_at),
          dueAt: iso(row.due_date),
          mean: row.mean === null ? null : Number(row.mean),
          submittedCount: row.submitted_count,
          studentCount: row.student_count,
          submissionRate: percent(row.submitted_count, row.student_count),
          lateShare: percent(row.late_count, row.submitted_count),
          pendingCount: row.pending_count,
        })),
      };
    },
  });

  api.get('/progress/own', {
    schema: {
      summary: "Your grade on each assignment you submitted to, by its grading method, oldest last submission first ('Mis notas')",
      querystring: z.object({
        first: z.coerce
          .number({ error: "El campo 'first' debe ser un número entre 1 y 500" })
          .int({ error: "El campo 'first' debe ser un número entre 1 y 500" })
          .min(1, { error: "El campo 'first' debe ser un número entre 1 y 500" })
          .max(500, { error: "El campo 'first' debe ser un número entre 1 y 500" })
          .default(100),
      }),
      response: { 200: ownProgressSchema, 400: errorResponse },
    },
    handler: async (request) => {
      const rows = await ownProgress(db, viewerProfile(request), request.query.first);
      return {
        grades: rows.map((row) => ({
          assignmentId: row.assignment_id,
          grade: Number(row.grade),
          submittedAt: new Date(row.submitted_at).toISOString(),
          pending: row.pending,
        })),
      };
    },
  });
}
