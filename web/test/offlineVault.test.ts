import { openDB } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import { clearAttemptDraft, draftToContinue, readAttemptDraft, restoreAttempt, saveAttemptDraft } from '../src/features/solve/draftStore';
import { moveLegacyEntries } from '../src/offline/legacy';
import {
  clearRefusal,
  countPending,
  discardPending,
  pendingSubmissions,
  queueChangedEvent,
  saveOffline,
  sendPending,
} from '../src/offline/offlineQueue';
import { allSealed, countSealed, deleteAllOf, getSealed, putSealed } from '../src/offline/vault';
import { clearSession, readDeviceToken, saveDeviceToken } from '../src/session/storage';
import { emptyVault, holdOfflineKey, newOfflineKey, withTestVault, vaultRecords } from './vaultSetup';

const anasKey = withTestVault();
const submission = { assignmentId: 'a1', clientSubmissionId: 'c-123', answers: [{ questionId: 'q', shortAnswer: 'Por la clorofila' }] };

describe('the vault', () => {
  it('opens a record with the key it was sealed with, and keeps no plaintext', async () => {
    expect(await putSealed('drafts', 'ana.a1', 'ana', { texto: 'Por la clorofila', nombre: 'Ana Pérez' })).toBe(true);
    expect(await getSealed('drafts', 'ana.a1')).toEqual({ texto: 'Por la clorofila', nombre: 'Ana Pérez' });
    const records = await vaultRecords();
    expect(records).toHaveLength(1);
    const stored = records[0]!.value as { owner: string; iv: Uint8Array; data: ArrayBuffer };
    expect(Object.keys(stored).sort()).toEqual(['data', 'iv', 'owner']);
    const bytes = new TextDecoder('latin1').decode(new Uint8Array(stored.data));
    expect(bytes).not.toContain('clorofila');
    expect(bytes).not.toContain('Ana');
  });

  it('does not open with another key (another user, or a replaced key), nor without one', async () => {
    await putSealed('outbox', 'x', 'ana', submission);
    holdOfflineKey(newOfflineKey());
    expect(await getSealed('outbox', 'x')).toBeNull();
    expect(await allSealed('outbox', 'ana')).toEqual([]);
    // Still there, only unreadable: the logout warning counts it.
    expect(await countSealed('outbox', 'ana')).toBe(1);
    clearSession();
    sessionStorage.removeItem('aula.offlineKey');
    expect(await getSealed('outbox', 'x')).toBeNull();
    expect(await putSealed('outbox', 'y', 'ana', submission)).toBe(false);
    holdOfflineKey(anasKey);
    expect(await getSealed('outbox', 'x')).toEqual(submission);
  });

  it('does not open a record moved to another key or store', async () => {
    await putSealed('drafts', 'ana.a1', 'ana', { step: 0 });
    const db = await openDB('aula-vault');
    const record = (await db.get('drafts', 'ana.a1')) as unknown;
    await db.put('drafts', record, 'ana.a2');
    await db.put('outbox', record, 'ana.a1');
    db.close();
    expect(await getSealed('drafts', 'ana.a2')).toBeNull();
    expect(await getSealed('outbox', 'ana.a1')).toBeNull();
    expect(await getSealed('drafts', 'ana.a1')).toEqual({ step: 0 });
  });

  it("removes one owner's records and leaves the others'", async () => {
    await putSealed('screens', 's1', 'ana', 1);
    await putSealed('screens', 's2', 'bruno', 2);
    await deleteAllOf('screens', 'ana');
    expect((await vaultRecords()).map((record) => record.key)).toEqual(['s2']);
  });
});

