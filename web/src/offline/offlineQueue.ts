import { newSubmissionId } from './submission';
import type { Submission } from './useSubmitAssignmentAttemptMutation';

/** Answers saved while offline live in localStorage under 'savedAnswer-' plus a random UUID, one entry each. */
export const savedAnswerPrefix = 'savedAnswer-';

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

/** An entry as listed: its localStorage key and what it holds. */
export interface PendingEntry {
  key: string;
  submission: PendingSubmission;
}

export function saveOffline(submission: Omit<PendingSubmission, 'savedAt'>, storage: Storage = localStorage): string {
  const key = savedAnswerPrefix + newSubmissionId();
  storage.setItem(key, JSON.stringify({ ...submission, savedAt: new Date().toISOString() }));
  notifyChange();
  return key;
}

/** Saved submissions of one user (all when the user is not known), oldest first; unreadable entries are left alone. */
export function pendingSubmissions(ownerId?: string, storage: Storage = localStorage): PendingEntry[] {
  const found: PendingEntry[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(savedAnswerPrefix)) continue;
    try {
      const submission = JSON.parse(storage.getItem(key) ?? '') as PendingSubmission;
      const valid = submission?.assignmentId && submission.clientSubmissionId && Array.isArray(submission.answers);
      if (valid && (ownerId === undefined || submission.ownerId === undefined || submission.ownerId === ownerId)) found.push({ key, submission });
    } catch {
      // not ours or damaged: keep it, never lose what a student answered
    }
  }
  return found.sort((a, b) => a.submission.savedAt.localeCompare(b.submission.savedAt));
}

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
    storage = localStorage,
  }: {
    ownerId?: string;
    stopOn?: (error: unknown) => boolean;
    isRefusal?: (error: unknown) => boolean;
    onRefused?: (entry: PendingEntry, error: unknown) => void;
    storage?: Storage;
  } = {},
): Promise<number> {
  let sent = 0;
  for (const entry of pendingSubmissions(ownerId, storage)) {
    if (entry.submission.refusal) continue;
    try {
      await send(entry.submission);
    } catch (error) {
      if (stopOn(error)) break;
      if (isRefusal(error)) {
        markRefused(entry, error, storage);
        onRefused?.(entry, error);
      }
      continue;
    }
    storage.removeItem(entry.key);
    sent += 1;
    notifyChange();
  }
  return sent;
}

function markRefused({ key, submission }: PendingEntry, error: unknown, storage: Storage) {
  const { message, code } = error as { message?: string; code?: string };
  const refusal = { message: message ?? '', code, at: new Date().toISOString() };
  storage.setItem(key, JSON.stringify({ ...submission, refusal }));
  notifyChange();
}

/** A refused entry goes back into the rounds (the student asked to try it again). */
export function clearRefusal(key: string, storage: Storage = localStorage) {
  const raw = storage.getItem(key);
  if (!raw) return;
  const { refusal: _refusal, ...submission } = JSON.parse(raw) as PendingSubmission;
  storage.setItem(key, JSON.stringify(submission));
  notifyChange();
}

/** The student gave up on an entry: its answers leave the device. */
export function discardPending(key: string, storage: Storage = localStorage) {
  if (!key.startsWith(savedAnswerPrefix)) return;
  storage.removeItem(key);
  notifyChange();
}

/** Tells the page (the pending-submissions indicator) that the queue changed. */
export const queueChangedEvent = 'aula:offline-queue';
function notifyChange() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(queueChangedEvent));
}
