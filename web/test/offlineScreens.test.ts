import 'fake-indexeddb/auto';
import type { RequestParameters } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineSinceText } from '../src/offline/OfflineSince';
import { carriesKey, keepScreen, keptScreen, mayKeep, screenKey } from '../src/offline/screenCache';
import { forgetMarks, savedAtOf } from '../src/offline/screenMarks';
import { countSealed, getSealed, putSealed } from '../src/offline/vault';
import { markedAssignments, refreshMarked, setMarked, subscribeKeeping, type Keeping } from '../src/offline/availableOffline';
import { useKeepOfflineFresh } from '../src/offline/useKeepOfflineFresh';
import { endRefusedSession } from '../src/session/sessionEnded';
import { renderHook } from '@testing-library/react';
import { createElement, Fragment, type ReactNode } from 'react';
import { FirstScreenShown } from '../src/lib/firstScreen';
import { emptyVault } from './vaultSetup';
import { clearSession } from '../src/session/storage';
import { createMockEnvironment } from 'relay-test-utils';
import type { Environment } from 'relay-runtime';
import { fetchGraphQL } from '../src/relay/network';
import { claimMedia, mediaUrlsIn } from '../src/offline/mediaCache';

const key = (byte: number) => btoa(String.fromCharCode(...new Uint8Array(32).fill(byte)));

