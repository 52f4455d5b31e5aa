import type { Draft } from './answers';

/**
 * The answers of an attempt not yet submitted, kept on the device per user and assignment (localStorage
 * 'aula.draft.<userId>.<assignmentId>'), so a reload, leaving the screen or the browser's back button loses
 * nothing: the solve screen starts again at the question reached, with every draft. Removed once the attempt
 * is submitted or queued to be sent.
 */
export interface StoredAttemptDraft {
  /** The question reached (0-based). */
  step: number;
  /** What each question's widget held, by question id. */
  drafts: Record<string, Draft>;
  savedAt: string;
}

export const draftKeyPrefix = 'aula.draft.';
export const draftKey = (userId: string | undefined, assignmentId: string) => `${draftKeyPrefix}${userId ?? 'anonimo'}.${assignmentId}`;

export function readAttemptDraft(userId: string | undefined, assignmentId: string, storage: Storage = localStorage): StoredAttemptDraft | null {
  try {
    const stored = JSON.parse(storage.getItem(draftKey(userId, assignmentId)) ?? 'null') as StoredAttemptDraft | null;
    if (!stored || typeof stored.drafts !== 'object' || stored.drafts === null || !Number.isInteger(stored.step)) return null;
    return stored;
  } catch {
    return null;
  }
}

export function saveAttemptDraft(userId: string | undefined, assignmentId: string, step: number, drafts: Record<string, Draft>, storage: Storage = localStorage) {
  try {
    storage.setItem(draftKey(userId, assignmentId), JSON.stringify({ step, drafts, savedAt: new Date().toISOString() }));
  } catch {
    // storage full or unavailable: the screen still works, only the restoring is lost
  }
}

export function clearAttemptDraft(userId: string | undefined, assignmentId: string, storage: Storage = localStorage) {
  storage.removeItem(draftKey(userId, assignmentId));
}
