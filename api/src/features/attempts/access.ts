import type { Queryable } from '../../db/database.js';
import { forbidden } from '../../domain/errors.js';
import { assertAssignmentOwner } from '../studyGroups/access.js';
import { loadAttempt } from './repository.js';

// Attempts are read by the student who made them and by the owner of the group whose assignment they answer.

/** Another student's attempts are listed only for one assignment of a group you own. */
export async function assertMayListAttempts(db: Queryable, viewerId: string, filter: { assignmentId?: string; profileId?: string }) {
  if (!filter.profileId || filter.profileId === viewerId) return;
  if (!filter.assignmentId) throw forbidden();
  await assertAssignmentOwner(db, filter.assignmentId, viewerId);
}

/** An attempt's answers: yours, or on an assignment of a group you own. Another student's answers otherwise only by ids. */
export async function assertMayListAnswers(
  db: Queryable,
  viewerId: string,
  filter: { assignmentAttemptId?: string; profileId?: string; ids?: string[] },
) {
  if (filter.assignmentAttemptId) {
    const attempt = await loadAttempt(db, filter.assignmentAttemptId);
    if (attempt.profile_id !== viewerId) await assertAssignmentOwner(db, attempt.assignment_id, viewerId);
  } else if (filter.profileId && filter.profileId !== viewerId && !filter.ids) {
    throw forbidden();
  }
}
