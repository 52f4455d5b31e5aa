import { errorMessages } from '@aula/common';
import type { Database, Queryable } from '../../db/database.js';
import { ApiError, badRequest } from '../../domain/errors.js';
import { createdBefore, onceFor } from '../../http/idempotency.js';
import type { PublicationJobs } from '../../jobs/publication.js';
import { notifyAssignmentPublished } from '../notifications/repository.js';
import { assertGroupOwner } from '../studyGroups/access.js';
import { loadAssignment, loadOwnAssignment } from './access.js';
import { toAssignment } from './repository.js';

// Drafts, publishing (now or at a time), unscheduling and duplicating: each one transaction.

const conflict = (message: string) => new ApiError(409, message);

/** The owner's assignment, its row locked until the transaction ends: publishing twice at once publishes once. */
async function lockOwnAssignment(tx: Queryable, id: string, viewerId: string) {
  await tx.query('SELECT 1 FROM assignments WHERE id = $1 FOR NO KEY UPDATE', [id]);
  return loadOwnAssignment(tx, id, viewerId);
}

/**
 * Publishes a draft now (`publishAt` absent or past), announcing it to the members in the same transaction, or at
 * `publishAt`: members see it from then on, and a job queued in this transaction announces it. A scheduled one may
 * be published now or at another time; a published one is answered as it is.
 */
export async function publishAssignment(db: Database, jobs: PublicationJobs, viewerId: string, id: string, publishAt?: string | null) {
  const row = await db.transaction(async (tx) => {
    const current = await lockOwnAssignment(tx, id, viewerId);
    if (current.is_published) return current;
    if (!current.is_active) throw badRequest('La tarea no está activa');
    if (current.questions_ids.length === 0) throw conflict(errorMessages.publishWithoutQuestions);
    const at = publishAt && new Date(publishAt).getTime() > Date.now() ? new Date(publishAt) : null;
    await tx.query('UPDATE assignments SET published_at = coalesce($2::timestamptz, now()) WHERE id = $1', [id, at]);
    if (at) await jobs.schedule(tx, id, at);
    else await notifyAssignmentPublished(tx, id);
    return loadAssignment(tx, id, viewerId);
  });
  return toAssignment(row);
}

/** A scheduled assignment goes back to being a draft (its queued job then finds nothing to announce). */
export async function unschedulePublication(db: Database, viewerId: string, id: string) {
  const row = await db.transaction(async (tx) => {
    const current = await lockOwnAssignment(tx, id, viewerId);
    if (current.is_published) throw conflict(errorMessages.alreadyPublished);
    await tx.query('UPDATE assignments SET published_at = NULL WHERE id = $1', [id]);
    return loadAssignment(tx, id, viewerId);
  });
  return toAssignment(row);
}

/**
 * A draft copy of the viewer's assignment in one of their groups (the same or another): its settings and the same
 * questions, linked in the same order. Another group gets no assignee (they are not its members). The same
 * clientMutationId again returns the first copy.
 */
export async function duplicateAssignment(db: Database, viewerId: string, id: string, target: { studyGroupId: string; clientMutationId?: string }) {
  const first = async () => {
    const copyId = await createdBefore(db, 'assignments', viewerId, target.clientMutationId);
    return copyId ? loadAssignment(db, copyId, viewerId) : undefined;
  };
  const row =
    (await first()) ??
    (await onceFor(
      () =>
        db.transaction(async (tx) => {
          const source = await loadOwnAssignment(tx, id, viewerId);
          await assertGroupOwner(tx, target.studyGroupId, viewerId);
          const [copy] = await tx.query<{ id: string }>(
            `INSERT INTO assignments (name, description, difficulty, due_date, assigner_profile_id, assignee_profile_id, study_group_id,
                                      client_mutation_id, max_attempts, grading_method, open_for_practice, time_limit_minutes, close_at)
             SELECT name, description, difficulty, due_date, $2, CASE WHEN study_group_id = $3 THEN assignee_profile_id END, $3,
                    $4, max_attempts, grading_method, open_for_practice, time_limit_minutes, close_at
               FROM assignments WHERE id = $1 RETURNING id`,
            [source.id, viewerId, target.studyGroupId, target.clientMutationId ?? null],
          );
          await tx.query(
            `INSERT INTO assignment_questions (assignment_id, question_id, position)
             SELECT $1, id, ord FROM unnest($2::uuid[]) WITH ORDINALITY AS t(id, ord)`,
            [copy!.id, source.questions_ids],
          );
          return loadAssignment(tx, copy!.id, viewerId);
        }),
      first,
    ));
  return toAssignment(row);
}
