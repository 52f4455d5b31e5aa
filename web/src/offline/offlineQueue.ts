import { newSubmissionId } from './submission';
import type { Submission } from './useSubmitAssignmentAttemptMutation';
import { allSealed, countSealed, deleteSealed, getSealed, putSealed } from './vault';
import { moveLegacyEntries } from './legacy';

/**
 * Answers saved while offline wait in the vault's 'outbox' (vault.ts), one sealed record each ('savedAnswer-<uuid>'),
 * owned by the student who answered: readable only while that student's session is stored here, so the next
 * person on a shared computer finds nothing readable, and the same student logging in again sends them.
 */

/** Each entry's key: 'savedAnswer-' plus a random UUID (SPEC's name; before the vault it was a plaintext localStorage key, which legacy.ts moves in). */
export const savedAnswerPrefix = 'savedAnswer-';

/**
 * Whose records these are: the user's id. Screens rendered without a user (only the tests' anonymous ones; the app
 * shows them logged in) keep theirs under 'anonimo', still sealed under the session key.
 */
export const ownerOf = (userId: string | undefined) => userId ?? 'anonimo';

/** A submission as saved: its clientSubmissionId goes with every try, so the server counts it once. */
export interface PendingSubmission extends Submission {
  /** The user who answered: another user logging in on the same browser never sends it as theirs. */
  ownerId?: string;
  /** The assignment's name when saved, to tell the student which one waits. */
  assignmentName?: string;
  savedAt: string;
  /** The server's final word when it refused the submission (e.g. the assignment was deactivated meanwhile). */
  refusal?: { message: string; code?: string; at: string };
}

/** An entry as listed: its key in the outbox and what it holds. */
export interface PendingEntry {
  key: string;
  submission: PendingSubmission;
}

/** Seals a submission for its owner. Null when no session key is stored (nothing can be kept unreadable then). */
export async function saveOffline(submission: Omit<PendingSubmission, 'savedAt'> & { ownerId: string }): Promise<string | null> {
  const key = savedAnswerPrefix + newSubmissionId();
  const saved = await putSealed('outbox', key, submission.ownerId, { ...submission, savedAt: new Date().toISOString() });
  if (!saved) return null;
  notifyChange();
  return key;
}

const isValid = (submission: PendingSubmission | null): submission is PendingSubmission =>
  Boolean(submission?.assignmentId && submission.clientSubmissionId && Array.isArray(submission.answers));

/** A user's saved submissions that open with this session's key, oldest first; others' records are never touched. */
export async function pendingSubmissions(ownerId: string): Promise<PendingEntry[]> {
  await moveLegacyEntries(ownerId);
  const found = (await allSealed<PendingSubmission>('outbox', ownerId))
    .filter(({ value }) => isValid(value))
    .map(({ key, value }) => ({ key, submission: value }));
  return found.sort((a, b) => a.submission.savedAt.localeCompare(b.submission.savedAt));
}

/** How many submissions of `ownerId` wait on this device, readable or not (the logout warning counts them). */
export const countPending = (ownerId: string) => countSealed('outbox', ownerId);

/**
 * Sends a user's saved submissions (same clientSubmissionId as when saved). An entry is removed only after the
 * server confirmed it. A lost connection (`stopOn`) ends the round and what is left waits for the next one. An
 * entry the server refuses for good (`isRefusal`) is marked with the server's message and left out of later
 * rounds until the student retries or discards it; the others still go. Any other failure (a 5xx) is tried
 * again next round.
 */
export async function sendPending(
  send: (submission: PendingSubmission) => Promise<void>,
  {
    ownerId,
    stopOn = () => true,
    isRefusal = () => false,
    onRefused,
  }: {
    ownerId: string;
    stopOn?: (error: unknown) => boolean;
    isRefusal?: (error: unknown) => boolean;
    onRefused?: (entry: PendingEntry, error: unknown) => void;
  },
): Promise<number> {
  let sent = 0;
  for (const entry of await pendingSubmissions(ownerId)) {
    if (entry.submission.refusal) continue;
    try {
      await send(entry.submission);
    } catch (error) {
      if (stopOn(error)) break;
      if (isRefusal(error)) {
        await markRefused(entry, ownerId, error);
        onRefused?.(entry, error);
      }
      continue;
    }
    await deleteSealed('outbox', entry.key);
    sent += 1;
    notifyChange();
  }
  return sent;
}

async function markRefused({ key, submission }: PendingEntry, ownerId: string, error: unknown) {
  const { message, code } = error as { message?: string; code?: string };
  const refusal = { message: message ?? '', code, at: new Date().toISOString() };
  await putSealed('outbox', key, ownerId, { ...submission, refusal });
  notifyChange();
}

/** A refused entry goes back into the rounds (the student asked to try it again). */
export async function clearRefusal(key: string, ownerId: string) {
  const stored = await getSealed<PendingSubmission>('outbox', key);
  if (!stored) return;
  const { refusal: _refusal, ...submission } = stored;
  await putSealed('outbox', key, ownerId, submission);
  notifyChange();
}

/** The student gave up on an entry: its answers leave the device. */
export async function discardPending(key: string) {
  await deleteSealed('outbox', key);
  notifyChange();
}

/** Tells the page (the pending-submissions indicator) that the queue changed; other tabs hear it on `queueChannel`. */
export const queueChangedEvent = 'aula:offline-queue';
/** IndexedDB sends no 'storage' events: the other tabs of this browser are told through this channel. */
export const queueChannelName = 'aula-offline-queue';
let channel: BroadcastChannel | null | undefined;
function queueChannel() {
  channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(queueChannelName);
  return channel;
}

function notifyChange() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(queueChangedEvent));
  queueChannel()?.postMessage('changed');
}

/** Calls `listener` when another tab changed the queue; returns the unsubscribe. */
export function onQueueChangedElsewhere(listener: () => void) {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const listening = new BroadcastChannel(queueChannelName);
  listening.onmessage = listener;
  return () => listening.close();
}
