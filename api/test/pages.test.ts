import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignmentPage, AttemptPage } from '@aula/api';
import { addQuestion, createAssignment, createGroup, sampleQuestions, signUp, startTestApi, type TestApi, type TestUser } from './helpers.js';

// Per-parent keyset pages (GET /assignments/getPages, /assignments/getAttemptPages): what the gateway's nested
// connections read, one page per parent in one call.

let api: TestApi;
let teacher: TestUser;
let ana: TestUser;
let beto: TestUser;
let outsider: TestUser;
let groupId: string;
let otherGroupId: string;
/** Attempts in the order they were submitted. */
const attemptsOn: Record<'busy' | 'quiet', string[]> = { busy: [], quiet: [] };
const attemptsBy = new Map<string, string[]>();
let busy: string;
let quiet: string;
const assignmentsOf: Record<'group' | 'other', string[]> = { group: [], other: [] };

async function submit(user: TestUser, assignmentId: string, questionId: string, key: 'busy' | 'quiet') {
  const reply = await api.call('POST', 'assignments/submit', {
    token: user.token,
    body: { assignmentId, clientSubmissionId: randomUUID(), answers: [{ questionId, trueOrFalseAnswer: true }] },
  });
  expect(reply.status).toBe(201);
  attemptsOn[key].push(reply.body.assignmentAttempt.id);
  attemptsBy.set(`${key}:${user.profileId}`, [...(attemptsBy.get(`${key}:${user.profileId}`) ?? []), reply.body.assignmentAttempt.id]);
}

beforeAll(async () => {
  api = await startTestApi();
  teacher = await signUp(api);
  ana = await signUp(api);
  beto = await signUp(api);
  outsider = await signUp(api);
  groupId = (await createGroup(api, teacher, [ana, beto])).id;
  otherGroupId = (await createGroup(api, teacher, [ana], { name: 'Historia 2A' })).id;
  for (let i = 0; i < 3; i++) assignmentsOf.group.push((await createAssignment(api, teacher, groupId, { name: `Tarea ${i + 1}` })).id);
  for (let i = 0; i < 2; i++) assignmentsOf.other.push((await createAssignment(api, teacher, otherGroupId, { name: `Lectura ${i + 1}` })).id);
  // The second assignment of the other group is closed: its owner still lists it, members do not.
  expect((await api.call('PATCH', `assignments/deactivate/${assignmentsOf.other[1]}`, { token: teacher.token })).status).toBe(200);
  [busy, quiet] = assignmentsOf.group as [string, string];
  const busyQuestion = (await addQuestion(api, teacher, busy, sampleQuestions.TRUE_OR_FALSE)).id;
  const quietQuestion = (await addQuestion(api, teacher, quiet, sampleQuestions.TRUE_OR_FALSE)).id;
  await addQuestion(api, teacher, assignmentsOf.other[0]!, sampleQuestions.TRUE_OR_FALSE);
  for (const user of [ana, beto, ana, beto, ana]) await submit(user, busy, busyQuestion, 'busy');
  await submit(beto, quiet, quietQuestion, 'quiet');
});
afterAll(() => api?.close());

const attemptPages = (user: TestUser, query: string) => api.call<AttemptPage[]>('GET', `assignments/getAttemptPages?${query}`, { token: user.token });
const ids = (page: { items: Array<{ id: string }> }) => page.items.map((item) => item.id);
/** Attempt pages come newest first, as the grades lists show them. */
const newest = (attemptIds: string[] | undefined) => [...(attemptIds ?? [])].reverse();

