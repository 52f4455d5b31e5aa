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
  /** When this device kept it, by this device's clock: never compared with a time of the server's. */
  savedAt: string;
  /** The start on the server this draft belongs to; absent when it was begun without one (offline). */
  attemptStartId?: string;
  /** The server's `savedAt` (the server's clock) of the last server copy this draft was equal to; absent: never. */
  syncedAt?: string;
  /** Changed here since that copy: the server lacks something of it. */
  dirty?: boolean;
}

/** What a draft says about the server, kept beside its answers. */
export type DraftSync = Pick<StoredAttemptDraft, 'attemptStartId' | 'syncedAt' | 'dirty'>;

/** An open start as the solve screen has it: its id and the draft the server kept on it (AttemptStart.draft), if any. */
export interface StartWithDraft {
  id: string;
  draft?: { step: number; answers: string; savedAt: string } | null;
}

export const draftKey = (userId: string | undefined, assignmentId: string) => `${ownerOf(userId)}.${assignmentId}`;

const optional = (value: unknown, type: 'string' | 'boolean') => value === undefined || typeof value === type;

/** A draft as kept, or null when it is not a draft (damaged, or from elsewhere). */
export function asAttemptDraft(value: unknown): StoredAttemptDraft | null {
  const stored = value as StoredAttemptDraft | null;
  if (
    !stored ||
    typeof stored.drafts !== 'object' ||
    stored.drafts === null ||
    !Number.isInteger(stored.step) ||
    typeof stored.savedAt !== 'string' ||
    !optional(stored.attemptStartId, 'string') ||
    !optional(stored.syncedAt, 'string') ||
    !optional(stored.dirty, 'boolean')
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
  draft: Pick<StoredAttemptDraft, 'step' | 'drafts'> & DraftSync,
  savedAt = new Date().toISOString(),
): Promise<boolean> {
  try {
    return await putSealed('drafts', draftKey(userId, assignmentId), ownerOf(userId), { ...draft, savedAt });
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

/** The start's server draft as a draft of this device that equals the server's copy; null when none or damaged. */
export function serverDraftOf(start: StartWithDraft): StoredAttemptDraft | null {
  const server = start.draft;
  if (!server) return null;
  try {
    const drafts = JSON.parse(server.answers) as unknown;
    return asAttemptDraft({ step: server.step, drafts, savedAt: server.savedAt, attemptStartId: start.id, syncedAt: server.savedAt, dirty: false });
  } catch {
    return null;
  }
}

/** Whether `local` belongs to a start other than `startId`: an attempt closed since (submitted on another device). */
export const ofAnotherStart = (local: StoredAttemptDraft | null, startId: string) =>
  local?.attemptStartId !== undefined && local.attemptStartId !== startId;

/**
 * The draft to continue from once the start is known: the device's (`local`), the server's on that start, or none.
 * Clocks of two machines are never compared (a device's clock may run ahead or behind): only the server's times
 * are, each other.
 * - A device draft of another start belongs to an attempt closed since (submitted on another device): it is
 *   dropped, and the start's own draft, if any, is taken (null: the attempt begins empty).
 * - The server's draft is taken when it was saved after the copy the device's draft last equalled (`savedAt` later
 *   than `syncedAt`: another device saved since), or when the device's never equalled one.
 * - Otherwise the device's stays: the server holds what it had, or less (`dirty`: changed here since).
 * A device draft begun without a start (offline) is the start's from now on, unless the server's wins as above.
 */
export function draftToContinue(local: StoredAttemptDraft | null, start: StartWithDraft): StoredAttemptDraft | null {
  const fromServer = serverDraftOf(start);
  if (ofAnotherStart(local, start.id)) return fromServer;
  if (!fromServer) return local;
  if (!local || local.syncedAt === undefined) return fromServer;
  return Date.parse(fromServer.syncedAt!) > Date.parse(local.syncedAt) ? fromServer : local;
}
