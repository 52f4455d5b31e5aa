import { applyDraft, isAnswered, type Answers, type Draft } from '../../questionKinds/answers';
import { moveLegacyEntries } from '../../offline/legacy';
import { ownerOf } from '../../offline/offlineQueue';
import { deleteSealed, getSealed, putSealed } from '../../offline/vault';

/**
 * The answers of an attempt not yet submitted, kept on the device per user and assignment, sealed in the vault's
 * 'drafts' store (offline/vault.ts, key '<userId>.<assignmentId>'), so a reload, leaving the screen or the
 * browser's back button loses nothing, and nothing of it is readable once the session ends: the solve screen
 * starts again at the question reached, with every draft. Removed once the attempt is submitted or queued.
 */
export interface StoredAttemptDraft {
  /** The question reached (0-based). */
  step: number;
  /** What each question's widget held, by question id. */
  drafts: Record<string, Draft>;
  savedAt: string;
}

export const draftKey = (userId: string | undefined, assignmentId: string) => `${ownerOf(userId)}.${assignmentId}`;

/** A draft as kept, or null when it is not a draft (damaged, or from elsewhere). */
export function asAttemptDraft(value: unknown): StoredAttemptDraft | null {
  const stored = value as StoredAttemptDraft | null;
  if (
    !stored ||
    typeof stored.drafts !== 'object' ||
    stored.drafts === null ||
    !Number.isInteger(stored.step) ||
    typeof stored.savedAt !== 'string'
  ) {
    return null;
  }
  return stored;
}

export async function readAttemptDraft(userId: string | undefined, assignmentId: string): Promise<StoredAttemptDraft | null> {
  try {
    if (userId) await moveLegacyEntries(userId);
    return asAttemptDraft(await getSealed('drafts', draftKey(userId, assignmentId)));
  } catch {
    return null;
  }
}

/** Keeps the draft sealed; false when it could not be (no session key, storage unavailable): the screen still works. */
export async function saveAttemptDraft(
  userId: string | undefined,
  assignmentId: string,
  step: number,
  drafts: Record<string, Draft>,
  savedAt = new Date().toISOString(),
): Promise<boolean> {
  try {
    return await putSealed('drafts', draftKey(userId, assignmentId), ownerOf(userId), { step, drafts, savedAt });
  } catch {
    return false;
  }
}

export async function clearAttemptDraft(userId: string | undefined, assignmentId: string) {
  try {
    await deleteSealed('drafts', draftKey(userId, assignmentId));
  } catch {
    // storage unavailable: nothing was kept either
  }
}

/** Where a student left an attempt: the drafts kept for these questions, and the question reached. */
export function restoreAttempt(stored: StoredAttemptDraft | null, questionIds: string[]) {
  const drafts: Record<string, Draft> = {};
  let answers: Answers = {};
  for (const id of questionIds) {
    const draft = stored?.drafts[id];
    if (!draft) continue;
    drafts[id] = draft;
    answers = applyDraft(answers, id, draft);
  }
  // Never past a question left unanswered: 'Siguiente' needs an answer.
  let step = 0;
  while (step < Math.min(stored?.step ?? 0, questionIds.length - 1) && isAnswered(answers, questionIds[step]!)) step += 1;
  return { step, drafts, answers };
}

/** The newer of the device's draft and the server's (a start's `draft`, its answers as JSON text); either may be missing. */
export function newerDraft(local: StoredAttemptDraft | null, server: { step: number; answers: string; savedAt: string } | null | undefined) {
  let fromServer: StoredAttemptDraft | null = null;
  if (server) {
    try {
      fromServer = asAttemptDraft({ step: server.step, drafts: JSON.parse(server.answers) as unknown, savedAt: server.savedAt });
    } catch {
      fromServer = null;
    }
  }
  if (!fromServer) return local;
  if (!local) return fromServer;
  return Date.parse(fromServer.savedAt) > Date.parse(local.savedAt) ? fromServer : local;
}
