import { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { Router } from '../../http/router.js';
import { errorResponse, idList, uuid } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import { answersToRegrade, scoreChangesOf } from './correctionsSql.js';
import { regradeAssignment } from './regrade.js';
import { answersToRegradeSchema, assignmentAttemptSchema, attemptComment, regradeResult, scoreChangeSchema } from './schemas.js';
import { commentAttempt } from './teacherGrading.js';

/** A teacher's corrections beyond grading one answer: comments on attempts, regrades, and the record of changes. */
export function correctionRoutes(api: Router, db: Database) {
  api.patch('/assignments/commentAttempt/:id', {
    schema: {
      summary: "Comment on a student's whole attempt (group owner only); empty clears it, and the student is told",
      params: z.object({ id: uuid() }),
      body: attemptComment,
      response: { 200: assignmentAttemptSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: (request) => commentAttempt(db, viewerProfile(request), request.params.id, request.body.feedback),
  });

  api.post('/assignments/regrade/:id', {
    schema: {
      summary: "Regrade an assignment's attempts against its questions' keys as they are now (after a key correction)",
      description:
        'Each stored answer is graded again by its kind, unless its question changed shape since (skippedCount); ' +
        'answers graded by hand keep their score (keptManualCount). ' +
        'Changed scores are recorded, attempts rescored and their students told. Group owner only.',
      params: z.object({ id: uuid() }),
      response: { 200: regradeResult, 403: errorResponse, 404: errorResponse },
    },
    handler: (request) => regradeAssignment(db, viewerProfile(request), request.params.id),
  });

  api.get('/assignments/answersToRegrade', {
    schema: {
      summary: 'Per assignment of a group you own: answers graded against a key that has changed since (a regrade would check them)',
      description: 'Assignments of groups you do not own are left out.',
      querystring: z.object({ assignmentIds: idList }),
      response: { 200: z.array(answersToRegradeSchema) },
    },
    handler: async (request) => {
      const counts = await answersToRegrade(db, viewerProfile(request), request.query.assignmentIds);
      return [...counts].map(([assignmentId, count]) => ({ assignmentId, count }));
    },
  });

  api.get('/question/scoreChanges', {
    schema: {
      summary: "The recorded changes of answers' scores (manual grades and regrades), oldest first",
      description: 'Of your own answers, or of answers on assignments of groups you own; others are left out.',
      querystring: z.object({ questionAttemptIds: idList }),
      response: { 200: z.array(scoreChangeSchema) },
    },
    handler: async (request) => {
      const rows = await scoreChangesOf(db, viewerProfile(request), request.query.questionAttemptIds);
      return rows.map((row) => ({
        questionAttemptId: row.question_attempt_id,
        oldScore: row.old_score,
        newScore: row.new_score,
        reason: row.reason,
        changedBy: row.changed_by,
        changedAt: new Date(row.changed_at).toISOString(),
      }));
    },
  });
}
