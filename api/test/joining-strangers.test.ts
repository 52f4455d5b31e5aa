import { joinMessages } from '@aula/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup, signUp, startTestApi, type TestApi, type TestUser } from './helpers.js';

// Joining that strangers cannot abuse, over HTTP: limits on guessing codes, removal that
// keeps a student out, the owner told of every join, ways out, and no answer that tells a stranger what exists.

let api: TestApi;
let teacher: TestUser;
let student: TestUser;
let classmate: TestUser;

beforeAll(async () => {
  // Behind a trusted proxy, so that each test can come from an address of its own (X-Forwarded-For).
  api = await startTestApi({ trustProxy: true });
  teacher = await signUp(api, { firstName: 'Teresa' });
  student = await signUp(api, { firstName: 'Sofía' });
  classmate = await signUp(api, { firstName: 'Carlos' });
});
afterAll(() => api.close());

/**
 * A documentation address (RFC 3849) of its own for each test, a /64 apart since that is what the limit counts, so
 * the per-address limit counts one test only (a random IPv4 one could meet the address an earlier test used up).
 */
let addresses = 0;
const newAddress = () => `2001:db8:0:${(addresses += 1).toString(16)}::1`;
let address = newAddress();
const join = (user: TestUser, body: object, from = address) =>
  api.call('POST', 'study-group/join', { token: user.token, body, headers: { 'x-forwarded-for': from } });
const codeOf = async (groupId: string) => (await api.call('GET', `study-group/getOne?id=${groupId}`, { token: teacher.token })).body.code as string;
const notifications = async (user: TestUser) =>
  (await api.call('GET', 'notification/getAll', { token: user.token })).body as Array<Record<string, unknown>>;
const unread = async (user: TestUser) => (await api.call('GET', 'notification/unreadCount', { token: user.token })).body.count as number;
const removeMember = (groupId: string, user: TestUser) =>
  api.call('DELETE', 'study-group/removeMember', { token: teacher.token, body: { groupId, profileId: user.profileId } });
const leave = (user: TestUser, groupId: string) => api.call('PATCH', `study-group/leave/${groupId}`, { token: user.token });
const cancel = (user: TestUser, id: string) => api.call('PATCH', `join-request/cancel/${id}`, { token: user.token });

