import { joinMessages } from '@aula/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQuestion, createAssignment, createGroup, sampleQuestions, signUp, startTestApi, type TestApi, type TestUser } from './helpers.js';

// Joining a group by its code or a request and the notifications each step writes, over HTTP.

let api: TestApi;
let teacher: TestUser;
let student: TestUser;
let classmate: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  teacher = await signUp(api, { firstName: 'Teresa' });
  student = await signUp(api, { firstName: 'Sofía' });
  classmate = await signUp(api, { firstName: 'Carlos' });
  outsider = await signUp(api, { firstName: 'Olga' });
});
afterAll(() => api.close());

const join = (user: TestUser, body: object) => api.call('POST', 'study-group/join', { token: user.token, body });
const getOne = (user: TestUser, id: string) => api.call('GET', `study-group/getOne?id=${id}`, { token: user.token });
const notifications = (user: TestUser, query = '') => api.call('GET', `notification/getAll${query}`, { token: user.token });
const unread = async (user: TestUser) => (await api.call('GET', 'notification/unreadCount', { token: user.token })).body.count as number;

describe('join codes', () => {
  it('members read the code; an outsider, a searcher and a former member do not', async () => {
    const group = await createGroup(api, teacher, [student]);
    const own = await getOne(teacher, group.id);
    expect(own.body.code).toMatch(/^[0-9A-F]{10}$/);
    expect((await getOne(student, group.id)).body.code).toBe(own.body.code);
    expect((await getOne(outsider, group.id)).status).toBe(403);
    const found = await api.call('GET', 'study-group/public?search=Matem', { token: outsider.token });
    expect(found.body.find((g: { id: string }) => g.id === group.id)).toMatchObject({ code: null, profilesId: [] });

    // A former member reads the group of their attempts beside their grades, without its code.
    const assignment = await createAssignment(api, teacher, group.id);
    const question = await addQuestion(api, teacher, assignment.id, sampleQuestions.TRUE_OR_FALSE);
    await api.call('POST', 'assignments/submit', {
      token: student.token,
      body: { assignmentId: assignment.id, clientSubmissionId: crypto.randomUUID(), answers: [{ questionId: question.id, trueOrFalseAnswer: true }] },
    });
    await api.call('DELETE', 'study-group/removeMember', { token: teacher.token, body: { groupId: group.id, profileId: student.profileId } });
    const former = await api.call('GET', `study-group/getAll?ids=${group.id}`, { token: student.token });
    expect(former.body).toEqual([expect.objectContaining({ id: group.id, code: null, profilesId: [] })]);
  });

  it('joins at once by code (any case, with spaces), and refuses joining twice, also when both arrive at once', async () => {
    const group = await createGroup(api, teacher, [], { isPublic: false });
    const { code } = (await getOne(teacher, group.id)).body;
    const typed = `${code.slice(0, 5).toLowerCase()} ${code.slice(5)}`;
    const joined = await join(student, { code: typed });
    expect(joined.status).toBe(200);
    expect(joined.body.joinRequest).toBeNull();
    expect(joined.body.studyGroup).toMatchObject({ id: group.id, code });
    expect(joined.body.studyGroup.profilesId).toContain(student.profileId);

    const again = await join(student, { code });
    expect(again).toMatchObject({ status: 409, body: { message: joinMessages.alreadyMember } });

    const both = await Promise.all([join(classmate, { code }), join(classmate, { code })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses an unknown code, a replaced code and a deactivated group alike (nothing tells a stranger which)', async () => {
    expect(await join(student, { code: 'NOEXISTE00' })).toMatchObject({ status: 404, body: { message: joinMessages.unknownCode } });

    const group = await createGroup(api, teacher);
    const { code: old } = (await getOne(teacher, group.id)).body;
    expect((await api.call('PATCH', `study-group/regenerateCode/${group.id}`, { token: student.token })).status).toBe(403);
    const regenerated = await api.call('PATCH', `study-group/regenerateCode/${group.id}`, { token: teacher.token });
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.code).not.toBe(old);
    expect(await join(student, { code: old })).toMatchObject({ status: 404, body: { message: joinMessages.unknownCode } });

    await api.call('PATCH', `study-group/deactivate/${group.id}`, { token: teacher.token });
    expect(await join(student, { code: regenerated.body.code })).toMatchObject({ status: 404, body: { message: joinMessages.unknownCode } });
    expect((await join(student, {})).status).toBe(400);
    expect((await join(student, { code: old, studyGroupId: group.id })).status).toBe(400);
  });

  it('joins a public group found in search by its id; a private one only with its code', async () => {
    const open = await createGroup(api, teacher, [], { name: 'Química abierta' });
    const closed = await createGroup(api, teacher, [], { name: 'Química privada', isPublic: false });
    const found = await api.call('GET', 'study-group/public?search=qu%C3%ADmica', { token: outsider.token });
    expect(found.body.map((g: { id: string }) => g.id)).toEqual([open.id]);

    expect((await join(outsider, { studyGroupId: open.id })).status).toBe(200);
    expect(await join(outsider, { studyGroupId: closed.id })).toMatchObject({ status: 404, body: { message: joinMessages.codeOnly } });
  });
});

describe('join requests', () => {
  it('a request waits for the owner, who is told; one pending request per student even when sent twice at once', async () => {
    const group = await createGroup(api, teacher, [classmate], { requiresRequest: true, name: 'Historia 2A' });
    const { code } = (await getOne(teacher, group.id)).body;
    const before = await unread(teacher);

    const both = await Promise.all([join(student, { code }), join(student, { code })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const sent = both.find((r) => r.status === 200)!.body;
    expect(sent).toMatchObject({ studyGroup: null, joinRequest: { studyGroupId: group.id, profileId: student.profileId, status: 'PENDING' } });
    expect((await getOne(student, group.id)).status).toBe(403);
    expect(both.find((r) => r.status === 409)!.body.message).toBe(joinMessages.alreadyRequested);

    expect(await unread(teacher)).toBe(before + 1);
    const [latest] = (await notifications(teacher)).body;
    expect(latest).toMatchObject({
      kind: 'JOIN_REQUESTED',
      message: `Sofía Fernández (${student.username}) solicitó unirse al grupo «Historia 2A»`,
      actorId: student.profileId,
      studyGroupId: group.id,
      joinRequestId: sent.joinRequest.id,
      readAt: null,
    });

    // The student sees their own request (and the group's name, not its code or members).
    const mine = await api.call('GET', 'join-request/getAll', { token: student.token });
    expect(mine.body.map((r: { id: string }) => r.id)).toContain(sent.joinRequest.id);
    const seen = await api.call('GET', `study-group/getAll?ids=${group.id}`, { token: student.token });
    expect(seen.body[0]).toMatchObject({ name: 'Historia 2A', code: null, profilesId: [] });
  });

  it('only the owner lists and decides requests; approving makes a member and tells the student', async () => {
    const group = await createGroup(api, teacher, [classmate], { requiresRequest: true });
    const { code } = (await getOne(teacher, group.id)).body;
    const { joinRequest } = (await join(student, { code })).body;

    for (const user of [classmate, outsider, student]) {
      expect((await api.call('GET', `join-request/getAll?groupId=${group.id}`, { token: user.token })).status).toBe(403);
      expect((await api.call('PATCH', `join-request/approve/${joinRequest.id}`, { token: user.token })).status).toBe(403);
    }
    const pending = await api.call('GET', `join-request/getAll?groupId=${group.id}&status=PENDING`, { token: teacher.token });
    expect(pending.body).toEqual([expect.objectContaining({ id: joinRequest.id, status: 'PENDING' })]);

    const before = await unread(student);
    const approved = await api.call('PATCH', `join-request/approve/${joinRequest.id}`, { token: teacher.token });
    expect(approved.status).toBe(200);
    expect(approved.body.joinRequest).toMatchObject({ status: 'APPROVED', decidedAt: expect.any(String) });
    expect(approved.body.studyGroup.profilesId).toContain(student.profileId);
    expect((await getOne(student, group.id)).status).toBe(200);
    expect(await unread(student)).toBe(before + 1);
    expect((await notifications(student)).body[0]).toMatchObject({ kind: 'JOIN_APPROVED', studyGroupId: group.id, actorId: teacher.profileId });

    const twice = await api.call('PATCH', `join-request/reject/${joinRequest.id}`, { token: teacher.token });
    expect(twice).toMatchObject({ status: 409, body: { message: joinMessages.alreadyDecided } });
    expect((await api.call('PATCH', `join-request/approve/00000000-0000-4000-8000-000000000000`, { token: teacher.token })).status).toBe(404);
  });

  it('nobody is let into a deactivated group: approving is refused and the request stays pending; rejecting works', async () => {
    const group = await createGroup(api, teacher, [], { requiresRequest: true });
    const { code } = (await getOne(teacher, group.id)).body;
    const { joinRequest } = (await join(student, { code })).body;
    expect((await api.call('PATCH', `study-group/deactivate/${group.id}`, { token: teacher.token })).status).toBe(200);

    const approved = await api.call('PATCH', `join-request/approve/${joinRequest.id}`, { token: teacher.token });
    expect(approved).toMatchObject({ status: 409, body: { message: joinMessages.inactiveGroup } });
    const pending = await api.call('GET', `join-request/getAll?groupId=${group.id}&status=PENDING`, { token: teacher.token });
    expect(pending.body.map((r: { id: string }) => r.id)).toEqual([joinRequest.id]);
    expect((await getOne(teacher, group.id)).body.profilesId).not.toContain(student.profileId);

    const rejected = await api.call('PATCH', `join-request/reject/${joinRequest.id}`, { token: teacher.token });
    expect(rejected.body.joinRequest.status).toBe('REJECTED');
  });

  it('rejecting leaves the student outside and tells them; they may ask again a day later', async () => {
    const group = await createGroup(api, teacher, [], { requiresRequest: true });
    const { code } = (await getOne(teacher, group.id)).body;
    const { joinRequest } = (await join(outsider, { code })).body;
    const rejected = await api.call('PATCH', `join-request/reject/${joinRequest.id}`, { token: teacher.token });
    expect(rejected.body.joinRequest.status).toBe('REJECTED');
    expect(rejected.body.studyGroup.profilesId).not.toContain(outsider.profileId);
    expect((await notifications(outsider)).body[0]).toMatchObject({ kind: 'JOIN_REJECTED' });
    expect((await join(outsider, { code })).status).toBe(409);
  });
});

describe('notifications', () => {
  it('are written with the change that causes them: added, assignment published, attempt submitted, answer graded', async () => {
    const group = await createGroup(api, teacher, [student], { name: 'Biología 1C' });
    expect((await notifications(student)).body[0]).toMatchObject({
      kind: 'ADDED_TO_GROUP',
      message: `${teacher.username} le añadió al grupo «Biología 1C»`,
      studyGroupId: group.id,
    });

    // Without questions there is nothing to solve yet; the first question publishes it, once.
    const assignment = await createAssignment(api, teacher, group.id, { name: 'Células' });
    expect((await notifications(student)).body[0].kind).toBe('ADDED_TO_GROUP');
    const question = await addQuestion(api, teacher, assignment.id, sampleQuestions.SHORT_ANSWER);
    await addQuestion(api, teacher, assignment.id, sampleQuestions.TRUE_OR_FALSE);
    const published = (await notifications(student, '?unreadOnly=true')).body.filter(
      (n: { assignmentId: string }) => n.assignmentId === assignment.id,
    );
    expect(published).toEqual([
      expect.objectContaining({ kind: 'ASSIGNMENT_PUBLISHED', message: 'Nueva tarea «Células» en el grupo «Biología 1C»' }),
    ]);
    expect(
      (await notifications(teacher)).body.some(
        (n: { assignmentId: string; kind: string }) => n.kind === 'ASSIGNMENT_PUBLISHED' && n.assignmentId === assignment.id,
      ),
    ).toBe(false);

    const submitted = await api.call('POST', 'assignments/submit', {
      token: student.token,
      body: {
        assignmentId: assignment.id,
        clientSubmissionId: crypto.randomUUID(),
        answers: [{ questionId: question.id, shortAnswer: 'Mitocondria' }],
      },
    });
    expect(submitted.status).toBe(201);
    const attemptId = submitted.body.assignmentAttempt.id;
    expect((await notifications(teacher)).body[0]).toMatchObject({
      kind: 'ATTEMPT_SUBMITTED',
      assignmentAttemptId: attemptId,
      actorId: student.profileId,
    });

    const answerId = submitted.body.questionAttempts[0].id;
    await api.call('PATCH', `question/gradeAttempt/${answerId}`, { token: teacher.token, body: { score: 80 } });
    expect((await notifications(student)).body[0]).toMatchObject({ kind: 'ATTEMPT_GRADED', assignmentAttemptId: attemptId });
    // While that one is unread, grading the attempt again adds none.
    const count = await unread(student);
    await api.call('PATCH', `question/gradeAttempt/${answerId}`, { token: teacher.token, body: { score: 90 } });
    expect(await unread(student)).toBe(count);
  });

  it('a refused change writes none', async () => {
    const before = await unread(student);
    const group = await createGroup(api, teacher);
    const refused = await api.call('PATCH', 'study-group/addMembers', {
      token: teacher.token,
      body: { groupId: group.id, profilesId: [student.profileId, '00000000-0000-4000-8000-000000000000'] },
    });
    expect(refused.status).toBe(400);
    expect(await unread(student)).toBe(before);
  });

  it('only their recipient reads or marks them; marking read lowers the count', async () => {
    const group = await createGroup(api, teacher, [student, classmate]);
    const studentsOwn = (await notifications(student)).body as { id: string; studyGroupId: string }[];
    const added = studentsOwn.find((n) => n.studyGroupId === group.id)!;

    // A fellow member cannot read, nor mark, the student's notification.
    const byClassmate = await notifications(classmate, `?ids=${added.id}`);
    expect(byClassmate.body).toEqual([]);
    const markOthers = await api.call('PATCH', 'notification/markRead', { token: classmate.token, body: { ids: [added.id] } });
    expect(markOthers.status).toBe(404);
    expect((await notifications(student, `?ids=${added.id}`)).body[0].readAt).toBeNull();

    const count = await unread(student);
    const marked = await api.call('PATCH', 'notification/markRead', { token: student.token, body: { ids: [added.id] } });
    expect(marked.status).toBe(200);
    expect(marked.body.notifications[0]).toMatchObject({ id: added.id, readAt: expect.any(String) });
    expect(marked.body.unreadCount).toBe(count - 1);

    const all = await api.call('PATCH', 'notification/markRead', { token: student.token, body: {} });
    expect(all.body.unreadCount).toBe(0);
    expect((await notifications(student, '?unreadOnly=true')).body).toEqual([]);
  });

  it('pages newest first', async () => {
    const first = await notifications(student, '?limit=2');
    expect(first.body).toHaveLength(2);
    const next = await notifications(student, `?limit=2&cursor=${first.headers.get('x-next-cursor')}`);
    expect(new Date(first.body[1].createdAt) >= new Date(next.body[0].createdAt)).toBe(true);
    expect(next.body[0].id).not.toBe(first.body[1].id);
  });
});