describe('drafts in the vault', () => {
  it('are kept per user and assignment, read back, and cleared', async () => {
    const draft = { step: 1, drafts: { q1: { type: 'SHORT_ANSWER' as const, text: 'Por la clorofila' } } };
    expect(await saveAttemptDraft('ana', 'a1', { ...draft, attemptStartId: 's1', syncedAt: '2026-11-27T10:00:00.000Z', dirty: true })).toBe(true);
    expect(await readAttemptDraft('ana', 'a1')).toMatchObject({ ...draft, attemptStartId: 's1', syncedAt: '2026-11-27T10:00:00.000Z', dirty: true });
    expect(await readAttemptDraft('bruno', 'a1')).toBeNull();
    expect(await readAttemptDraft('ana', 'a2')).toBeNull();
    expect(Object.keys(localStorage)).toEqual([]);
    await clearAttemptDraft('ana', 'a1');
    expect(await readAttemptDraft('ana', 'a1')).toBeNull();
  });

  it('restore at the question reached, never past one left unanswered', () => {
    const stored = { step: 2, drafts: { q1: { type: 'TRUE_OR_FALSE' as const, value: true } }, savedAt: '2026-01-01T00:00:00Z' };
    expect(restoreAttempt(stored, ['q1', 'q2', 'q3']).step).toBe(1);
    expect(restoreAttempt(null, ['q1'])).toEqual({ step: 0, drafts: {}, answers: {} });
  });

  describe('on opening, go on with', () => {
    const local = {
      step: 0,
      drafts: { q1: { type: 'SHORT_ANSWER' as const, text: 'aquí' } },
      // This device's clock runs a day ahead of the server's: its own time is never weighed against the server's.
      savedAt: '2026-11-28T10:00:00.000Z',
      attemptStartId: 's1',
      syncedAt: '2026-11-27T10:00:00.000Z',
      dirty: false,
    };
    const serverDraft = { step: 1, answers: JSON.stringify({ q1: { type: 'SHORT_ANSWER', text: 'allá' } }), savedAt: '2026-11-27T10:05:00.000Z' };

    it("the server's draft when saved after the device's last copy of it (another device), even with the device's clock ahead", () => {
      expect(draftToContinue(local, { id: 's1', draft: serverDraft })).toMatchObject({
        step: 1,
        drafts: { q1: { text: 'allá' } },
        attemptStartId: 's1',
        syncedAt: serverDraft.savedAt,
        dirty: false,
      });
      // Never synced: the server's copy came from elsewhere.
      expect(draftToContinue({ ...local, syncedAt: undefined, dirty: true }, { id: 's1', draft: serverDraft })?.drafts.q1).toMatchObject({
        text: 'allá',
      });
      expect(draftToContinue(null, { id: 's1', draft: serverDraft })?.step).toBe(1);
    });

    it("the device's draft when the server holds that copy or an older one, or none, or a damaged one", () => {
      const changedHere = { ...local, syncedAt: serverDraft.savedAt, dirty: true };
      expect(draftToContinue(changedHere, { id: 's1', draft: serverDraft })).toBe(changedHere);
      expect(draftToContinue({ ...local, syncedAt: '2026-11-27T10:06:00.000Z' }, { id: 's1', draft: serverDraft })?.drafts.q1).toMatchObject({
        text: 'aquí',
      });
      expect(draftToContinue(local, { id: 's1', draft: null })).toBe(local);
      expect(draftToContinue(local, { id: 's1', draft: { ...serverDraft, answers: '{roto' } })).toBe(local);
    });

    it("nothing of a draft of another start (an attempt closed since): the new start's own draft, or none", () => {
      expect(draftToContinue(local, { id: 's2', draft: null })).toBeNull();
      expect(draftToContinue({ ...local, syncedAt: '2030-01-01T00:00:00.000Z' }, { id: 's2', draft: serverDraft })).toMatchObject({
        drafts: { q1: { text: 'allá' } },
        attemptStartId: 's2',
      });
      // Begun without a start (offline): it stays, now the start's.
      const offline = { ...local, attemptStartId: undefined, syncedAt: undefined, dirty: true };
      expect(draftToContinue(offline, { id: 's2', draft: null })).toBe(offline);
    });
  });
});

describe('offline queue in the vault', () => {
  it("saves under 'savedAnswer-' plus a UUID, sealed for its owner, and tells the page", async () => {
    const changed = vi.fn();
    window.addEventListener(queueChangedEvent, changed);
    const key = await saveOffline({ ...submission, ownerId: 'ana' });
    window.removeEventListener(queueChangedEvent, changed);
    expect(key).toMatch(/^savedAnswer-[0-9a-f-]{36}$/);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(await pendingSubmissions('ana')).toEqual([{ key, submission: { ...submission, ownerId: 'ana', savedAt: expect.any(String) } }]);
    expect(await countPending('ana')).toBe(1);
    expect(JSON.stringify(await vaultRecords())).not.toContain('clorofila');
  });

  it('keeps nothing without a session key', async () => {
    sessionStorage.removeItem('aula.offlineKey');
    expect(await saveOffline({ ...submission, ownerId: 'ana' })).toBeNull();
    expect(await vaultRecords()).toEqual([]);
  });

  it('resends with the same client submission id and removes the entry only after the server confirms', async () => {
    await saveOffline({ ...submission, ownerId: 'ana' });
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    expect(await sendPending(send, { ownerId: 'ana' })).toBe(0);
    expect(await pendingSubmissions('ana')).toHaveLength(1);
    expect(await sendPending(send, { ownerId: 'ana' })).toBe(1);
    expect(send.mock.calls.map(([s]) => s.clientSubmissionId)).toEqual(['c-123', 'c-123']);
    expect(await pendingSubmissions('ana')).toEqual([]);
    expect(await vaultRecords()).toEqual([]);
  });

  it("sends only the logged-in user's entries; another user's stay, unread", async () => {
    await saveOffline({ ...submission, clientSubmissionId: 'ana-1', ownerId: 'ana' });
    holdOfflineKey(newOfflineKey());
    await saveOffline({ ...submission, clientSubmissionId: 'bruno-1', ownerId: 'bruno' });
    const sent: string[] = [];
    await sendPending(async (s) => void sent.push(s.clientSubmissionId), { ownerId: 'bruno' });
    expect(sent).toEqual(['bruno-1']);
    // Even asked for Ana's, Bruno's session cannot read them.
    expect(await pendingSubmissions('ana')).toEqual([]);
    expect(await countPending('ana')).toBe(1);
    holdOfflineKey(anasKey);
    expect((await pendingSubmissions('ana')).map((p) => p.submission.clientSubmissionId)).toEqual(['ana-1']);
  });

  it('keeps a refused entry with the message out of the rounds until retried, and discards on request', async () => {
    const refusedKey = (await saveOffline({ ...submission, clientSubmissionId: 'refused', ownerId: 'ana' }))!;
    await saveOffline({ ...submission, clientSubmissionId: 'fine', ownerId: 'ana' });
    const lostConnection = new Error('offline');
    const refusal = Object.assign(new Error('La tarea ya no está activa'), { code: 'CONFLICT' });
    const sent = await sendPending(
      async (s) => {
        if (s.clientSubmissionId === 'refused') throw refusal;
      },
      { ownerId: 'ana', stopOn: (error) => error === lostConnection, isRefusal: (error) => error === refusal },
    );
    expect(sent).toBe(1);
    const [left] = await pendingSubmissions('ana');
    expect(left!.submission.refusal).toMatchObject({ message: 'La tarea ya no está activa', code: 'CONFLICT' });
    const send = vi.fn();
    expect(await sendPending(send, { ownerId: 'ana' })).toBe(0);
    expect(send).not.toHaveBeenCalled();
    await clearRefusal(refusedKey, 'ana');
    expect(await sendPending(async () => Promise.reject(lostConnection), { ownerId: 'ana', stopOn: (error) => error === lostConnection })).toBe(0);
    expect((await pendingSubmissions('ana'))[0]!.submission.refusal).toBeUndefined();
    await discardPending(refusedKey);
    expect(await pendingSubmissions('ana')).toEqual([]);
  });
});

