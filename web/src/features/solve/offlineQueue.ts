import { newSubmissionId } from './submission';
import type { Submission } from './useSubmitAssignmentAttemptMutation';

/** Answers saved while offline live in localStorage under 'savedAnswer-' plus a random UUID, one entry each. */
export const savedAnswerPrefix = 'savedAnswer-';

/** A submission as saved: its clientSubmissionId goes with every try, so the server counts it once. */
export interface PendingSubmission extends Submission {
  /** The user who answered: another user logging in on the same browser never sends it as theirs. */
  ownerId?: string;
  savedAt: string;
}

export function saveOffline(submission: Omit<PendingSubmission, 'savedAt'>, storage: Storage = localStorage): string {
  const key = savedAnswerPrefix + newSubmissionId();
  storage.setItem(key, JSON.stringify({ ...submission, savedAt: new Date().toISOString() }));
  notifyChange();
  return key;
}

/** Saved submissions of one user (all when the user is not known), oldest first; unreadable entries are left alone. */
export function pendingSubmissions(ownerId?: string, storage: Storage = localStorage): Array<{ key: string; submission: PendingSubmission }> {
  const found: Array<{ key: string; submission: PendingSubmission }> = [];
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
 * server confirmed it. A lost connection (`stopOn`) ends the round and what is left waits for the next one; an
 * entry the server refuses stays saved and the others still go.
 */
export async function sendPending(
  send: (submission: PendingSubmission) => Promise<void>,
  { ownerId, stopOn = () => true, storage = localStorage }: { ownerId?: string; stopOn?: (error: unknown) => boolean; storage?: Storage } = {},
): Promise<number> {
  let sent = 0;
  for (const { key, submission } of pendingSubmissions(ownerId, storage)) {
    try {
      await send(submission);
    } catch (error) {
      if (stopOn(error)) break;
      continue;
    }
    storage.removeItem(key);
    sent += 1;
    notifyChange();
  }
  return sent;
}

/** Tells the page (the pending-submissions indicator) that the queue changed. */
export const queueChangedEvent = 'aula:offline-queue';
function notifyChange() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(queueChangedEvent));
}
