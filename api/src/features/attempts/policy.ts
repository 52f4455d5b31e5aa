import { errorMessages, liveGameMessages } from '@aula/common';
import type { Queryable } from '../../db/database.js';
import { ApiError, badRequest } from '../../domain/errors.js';
import { loadAssignment } from '../assignments/access.js';
import type { AssignmentRow } from '../assignments/repository.js';
import { openGameOfAssignment } from '../liveGames/openGames.js';
import { deadlineGraceSeconds } from './startsSql.js';
import { findSubmission, type AttemptStartRow } from './repository.js';

// The attempts policy: how many attempts an assignment takes, when one counts as handed in, and its time limit.

/** How far ahead of the server's clock a device's may run before its save time is refused as impossible. */
export const clockSkewMinutes = 5;

const conflict = (message: string) => new ApiError(409, message);

const inactiveAssignment = 'La tarea no está activa';

/** An assignment the viewer may attempt now: one they may read (a member's, or their own group's) that is active. */
export async function solvableAssignment(db: Queryable, assignmentId: string, viewerId: string) {
  const assignment = await loadAssignment(db, assignmentId, viewerId);
  if (!assignment.is_active) throw badRequest(inactiveAssignment);
  return assignment;
}

/**
 * When an attempt counts as handed in. The server trusts only what it saw: without a start, the attempt counts when
 * it arrives (`now`), whatever save time the device sends. With a start, an offline submission's save time is
 * believed within [the start, its arrival]: a device can move an attempt neither before the server saw it open
 * (a start opens only on an assignment that exists) nor after it arrived. A save time in the future (beyond the
 * clock skew) is refused as impossible.
 */
export function countedAt(savedAt: string | undefined, start: Pick<AttemptStartRow, 'started_at'> | undefined, now = new Date()): Date {
  const saved = savedAt === undefined ? undefined : new Date(savedAt).getTime();
  if (saved !== undefined && saved > now.getTime() + clockSkewMinutes * 60_000) throw badRequest(errorMessages.savedInFuture);
  if (saved === undefined || !start) return now;
  return new Date(Math.min(now.getTime(), Math.max(saved, new Date(start.started_at).getTime())));
}

/**
 * Refuses, with 409, answers past the start's deadline: saved after it (as the device says, within what the server
 * believes), unless they arrived within the grace. The grace is the network's share, so it extends the arrival,
 * never a save time the device claims.
 */
export function assertWithinTimeLimit(start: Pick<AttemptStartRow, 'deadline_at'> | undefined, counted: Date, arrived: Date) {
  if (!start?.deadline_at) return;
  const deadline = new Date(start.deadline_at).getTime();
  if (counted.getTime() <= deadline || arrived.getTime() <= deadline + deadlineGraceSeconds * 1000) return;
  throw conflict(errorMessages.timeLimitPassed);
}

/** Late: counted after the assignment's due date. */
export const isLate = (assignment: Pick<AssignmentRow, 'due_date'>, counted: Date) =>
  assignment.due_date !== null && counted.getTime() > new Date(assignment.due_date).getTime();

/**
 * Admits one more graded attempt (or a start of one) by the viewer, inside the caller's transaction. The lock
 * serialises the viewer's starts and submissions to this assignment, so two sent at once cannot both pass the count;
 * under it, a twin with the same client submission id that committed first is found and its id returned (a replay,
 * never counted). Refuses with 409 an assignment open for practice, or one whose attempts the viewer has used up.
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
    if (attemptsUsedUp(assignment, row!.count)) throw conflict(errorMessages.attemptsExhausted);
  }
  return undefined;
}

/** Whether `used` graded attempts leave the student none under the assignment's limit. */
export const attemptsUsedUp = (assignment: Pick<AssignmentRow, 'max_attempts'>, used: number) =>
  assignment.max_attempts !== null && used >= assignment.max_attempts;

/** Past the assignment's closeAt: no start or submission is taken (starts.ts assertOpen). */
export const isClosed = (assignment: Pick<AssignmentRow, 'close_at'>, now: Date) =>
  assignment.close_at !== null && now.getTime() > new Date(assignment.close_at).getTime();

/**
 * Refuses (409) a start or a graded submission while a live game of the assignment is open: its answers' scores
 * would tell the game's players which answers are right before the reveal.
 */
export async function assertNoOpenLiveGame(tx: Queryable, assignmentId: string) {
  if (await openGameOfAssignment(tx, assignmentId)) throw conflict(liveGameMessages.attemptsDuringGame);
}

/** The assignment's side of the rules an attempt is refused by, with its group's state. */
export type AttemptRules = Pick<AssignmentRow, 'is_active' | 'open_for_practice' | 'max_attempts' | 'close_at' | 'time_limit_minutes'> & {
  group_is_active: boolean;
};

/**
 * Why a student's answers handed in now without a start would be refused, by the checks a submission makes
 * (solvableAssignment, admitAttempt, assertOpen, startOfSubmission), in Spanish; undefined when they would count.
 * A live game's countsAsAttempt says so to its host and player before its job runs (LivePlayer.attemptNote).
 */
export function attemptRefusal(rules: AttemptRules, student: { isMember: boolean; used: number }, now: Date): string | undefined {
  if (!student.isMember) return liveGameMessages.notMemberAnymore;
  if (!rules.is_active || !rules.group_is_active) return inactiveAssignment;
  if (rules.open_for_practice) return errorMessages.practiceOnly;
  if (attemptsUsedUp(rules, student.used)) return errorMessages.attemptsExhausted;
  if (isClosed(rules, now)) return errorMessages.assignmentClosed;
  if (rules.time_limit_minutes !== null) return liveGameMessages.timedAssignment;
  return undefined;
}