function logIn(userId: string, offlineKey = key(7)) {
  localStorage.setItem('jwt', `token-${userId}`);
  localStorage.setItem('user', JSON.stringify({ id: userId, firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com' }));
  localStorage.setItem('aula.offlineKey', offlineKey);
}

const question = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'MatchColumnsQuestion',
  id,
  statement: 'Una cada país con su capital',
  leftColumn: ['Perú', 'Chile'],
  rightColumn: ['Santiago', 'Lima'],
  viewerSeesAnswerKey: false,
  ...extra,
});
const solveAnswer = (questions: unknown[], questionCount = questions.length) => ({
  node: { __typename: 'Assignment', id: 'a-1', name: 'Capitales', questionCount, timeLimitMinutes: null, questions },
});

describe('which answers may be kept on the device', () => {
  it('keys a screen by user, operation and variables in a stable order', () => {
    expect(screenKey('u-1', 'AssignmentListPageQuery', { groupId: 'g', after: null })).toBe(
      screenKey('u-1', 'AssignmentListPageQuery', { after: null, groupId: 'g' }),
    );
    expect(screenKey('u-1', 'SolvePageQuery', { id: 'a-1' })).toBe('u-1.SolvePageQuery.{"id":"a-1"}');
    expect(screenKey('u-1', 'SolvePageQuery', { id: 'a-1' })).not.toBe(screenKey('u-2', 'SolvePageQuery', { id: 'a-1' }));
  });

  it('keeps only the allowlisted screens', () => {
    expect(mayKeep('GroupListPageQuery', { viewer: { studyGroups: { edges: [] } } })).toBe(true);
    expect(mayKeep('ProfilePageQuery', { viewer: { profile: { username: 'ana' } } })).toBe(false);
    expect(mayKeep('QuestionBankPageQuery', { viewer: { questions: [] } })).toBe(false);
    expect(mayKeep('toString', { viewer: null })).toBe(false);
  });

  it("keeps a solve screen in the solver's view, and never the author's", () => {
    expect(mayKeep('SolvePageQuery', solveAnswer([question('q-1'), question('q-2')]))).toBe(true);
    // The group's owner (the author) sees the right column in its right order: the answer says so, and is refused.
    expect(mayKeep('SolvePageQuery', solveAnswer([question('q-1'), question('q-2', { viewerSeesAnswerKey: true })]))).toBe(false);
    // An answer that does not say whose view it is, is not kept either.
    expect(mayKeep('SolvePageQuery', solveAnswer([question('q-1', { viewerSeesAnswerKey: undefined })]))).toBe(false);
  });

  it('refuses any answer carrying a key field, whatever the screen', () => {
    expect(carriesKey({ node: { questions: [{ options: ['a', 'b'], correctOptionsIndex: null }] } })).toBe(false);
    expect(carriesKey({ node: { questions: [{ options: ['a', 'b'], correctOptionsIndex: [1] }] } })).toBe(true);
    expect(mayKeep('AssignmentOverviewPageQuery', { node: { __typename: 'Assignment', questions: [{ correctAnswer: true }] } })).toBe(false);
    expect(mayKeep('SolvePageQuery', solveAnswer([question('q-1', { acceptedAnswers: ['Lima'] })]))).toBe(false);
    expect(mayKeep('OwnGradesPageQuery', { viewer: { attempts: [{ explanation: 'Porque sí' }] } })).toBe(false);
  });

  it('does not replace the questions of a timed assignment with an answer that has none (no start yet)', () => {
    expect(mayKeep('SolvePageQuery', solveAnswer([], 3))).toBe(false);
    expect(mayKeep('SolvePageQuery', solveAnswer([], 0))).toBe(true);
  });

  it("finds the statements' stored images in an answer", () => {
    const answer = solveAnswer([{ imageUrl: '/storage/questions/sol.png' }, { imageUrl: null }, { imageUrl: 'https://elsewhere.example/x.png' }]);
    expect(mediaUrlsIn(answer)).toEqual(['/storage/questions/sol.png']);
  });

  it("says since when in whole minutes, 'menos de 1' under a minute", () => {
    const saved = Date.UTC(2026, 10, 27, 10, 0, 0);
    expect(offlineSinceText(saved, saved + 59_000)).toBe('Sin conexión · actualizado hace menos de 1 min');
    expect(offlineSinceText(saved, saved + 60_000)).toBe('Sin conexión · actualizado hace 1 min');
    expect(offlineSinceText(saved, saved + 14 * 60_000 + 59_000)).toBe('Sin conexión · actualizado hace 14 min');
  });
});

describe('screens kept in the vault', () => {
  beforeEach(() => {
    forgetMarks();
    logIn('u-1');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('seals a kept answer (no text of it in the stored record) and opens it only with the same key', async () => {
    const answer = solveAnswer([question('q-1')]);
    expect(await keepScreen('u-1', 'SolvePageQuery', { id: 'a-1' }, answer)).toBe(true);
    const record = await new Promise<unknown>((resolve, reject) => {
      const open = indexedDB.open('aula-vault');
      open.onsuccess = () => {
        const get = open.result
          .transaction('screens')
          .objectStore('screens')
          .get(screenKey('u-1', 'SolvePageQuery', { id: 'a-1' }));
        get.onsuccess = () => resolve(get.result);
        get.onerror = () => reject(get.error);
      };
    });
    const stored = record as { data: ArrayBuffer; owner: string };
    expect(stored.owner).toBe('u-1');
    expect(new TextDecoder().decode(stored.data)).not.toContain('capital');

    const kept = await keptScreen('u-1', 'SolvePageQuery', { id: 'a-1' });
    expect(kept?.data).toEqual(answer);
    expect(savedAtOf('SolvePageQuery', { id: 'a-1' })).toBe(kept?.extensions.savedAt);

    logIn('u-1', key(9));
    expect(await keptScreen('u-1', 'SolvePageQuery', { id: 'a-1' })).toBeNull();
  });

  it("never seals the author's solve view", async () => {
    expect(await keepScreen('u-1', 'SolvePageQuery', { id: 'a-2' }, solveAnswer([question('q-1', { viewerSeesAnswerKey: true })]))).toBe(false);
    expect(await getSealed('screens', screenKey('u-1', 'SolvePageQuery', { id: 'a-2' }))).toBeNull();
  });

  it("answers a query from the device when the network fails, marked with the time it was saved, and the server's answer unmarks it", async () => {
    const params = {
      id: 'doc-groups',
      name: 'GroupListPageQuery',
      operationKind: 'query',
      text: null,
      metadata: {},
      cacheID: 'x',
    } as unknown as RequestParameters;
    const answer = { data: { viewer: { studyGroups: { edges: [{ node: { id: 'g-1', name: 'Biología 3°B' } }] } } } };
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchGraphQL(params, {}, {}, null)).toEqual(answer);
    await vi.waitFor(async () => expect(await getSealed('screens', screenKey('u-1', 'GroupListPageQuery', {}))).not.toBeNull());
    expect(savedAtOf('GroupListPageQuery', {})).toBeNull();

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = (await fetchGraphQL(params, {}, {}, null)) as { data: unknown; extensions: { savedAt: number } };
    expect(offline.data).toEqual(answer.data);
    expect(savedAtOf('GroupListPageQuery', {})).toBe(offline.extensions.savedAt);

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }));
    await fetchGraphQL(params, {}, {}, null);
    await vi.waitFor(() => expect(savedAtOf('GroupListPageQuery', {})).toBeNull());
  });

  it('still fails a query that was never kept, and one of another user', async () => {
    const params = {
      id: 'doc-grades',
      name: 'OwnGradesPageQuery',
      operationKind: 'query',
      text: null,
      metadata: {},
      cacheID: 'y',
    } as unknown as RequestParameters;
    await keepScreen('u-1', 'OwnGradesPageQuery', {}, { viewer: { assignmentAttempts: { edges: [] } } });
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logIn('u-2', key(7));
    await expect(fetchGraphQL(params, {}, {}, null)).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    const profile = { ...params, name: 'ProfilePageQuery' } as RequestParameters;
    logIn('u-1');
    await expect(fetchGraphQL(profile, {}, {}, null)).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });
});