describe('GET /assignments/getAttemptPages', () => {
  it("answers one page per assignment, in the order asked, each with the next page's cursor or null", async () => {
    const reply = await attemptPages(teacher, `assignmentIds=${quiet},${busy}&first=2`);
    expect(reply.status).toBe(200);
    expect(reply.body.map((page) => page.parentId)).toEqual([quiet, busy]);
    const [quietPage, busyPage] = reply.body as [AttemptPage, AttemptPage];
    expect(ids(quietPage)).toEqual(attemptsOn.quiet);
    expect(quietPage.nextCursor).toBeNull();
    expect(ids(busyPage)).toEqual(newest(attemptsOn.busy).slice(0, 2));
    expect(busyPage.nextCursor).toEqual(expect.any(String));
    expect(busyPage.items[0]).toMatchObject({ assignmentId: busy, profileId: ana.profileId, score: 100 });
  });

  it('following the cursors reads every attempt once, newest first, and the last page says there is no more', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reply = await attemptPages(teacher, `assignmentIds=${busy}&first=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(reply.status).toBe(200);
      seen.push(...ids(reply.body[0]!));
      cursor = reply.body[0]!.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(newest(attemptsOn.busy));
  });

  it('a page that ends exactly at the last attempt has no next cursor; a cursor at the last attempt gives an empty page', async () => {
    const full = await attemptPages(teacher, `assignmentIds=${busy}&first=5`);
    expect(ids(full.body[0]!)).toEqual(newest(attemptsOn.busy));
    expect(full.body[0]!.nextCursor).toBeNull();
    const lastCursor = Buffer.from(attemptsOn.busy[0]!).toString('base64url');
    const after = await attemptPages(teacher, `assignmentIds=${busy}&first=5&cursor=${lastCursor}`);
    expect(after.body).toEqual([{ parentId: busy, items: [], nextCursor: null }]);
  });

  it('the owner can keep to one student; a member gets only their own; an outsider gets empty pages', async () => {
    const betos = await attemptPages(teacher, `assignmentIds=${busy}&profileId=${beto.profileId}`);
    expect(ids(betos.body[0]!)).toEqual(newest(attemptsBy.get(`busy:${beto.profileId}`)));
    const own = await attemptPages(ana, `assignmentIds=${busy},${quiet}&first=50`);
    expect(ids(own.body[0]!)).toEqual(newest(attemptsBy.get(`busy:${ana.profileId}`)));
    expect(own.body[1]).toEqual({ parentId: quiet, items: [], nextCursor: null });
    // Naming another student does not widen what a member sees.
    const nosy = await attemptPages(ana, `assignmentIds=${busy}&profileId=${beto.profileId}`);
    expect(nosy.body[0]!.items).toEqual([]);
    const stranger = await attemptPages(outsider, `assignmentIds=${busy}`);
    expect(stranger.body).toEqual([{ parentId: busy, items: [], nextCursor: null }]);
  });

  it('refuses a page size outside 1–500 and a cursor that is not one of its rows', async () => {
    for (const first of [0, 501]) {
      const reply = await attemptPages(teacher, `assignmentIds=${busy}&first=${first}`);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ message: 'El tamaño de página debe estar entre 1 y 500' });
    }
    for (const cursor of ['no-es-un-cursor', Buffer.from(randomUUID()).toString('base64url')]) {
      const reply = await attemptPages(teacher, `assignmentIds=${busy}&cursor=${cursor}`);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ message: 'El cursor no es válido' });
    }
    expect((await api.call('GET', 'assignments/getAttemptPages', { token: teacher.token })).status).toBe(400);
    expect((await api.call('GET', `assignments/getAttemptPages?assignmentIds=${busy}`)).status).toBe(401);
  });
});

describe('GET /assignments/getPages', () => {
  const pages = (user: TestUser, query: string) => api.call<AssignmentPage[]>('GET', `assignments/getPages?${query}`, { token: user.token });

  it("pages each group's assignments in creation order, one call for several groups", async () => {
    const first = await pages(teacher, `studyGroupIds=${groupId},${otherGroupId}&first=2`);
    expect(first.status).toBe(200);
    expect(first.body.map((page) => [page.parentId, ids(page), page.nextCursor !== null])).toEqual([
      [groupId, assignmentsOf.group.slice(0, 2), true],
      [otherGroupId, assignmentsOf.other, false],
    ]);
    const rest = await pages(teacher, `studyGroupIds=${groupId}&first=2&cursor=${first.body[0]!.nextCursor}`);
    expect(rest.body).toEqual([
      { parentId: groupId, items: [expect.objectContaining({ id: assignmentsOf.group[2], name: 'Tarea 3' })], nextCursor: null },
    ]);
  });

  it('members see active assignments with questions only; groups the viewer is not in come empty', async () => {
    const member = await pages(ana, `studyGroupIds=${otherGroupId}`);
    expect(ids(member.body[0]!)).toEqual([assignmentsOf.other[0]]);
    // 'Tarea 3' has no question yet: its owner lists it, members do not.
    const withQuestions = await pages(ana, `studyGroupIds=${groupId}`);
    expect(ids(withQuestions.body[0]!)).toEqual([busy, quiet]);
    const stranger = await pages(outsider, `studyGroupIds=${groupId}`);
    expect(stranger.body).toEqual([{ parentId: groupId, items: [], nextCursor: null }]);
  });
});