describe('guessing codes is rate-limited', () => {
  it('per account: the 11th try within 15 minutes is refused with the wait in Spanish, by code or by id alike', async () => {
    address = newAddress();
    const guesser = await signUp(api, { firstName: 'Gonzalo' });
    for (let i = 0; i < 9; i += 1) expect((await join(guesser, { code: `NOEXISTE${String(i).padStart(2, '0')}` })).status).toBe(404);
    expect((await join(guesser, { studyGroupId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    const refused = await join(guesser, { code: 'NOEXISTE99' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Demasiados intentos de unirse\. Inténtelo de nuevo en 1[45] minutos\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    // Even the right code waits: the limit counts tries, not failures, so a lucky guess is no way around it.
    const group = await createGroup(api, teacher);
    expect((await join(guesser, { code: await codeOf(group.id) })).status).toBe(429);
    // Another address does not reset the account's count.
    expect((await join(guesser, { code: 'NOEXISTE98' }, newAddress())).status).toBe(429);
    // Other students are not held up by one account's guesses.
    expect((await join(classmate, { code: await codeOf(group.id) })).status).toBe(200);
  });

  it('per address: past 100 tries from one address within 15 minutes, any account there waits', async () => {
    address = newAddress();
    const accounts = await Promise.all(Array.from({ length: 11 }, (_, i) => signUp(api, { firstName: `Invitado${i}` })));
    for (const account of accounts.slice(0, 10)) {
      for (let i = 0; i < 10; i += 1) expect((await join(account, { code: `ADIVINA${i}` })).status).toBe(404);
    }
    const refused = await join(accounts[10]!, { code: 'ADIVINA0' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Demasiados intentos de unirse\. Inténtelo de nuevo en \d+ minutos?\.$/);
    // The same fresh account from elsewhere is not held up.
    expect((await join(accounts[10]!, { code: 'ADIVINA0' }, newAddress())).status).toBe(404);
  });
});

describe('a removed student stays out until the owner adds them back', () => {
  it('their join by code becomes a request the owner decides; approving lets them in and clears the exclusion', async () => {
    address = newAddress();
    const group = await createGroup(api, teacher, [student], { name: 'Geometría 2B' });
    const code = await codeOf(group.id);
    expect((await removeMember(group.id, student)).status).toBe(200);

    const asked = await join(student, { code });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ studyGroup: null, joinRequest: { studyGroupId: group.id, status: 'PENDING' } });
    expect((await api.call('GET', `study-group/getOne?id=${group.id}`, { token: student.token })).status).toBe(403);
    expect((await notifications(teacher))[0]).toMatchObject({ kind: 'JOIN_REQUESTED', actorId: student.profileId, studyGroupId: group.id });

    const approved = await api.call('PATCH', `join-request/approve/${asked.body.joinRequest.id}`, { token: teacher.token });
    expect(approved.body.studyGroup.profilesId).toContain(student.profileId);
    // Back in, they may leave; joining again then is at once, as for anyone who left on their own.
    expect((await leave(student, group.id)).status).toBe(200);
    expect((await join(student, { code })).body.studyGroup).toMatchObject({ id: group.id });
  });

  it('a public group found by id is no way around it; the owner adding them back clears it and their request', async () => {
    address = newAddress();
    const group = await createGroup(api, teacher, [classmate]);
    await removeMember(group.id, classmate);
    const asked = await join(classmate, { studyGroupId: group.id });
    expect(asked.body.joinRequest).toMatchObject({ status: 'PENDING' });

    const added = await api.call('PATCH', 'study-group/addMembers', {
      token: teacher.token,
      body: { groupId: group.id, profilesId: [classmate.profileId] },
    });
    expect(added.body.profilesId).toContain(classmate.profileId);
    const mine = await api.call('GET', `join-request/getAll?ids=${asked.body.joinRequest.id}`, { token: classmate.token });
    expect(mine.body[0].status).toBe('APPROVED');
  });
});

describe('the owner is told when someone joins', () => {
  it('by code and by id: MEMBER_JOINED names the student and the group', async () => {
    address = newAddress();
    const group = await createGroup(api, teacher, [], { name: 'Álgebra 5C' });
    const before = await unread(teacher);
    const newcomer = await signUp(api, { firstName: 'Nadia' });
    expect((await join(newcomer, { code: await codeOf(group.id) })).status).toBe(200);
    expect((await join(classmate, { studyGroupId: group.id })).status).toBe(200);
    expect(await unread(teacher)).toBe(before + 2);
    const [byId, byCode] = await notifications(teacher);
    expect(byCode).toMatchObject({
      kind: 'MEMBER_JOINED',
      message: `Nadia Fernández (${newcomer.username}) se unió al grupo «Álgebra 5C»`,
      actorId: newcomer.profileId,
      studyGroupId: group.id,
    });
    expect(byId).toMatchObject({ kind: 'MEMBER_JOINED', actorId: classmate.profileId });
  });

  it('joining, leaving and joining again tells the owner once a day, not each time', async () => {
    address = newAddress();
    const group = await createGroup(api, teacher);
    const code = await codeOf(group.id);
    const hopper = await signUp(api, { firstName: 'Hugo' });
    const joinedBy = async (user: TestUser) =>
      (await notifications(teacher)).filter((n) => n.kind === 'MEMBER_JOINED' && n.studyGroupId === group.id && n.actorId === user.profileId);
    expect((await join(hopper, { code })).status).toBe(200);
    expect((await leave(hopper, group.id)).status).toBe(200);
    expect((await join(hopper, { studyGroupId: group.id })).status).toBe(200);
    expect((await leave(hopper, group.id)).status).toBe(200);
    expect((await join(hopper, { code })).status).toBe(200);
    expect(await joinedBy(hopper)).toHaveLength(1);
    // Another student joining the same group is still news.
    expect((await join(classmate, { code })).status).toBe(200);
    expect(await joinedBy(classmate)).toHaveLength(1);

    // A day later the same student joining again is told again.
    await api.db.query(`UPDATE notifications SET created_at = now() - interval '25 hours' WHERE study_group_id = $1 AND actor_id = $2`, [
      group.id,
      hopper.profileId,
    ]);
    expect((await leave(hopper, group.id)).status).toBe(200);
    expect((await join(hopper, { code })).status).toBe(200);
    expect(await joinedBy(hopper)).toHaveLength(2);
  });
});

describe('ways out', () => {
  it('a member leaves (one the owner added too); the owner cannot, and outsiders learn nothing', async () => {
    address = newAddress();
    const group = await createGroup(api, teacher, [student]);
    const left = await leave(student, group.id);
    expect(left.status).toBe(200);
    expect(left.body.studyGroup).toMatchObject({ id: group.id, code: null, profilesId: [] });
    expect((await api.call('GET', `study-group/getOne?id=${group.id}`, { token: teacher.token })).body.profilesId).not.toContain(student.profileId);
    expect(
      (await api.call('GET', `study-group/getByMember/${student.profileId}`, { token: student.token })).body.map((g: { id: string }) => g.id),
    ).not.toContain(group.id);

    expect(await leave(teacher, group.id)).toMatchObject({ status: 409, body: { message: joinMessages.ownerCannotLeave } });
    // Not a member, and no such group: the same answer.
    const again = await leave(student, group.id);
    const unknown = await leave(student, '00000000-0000-4000-8000-000000000000');
    expect(again).toMatchObject({ status: 404, body: { message: joinMessages.notAMember } });
    expect(unknown.body).toEqual(again.body);
  });

  it('a requester withdraws a pending request; only theirs, only while it waits; asking again does not tell the owner twice', async () => {
    address = newAddress();
    const group = await createGroup(api, teacher, [], { requiresRequest: true });
    const code = await codeOf(group.id);
    const { joinRequest } = (await join(student, { code })).body;
    const told = await unread(teacher);

    expect((await cancel(classmate, joinRequest.id)).status).toBe(404);
    expect((await cancel(teacher, joinRequest.id)).status).toBe(404);
    const cancelled = await cancel(student, joinRequest.id);
    expect(cancelled).toMatchObject({
      status: 200,
      body: { joinRequest: { id: joinRequest.id, status: 'CANCELLED', decidedAt: expect.any(String) } },
    });
    expect(await cancel(student, joinRequest.id)).toMatchObject({ status: 409, body: { message: joinMessages.alreadyDecided } });
    const pending = await api.call('GET', `join-request/getAll?groupId=${group.id}&status=PENDING`, { token: teacher.token });
    expect(pending.body).toEqual([]);

    const again = await join(student, { code });
    expect(again.body.joinRequest).toMatchObject({ status: 'PENDING' });
    expect(await unread(teacher)).toBe(told);
  });

  it('a rejected student may ask again only after 24 hours, told when, and the owner is not told meanwhile', async () => {
    address = newAddress();
    const group = await createGroup(api, teacher, [], { requiresRequest: true });
    const code = await codeOf(group.id);
    const { joinRequest } = (await join(classmate, { code })).body;
    await api.call('PATCH', `join-request/reject/${joinRequest.id}`, { token: teacher.token });
    const told = await unread(teacher);

    const refused = await join(classmate, { code });
    expect(refused).toMatchObject({ status: 409, body: { message: joinMessages.rejectedRecently(24 * 3600) } });
    expect(refused.body.message).toBe('El docente rechazó su solicitud a este grupo. Podrá enviar otra dentro de 24 horas.');
    expect((await join(classmate, { studyGroupId: group.id })).status).toBe(409);
    expect(await unread(teacher)).toBe(told);

    // A day later (the rejection moved back in time) they may ask again.
    await api.db.query(`UPDATE join_requests SET decided_at = now() - interval '24 hours 1 minute' WHERE id = $1`, [joinRequest.id]);
    await api.db.query(`UPDATE notifications SET created_at = now() - interval '25 hours' WHERE join_request_id = $1`, [joinRequest.id]);
    expect((await join(classmate, { code })).body.joinRequest).toMatchObject({ status: 'PENDING' });
    expect(await unread(teacher)).toBe(told + 1);
  });
});

describe('no answer tells a stranger what exists', () => {
  it('an unknown code and a deactivated group’s code are answered alike', async () => {
    address = newAddress();
    const group = await createGroup(api, teacher);
    const code = await codeOf(group.id);
    await api.call('PATCH', `study-group/deactivate/${group.id}`, { token: teacher.token });
    const deactivated = await join(student, { code });
    const unknown = await join(student, { code: 'NOEXISTE00' });
    expect(unknown).toMatchObject({ status: 404, body: { message: joinMessages.unknownCode } });
    expect({ status: deactivated.status, body: deactivated.body }).toEqual({ status: unknown.status, body: unknown.body });
  });

  it('by id, an unknown group, a private one and a deactivated one are answered alike', async () => {
    address = newAddress();
    const closed = await createGroup(api, teacher, [], { isPublic: false });
    const gone = await createGroup(api, teacher);
    await api.call('PATCH', `study-group/deactivate/${gone.id}`, { token: teacher.token });
    const answers = await Promise.all(
      [closed.id, gone.id, '00000000-0000-4000-8000-000000000000'].map(async (id) => {
        const reply = await join(student, { studyGroupId: id });
        return { status: reply.status, body: reply.body };
      }),
    );
    // Worded so that it claims no group exists, in usted.
    expect(answers[0]).toMatchObject({
      status: 404,
      body: { message: 'No puede unirse a este grupo por su identificador: únase con el código que comparte el docente' },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('withdrawing an unknown request and another’s are answered alike', async () => {
    const group = await createGroup(api, teacher, [], { requiresRequest: true });
    const { joinRequest } = (await join(student, { code: await codeOf(group.id) }, newAddress())).body;
    const others = await cancel(classmate, joinRequest.id);
    const unknown = await cancel(classmate, '00000000-0000-4000-8000-000000000000');
    expect(others.status).toBe(404);
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: others.status, body: others.body });
  });
});
