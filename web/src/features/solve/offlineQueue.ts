import type { Answer } from './answers';

/** SPEC.md section 9: answers saved while offline live in localStorage under 'savedAnswer-' plus a random UUID. */
export const savedAnswerPrefix = 'savedAnswer-';

export interface PendingSubmission {
  assignmentId: string;
  /** Sent with every try, so the server counts the submission once however often it arrives. */
  clientSubmissionId: string;
  answers: Answer[];
  savedAt: string;
}

export function saveOffline(submission: Omit<PendingSubmission, 'savedAt'>, storage: Storage = localStorage): string {
  const key = savedAnswerPrefix + crypto.randomUUID();
  storage.setItem(key, JSON.stringify({ ...submission, savedAt: new Date().toISOString() }));
  notifyChange();
  return key;
}

/** Saved submissions, oldest first; unreadable entries are left alone. */
export function pendingSubmissions(storage: Storage = localStorage): Array<{ key: string; submission: PendingSubmission }> {
  const found: Array<{ key: string; submission: PendingSubmission }> = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(savedAnswerPrefix)) continue;
    try {
      const submission = JSON.parse(storage.getItem(key) ?? '') as PendingSubmission;
      if (submission?.assignmentId && submission.clientSubmissionId && Array.isArray(submission.answers)) found.push({ key, submission });
    } catch {
      // not ours or damaged: keep it, never lose what a student answered
    }
  }
  return found.sort((a, b) => a.submission.savedAt.localeCompare(b.submission.savedAt));
}

/**
 * Sends every saved submission (same clientSubmissionId as when it was saved). An entry is removed only after
 * the server confirmed it; the first failure stops the round, and what is left waits for the next one.
 */
export async function sendPending(send: (submission: PendingSubmission) => Promise<void>, storage: Storage = localStorage): Promise<number> {
  let sent = 0;
  for (const { key, submission } of pendingSubmissions(storage)) {
    try {
      await send(submission);
    } catch {
      break;
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
