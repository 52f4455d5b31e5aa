import { errorMessages } from '@aula/common';
import type { Database, Queryable } from '../../db/database.js';
import { ApiError, badRequest, notFound } from '../../domain/errors.js';
import type { AssignmentRow } from '../assignments/repository.js';
import { acknowledgeMembership } from '../studyGroups/repository.js';
import { deadlineGraceSeconds, lapsedStartCount } from './startsSql.js';
import { admitAttempt, assertNoOpenLiveGame, isClosed, solvableAssignment } from './policy.js';
import { closeStart, findStart, insertStart, openStartOf, saveDraft, toAttemptStart, type AttemptStartRow } from './repository.js';
import type { AttemptDraftInput } from './schemas.js';

// Attempt starts: the server notes when a student opens an assignment to solve it, so that neither the order of
// attempts nor whether one is late or within its time limit rests on the device's clock.

const expired = (start: AttemptStartRow, now: Date) =>
  start.deadline_at !== null && now.getTime() > new Date(start.deadline_at).getTime() + deadlineGraceSeconds * 1000;

/**
 * Refuses, with 409, a start or a submission arriving after the assignment's closeAt. What arrives counts, never a
 * save time the device claims: an attempt started before the close but sent after it is refused too (the offline
 * queue shows the refusal).
 */
export function assertOpen(assignment: Pick<AssignmentRow, 'close_at'>, now: Date) {
  if (isClosed(assignment, now)) throw new ApiError(409, errorMessages.assignmentClosed);
}

/** Whether the viewer handed in an attempt from a start later than `startedAt`. */
async function submittedSince(tx: Queryable, assignmentId: string, viewerId: string, startedAt: Date) {
  const [row] = await tx.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM assignment_attempts at JOIN attempt_starts s ON s.id = at.attempt_start_id
        WHERE at.assignment_id = $1 AND at.profile_id = $2 AND s.started_at > $3) AS found`,
    [assignmentId, viewerId, startedAt],
  );
  return row!.found;
}

/** Refuses a new start, with 409, when the viewer's attempts and lapsed starts (startsSql.ts) use up the limit. */
async function assertStartsLeft(tx: Queryable, assignment: AssignmentRow, viewerId: string) {
  if (assignment.max_attempts === null) return;
  const [row] = await tx.query<{ used: number }>(
    `SELECT (SELECT count(*)::int FROM assignment_attempts WHERE assignment_id = $1 AND profile_id = $2)
          + ${lapsedStartCount('$1', '$2')} AS used`,
    [assignment.id, viewerId],
  );
  if (row!.used >= assignment.max_attempts) throw new ApiError(409, errorMessages.attemptsExhausted);
}

/**
 * Starts an attempt, or resumes the viewer's open one (`resumed`): at most one is open per student and assignment.
 * Refused as a submission would be (not a member, the assignment inactive or open for practice, no attempts left, a
 * live game of it open).
 * An open start whose time ran out unsubmitted is closed and uses up its attempt; a new one opens if any is left.
 */
export function startAttempt(db: Database, viewerId: string, assignmentId: string) {
  return db.transaction(async (tx) => {
    const assignment = await solvableAssignment(tx, assignmentId, viewerId);
    await admitAttempt(tx, assignment, viewerId);
    await assertNoOpenLiveGame(tx, assignmentId);
    await acknowledgeMembership(tx, assignment.study_group_id, viewerId);
    const now = new Date();
    assertOpen(assignment, now);
    const open = await openStartOf(tx, assignmentId, viewerId);
    if (open && !expired(open, now)) return { resumed: true, start: toAttemptStart(open, now) };
    if (open) await closeStart(tx, open.id, now);
    await assertStartsLeft(tx, assignment, viewerId);
    return { resumed: false, start: toAttemptStart(await insertStart(tx, assignmentId, viewerId, now, assignment.time_limit_minutes), now) };
  });
}

/**
 * The start a submission uses and closes, inside its transaction (under admitAttempt's lock): the one it names, else
 * the viewer's open start. A start serves one submission only. An assignment with a time limit takes no submission
 * without a start: its deadline is the server's, never the device's.
 */
export async function startOfSubmission(tx: Queryable, assignment: AssignmentRow, viewerId: string, attemptStartId: string | undefined) {
  const start = attemptStartId ? await findStart(tx, attemptStartId, viewerId) : await openStartOf(tx, assignment.id, viewerId);
  if (attemptStartId && start?.assignment_id !== assignment.id) throw badRequest('El inicio de intento no corresponde a esta tarea');
  if (start?.assignment_attempt_id) throw new ApiError(409, errorMessages.attemptStartUsed);
  if (!start && assignment.time_limit_minutes !== null) throw new ApiError(409, errorMessages.attemptStartNeeded);
  // A start's late answers (offline, arriving after a newer start) are taken only while nothing newer was handed
  // in: after seeing a later attempt's result, an older start cannot slip a better attempt in ahead of it.
  if (start && (await submittedSince(tx, assignment.id, viewerId, start.started_at))) throw new ApiError(409, errorMessages.attemptStartOvertaken);
  return start;
}

/**
 * Keeps the answers so far on the viewer's open start (last write wins), so another device of theirs resumes them.
 * 404 when the start is not theirs (a teacher's or a classmate's try looks like an unknown id); 409 once it is closed
 * (submitted, or run out) or its time with the grace has run out.
 */
export async function saveAttemptDraft(db: Database, viewerId: string, startId: string, { step, answers }: AttemptDraftInput) {
  const saved = await saveDraft(db, startId, viewerId, step, answers);
  if (saved) return toAttemptStart(saved, new Date());
  // Refused: only now is it worth a second read to say why.
  if (!(await findStart(db, startId, viewerId))) throw notFound();
  throw new ApiError(409, errorMessages.attemptDraftClosed);
}