describe('what is kept, over the session', () => {
  beforeEach(async () => {
    await emptyVault();
    forgetMarks();
    logIn('u-1');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the marked assignments again, one after the other, at a start online', async () => {
    await setMarked('u-1', 'a-1', true);
    await setMarked('u-1', 'a-2', true);
    await setMarked('u-1', 'a-3', true);
    await setMarked('u-1', 'a-3', false);
    expect(await markedAssignments('u-1')).toEqual(['a-1', 'a-2']);
    const environment = createMockEnvironment();
    const refreshed = refreshMarked(environment as unknown as Environment, 'u-1');
    for (const id of ['a-1', 'a-2']) {
      await vi.waitFor(() => expect(environment.mock.getAllOperations().map((operation) => operation.request.variables)).toEqual([{ id }, { id }]));
      for (const operation of environment.mock.getAllOperations()) {
        environment.mock.resolve(operation, { data: { node: { __typename: 'Assignment', id, name: 'Tarea', questions: [] } } });
      }
    }
    await refreshed;
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('when the connection returns, fetches only the marked assignments not kept yet, and says when each is kept', async () => {
    const kept = solveAnswer([question('q-1')]);
    await putSealed('screens', 'u-1.marked', 'u-1', ['b-1', 'b-2', 'b-3']);
    await keepScreen('u-1', 'SolvePageQuery', { id: 'b-1' }, kept);
    await keepScreen('u-1', 'SolvePageQuery', { id: 'b-3' }, kept);
    // b-3 switched on again without a connection: fetched anew although an older copy is kept.
    await setMarked('u-1', 'b-3', true);
    const heard: [string, Keeping][] = [];
    const stop = subscribeKeeping((id, keeping) => heard.push([id, keeping]));
    const environment = createMockEnvironment();
    const refreshed = refreshMarked(environment as unknown as Environment, 'u-1', true);
    for (const id of ['b-2', 'b-3']) {
      await vi.waitFor(() => expect(environment.mock.getAllOperations().map((operation) => operation.request.variables)).toEqual([{ id }, { id }]));
      for (const operation of environment.mock.getAllOperations()) {
        environment.mock.resolve(operation, { data: { node: { __typename: 'Assignment', id, name: 'Tarea', questions: [] } } });
      }
    }
    await refreshed;
    stop();
    expect(environment.mock.getAllOperations()).toEqual([]);
    expect(heard).toEqual([
      ['b-2', 'saving'],
      ['b-2', 'saved'],
      ['b-3', 'saving'],
      ['b-3', 'saved'],
    ]);
  });

  it("drops the user's kept screens, marks and images when the session ends", async () => {
    const deleted = vi.fn<(name: string) => Promise<boolean>>().mockResolvedValue(true);
    vi.stubGlobal('caches', { delete: deleted });
    await keepScreen('u-1', 'GroupListPageQuery', {}, { viewer: { studyGroups: { edges: [] } } });
    await putSealed('screens', 'u-2.marked', 'u-2', ['a-9']);
    await keptScreen('u-1', 'GroupListPageQuery', {});
    expect(savedAtOf('GroupListPageQuery', {})).not.toBeNull();

    clearSession();
    expect(savedAtOf('GroupListPageQuery', {})).toBeNull();
    expect(deleted).toHaveBeenCalledWith('aula-media');
    await vi.waitFor(async () => expect(await countSealed('screens', 'u-1')).toBe(0));
    // Another user's records stay (sealed under their key).
    expect(await countSealed('screens', 'u-2')).toBe(1);
  });

  it('a session found ended elsewhere deletes its kept screens before the page leaves for the login', async () => {
    await keepScreen('u-1', 'GroupListPageQuery', {}, { viewer: { studyGroups: { edges: [] } } });
    await setMarked('u-1', 'a-1', true);
    expect(await countSealed('screens', 'u-1')).toBe(2);
    // What the vault holds of u-1 at the moment the page leaves (a later reading would see a deletion the navigation cut short).
    let leftWith: Promise<number> | undefined;
    const assign = vi.fn<(url: string) => void>(() => void (leftWith = countSealed('screens', 'u-1')));
    vi.stubGlobal('location', { pathname: '/groups', search: '', assign });
    localStorage.setItem('jwt', 'token-ended-elsewhere');

    endRefusedSession('token-ended-elsewhere');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(assign).toHaveBeenCalledWith('/login?next=%2Fgroups');
    expect(await leftWith).toBe(0);
    expect(localStorage.getItem('aula.offlineKey')).toBeNull();
  });

  it("once a user's shell has shown its first screen, the screens other users kept on this browser go, not their drafts or waiting answers", async () => {
    for (const owner of ['u-1', 'u-10', 'u-2', 'u-3']) {
      logIn(owner);
      await keepScreen(owner, 'GroupListPageQuery', {}, { viewer: { studyGroups: { edges: [] } } });
      await putSealed('drafts', `${owner}.a-1`, owner, { answers: [] });
    }
    logIn('u-2');
    await setMarked('u-2', 'a-1', true);
    // In the shell, beside its first screen (lib/firstScreen.ts).
    const shell = ({ children }: { children: ReactNode }) => createElement(Fragment, null, children, createElement(FirstScreenShown));
    renderHook(() => useKeepOfflineFresh(createMockEnvironment() as unknown as Environment, 'u-2'), { wrapper: shell });
    await vi.waitFor(async () => expect(await countSealed('screens', 'u-1')).toBe(0), { timeout: 4000 });
    for (const other of ['u-10', 'u-3']) expect(await countSealed('screens', other)).toBe(0);
    expect(await countSealed('screens', 'u-2')).toBe(2);
    for (const owner of ['u-1', 'u-10', 'u-2', 'u-3']) expect(await countSealed('drafts', owner)).toBe(1);
  });
});

/** CacheStorage as far as claimMedia uses it, in memory. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const entries = stores.get(name)!;
    return {
      put: async (url: string, response: Response) => void entries.set(url, response),
      match: async (url: string) => entries.get(url)?.clone(),
    };
  };
  return {
    stores,
    open,
    match: async (url: string, options: { cacheName: string }) => stores.get(options.cacheName)?.get(url)?.clone(),
    delete: async (name: string) => stores.delete(name),
  };
}

describe('the kept images', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("are one user's: another user's images go when the next one's shell starts, the same user's stay", async () => {
    const fake = memoryCaches();
    vi.stubGlobal('caches', fake);
    await claimMedia('u-1');
    await (await fake.open('aula-media')).put('/storage/sol.png', new Response('png'));
    await claimMedia('u-1');
    expect([...fake.stores.get('aula-media')!.keys()]).toContain('/storage/sol.png');
    // u-1's session ended where no page heard it; u-2 logs in on this browser.
    await claimMedia('u-2');
    expect([...fake.stores.get('aula-media')!.keys()]).toEqual(['/aula-media-owner']);
  });
});