describe('plaintext left by earlier versions', () => {
  it("moves this user's drafts and submissions (also those without an owner) into the vault; others' stay", async () => {
    localStorage.setItem(
      'aula.draft.ana.a1',
      JSON.stringify({ step: 1, drafts: { q1: { type: 'SHORT_ANSWER', text: 'Por la clorofila' } }, savedAt: '2026-11-01T00:00:00Z' }),
    );
    localStorage.setItem('aula.draft.bruno.a1', JSON.stringify({ step: 0, drafts: {}, savedAt: '2026-11-01T00:00:00Z' }));
    localStorage.setItem(
      'savedAnswer-1',
      JSON.stringify({ ...submission, clientSubmissionId: 'ana-1', ownerId: 'ana', savedAt: '2026-11-01T00:00:00Z' }),
    );
    localStorage.setItem('savedAnswer-2', JSON.stringify({ ...submission, clientSubmissionId: 'nadie-1', savedAt: '2026-11-02T00:00:00Z' }));
    localStorage.setItem(
      'savedAnswer-3',
      JSON.stringify({ ...submission, clientSubmissionId: 'bruno-1', ownerId: 'bruno', savedAt: '2026-11-01T00:00:00Z' }),
    );
    localStorage.setItem('savedAnswer-roto', '{no json');

    const pending = await pendingSubmissions('ana');
    expect(pending.map((p) => p.submission.clientSubmissionId)).toEqual(['ana-1', 'nadie-1']);
    expect(pending[1]!.submission.ownerId).toBe('ana');
    expect(await readAttemptDraft('ana', 'a1')).toMatchObject({ step: 1, drafts: { q1: { text: 'Por la clorofila' } } });
    expect(Object.keys(localStorage).sort()).toEqual(['aula.draft.bruno.a1', 'savedAnswer-3', 'savedAnswer-roto']);
    // Moved once: a second call finds nothing to do.
    await moveLegacyEntries('ana');
    expect(await countPending('ana')).toBe(2);
  });

  it('waits for a session key: without one nothing moves', async () => {
    await emptyVault();
    sessionStorage.removeItem('aula.offlineKey');
    localStorage.setItem('aula.draft.carla.a1', JSON.stringify({ step: 0, drafts: {}, savedAt: '2026-11-01T00:00:00Z' }));
    await moveLegacyEntries('carla');
    expect(localStorage.getItem('aula.draft.carla.a1')).not.toBeNull();
    holdOfflineKey(anasKey);
    await moveLegacyEntries('carla');
    expect(localStorage.getItem('aula.draft.carla.a1')).toBeNull();
    expect(await readAttemptDraft('carla', 'a1')).toMatchObject({ step: 0 });
  });
});

describe('device tokens after logout', () => {
  it('stay under a key that does not show the e-mail; those kept before under the address (the e-mail inside too) go', () => {
    saveDeviceToken('Ana.Perez@Example.com', 'token-de-ana');
    localStorage.setItem('aula.device.bruno@example.com', 'token-de-bruno');
    clearSession();
    const keys = Object.keys(localStorage);
    expect(keys).toHaveLength(1);
    expect(keys.join(' ')).not.toMatch(/ana|bruno|example/i);
    expect(readDeviceToken('ana.perez@example.com')).toBe('token-de-ana');
    expect(readDeviceToken('bruno@example.com')).toBeNull();
    expect(readDeviceToken('carla@example.com')).toBeNull();
  });
});
