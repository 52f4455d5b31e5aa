import { putSealed, vaultOpen } from './vault';

/**
 * Before the vault, drafts ('aula.draft.<userId>.<assignmentId>') and waiting submissions ('savedAnswer-<uuid>')
 * were kept in plaintext in localStorage. With a session, this user's entries (a submission without an owner counts
 * as theirs, as it did then) are sealed into the vault and the plaintext deleted. Other users' entries stay as they
 * are until their owner logs in here: only their own key can seal them, and deleting them would lose answers.
 */
const legacyDraftPrefix = 'aula.draft.';
const legacySubmissionPrefix = 'savedAnswer-';

/** A move under way per user: a call meanwhile waits for it instead of sealing the same entry twice. */
const moving = new Map<string, Promise<void>>();

/** Cheap once done (a look through localStorage's keys), so every read of the queue or a draft calls it first. */
export function moveLegacyEntries(userId: string): Promise<void> {
  if (!vaultOpen()) return Promise.resolve();
  let move = moving.get(userId);
  if (!move) {
    move = moveNow(userId)
      .catch(() => {
        // storage unavailable: the plaintext stays and the next read tries again
      })
      .finally(() => moving.delete(userId));
    moving.set(userId, move);
  }
  return move;
}

function legacyStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

async function moveNow(userId: string) {
  const storage = legacyStorage();
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null);
  for (const key of keys) {
    const raw = storage.getItem(key);
    if (raw === null) continue;
    if (key.startsWith(`${legacyDraftPrefix}${userId}.`)) {
      const assignmentId = key.slice(`${legacyDraftPrefix}${userId}.`.length);
      const value = parse(raw);
      // A damaged draft is dropped: it could not be restored anyway, and it may hold answers in clear.
      if (value === undefined || (await putSealed('drafts', `${userId}.${assignmentId}`, userId, value))) storage.removeItem(key);
    } else if (key.startsWith(legacySubmissionPrefix)) {
      const value = parse(raw) as { ownerId?: string } | null | undefined;
      // A damaged entry is not anyone's for sure: left alone, as the queue always did.
      if (!value || typeof value !== 'object' || (value.ownerId !== undefined && value.ownerId !== userId)) continue;
      if (await putSealed('outbox', key, userId, { ...value, ownerId: userId })) storage.removeItem(key);
    }
  }
}

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
