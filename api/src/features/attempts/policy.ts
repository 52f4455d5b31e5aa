import { errorMessages } from '@aula/common';
import type { Queryable } from '../../db/database.js';
import { ApiError, badRequest } from '../../domain/errors.js';
import type { AssignmentRow } from '../assignments/repository.js';
import { findSubmission } from './repository.js';

// The attempts policy of issue 15: how many attempts an assignment takes, and when one counts as handed in.

/** How far back an offline submission's save time is believed: past it, the attempt counts when it arrives. */
export const offlineGraceHours = 72;
/** How far ahead of the server's clock a device's may run before its save time is refused as impossible. */
export const clockSkewMinutes = 5;

const conflict = (message: string) => new ApiError(409, message);

/**
 * When an attempt counts as handed in: the client's save time (an offline submission delivered later) when it lies
 * within the grace, else now. A save time in the future (beyond the skew) is refused; one older than the grace is
 * not believed, so a device cannot backdate an attempt by more than the grace.
 */
export function countedAt(savedAt: string | undefined, now = new Date()): Date {
  if (!savedAt) return now;
  const saved = new Date(savedAt);
  if (saved.getTime() > now.getTime() + clockSkewMinutes * 60_000) throw badRequest(errorMessages.savedInFuture);
  if (saved.getTime() < now.getTime() - offlineGraceHours * 3_600_000) return now;
  return saved.getTime() < now.getTime() ? saved : now;
}

/** Late: counted after the assignment's due date. */
export const isLate = (assignment: Pick<AssignmentRow, 'due_date'>, counted: Date) =>
  assignment.due_date !== null && counted.getTime() > new Date(assignment.due_date).getTime();

/**
 * Admits one more graded attempt by the viewer, inside the submission's transaction. The lock serialises the
 * viewer's submissions to this assignment, so two sent at once cannot both pass the count; under it, a twin with
 * the same client submission id that committed first is found and its id returned (a replay, never counted).
 * Refuses with 409 an assignment open for practice, or one whose attempts the viewer has used up.
 */
export async function admitAttempt(tx: Queryable, assignment: AssignmentRow, viewerId: string, clientSubmissionId?: string) {
  if (assignment.open_for_practice) throw conflict(errorMessages.practiceOnly);
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1 || ':' || $2, 0))`, [assignment.id, viewerId]);
  if (clientSubmissionId) {
    const twin = await findSubmission(tx, viewerId, clientSubmissionId);
    if (twin) return twin;
  }
  if (assignment.max_attempts !== null) {
    const [row] = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM assignment_attempts WHERE assignment_id = $1 AND profile_id = $2',
      [assignment.id, viewerId],
    );
    if (row!.count >= assignment.max_attempts) throw conflict(errorMessages.attemptsExhausted);
  }
  return undefined;
}
