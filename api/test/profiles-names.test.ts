import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQuestion, createAssignment, createGroup, sampleQuestions, signUp, startTestApi, type TestApi, type TestUser } from './helpers.js';

// Real names over HTTP: a group's owner reads its students' names and e-mails (members who joined or opened the group,
// requesters, students with attempts, also after they left); classmates, strangers and whoever merely added someone
// to a group of their own never receive them. The search finds names and
// usernames ignoring case and accents, and public groups say who teaches them and how many they are.

let api: TestApi;
let teacher: TestUser;
let student: TestUser;
let classmate: TestUser;
let stranger: TestUser;
let groupId: string;

beforeAll(async () => {
  api = await startTestApi();
  teacher = await signUp(api, { firstName: 'Elena', lastName: 'Torres' });
  student = await signUp(api, { firstName: 'Martín', lastName: 'Díaz Quispe' });
  classmate = await signUp(api, { firstName: 'Carla', lastName: 'Ñahui' });
  stranger = await signUp(api, { firstName: 'Olga', lastName: 'Diaz' });
  groupId = (await createGroup(api, teacher, [student, classmate], { name: '3.º A', isPublic: true })).id;
  // Added by the owner, they open the group: from then on its owner reads their names.
  for (const member of [student, classmate]) {
    expect((await api.call('GET', `study-group/getOne?id=${groupId}`, { token: member.token })).status).toBe(200);
  }
});
afterAll(() => api.close());

const profiles = async (viewer: TestUser, query: string) => {
  const reply = await api.call<Array<Record<string, unknown>>>('GET', `profile/getAll?${query}`, { token: viewer.token });
  expect(reply.status).toBe(200);
  return reply.body;
};
const named = (user: TestUser, firstName: string, lastName: string) => ({
  id: user.profileId,
  username: user.username,
  firstName,
  lastName,
  email: user.email,
});
const unnamed = (user: TestUser) => ({ id: user.profileId, username: user.username, firstName: null, lastName: null, email: null });

describe('who reads first name, last name and e-mail', () => {
  it("the owner reads every member's, in one batch by ids", async () => {
    const rows = await profiles(teacher, `ids=${[student, classmate, stranger].map((u) => u.profileId).join(',')}`);
    expect(rows).toMatchObject([named(student, 'Martín', 'Díaz Quispe'), named(classmate, 'Carla', 'Ñahui'), unnamed(stranger)]);
  });

  it('a classmate reads only usernames; everyone reads their own names', async () => {
    const rows = await profiles(classmate, `groupId=${groupId}`);
    expect(rows).toMatchObject([unnamed(teacher), unnamed(student), named(classmate, 'Carla', 'Ñahui')]);
    const own = await api.call('GET', 'profile/getOne', { token: stranger.token });
    expect(own.body).toMatchObject(named(stranger, 'Olga', 'Diaz'));
    const other = await api.call('GET', `profile/getOne?id=${student.profileId}`, { token: stranger.token });
    expect(other.body).toMatchObject(unnamed(student));
  });

  it('the owner reads a requester, and a student who left after an attempt', async () => {
    const asking = await signUp(api, { firstName: 'Rosa', lastName: 'Pérez' });
    const closed = await createGroup(api, teacher, [], { name: 'Con solicitud', requiresRequest: true });
    const code = (await api.call('GET', `study-group/getOne?id=${closed.id}`, { token: teacher.token })).body.code;
    expect((await api.call('POST', 'study-group/join', { token: asking.token, body: { code } })).status).toBe(200);
    expect((await api.call('GET', `profile/getOne?id=${asking.profileId}`, { token: teacher.token })).body).toMatchObject(
      named(asking, 'Rosa', 'Pérez'),
    );

    const leaver = await signUp(api, { firstName: 'Luis', lastName: 'Gómez' });
    const group = await createGroup(api, teacher, [leaver], { name: 'Historia' });
    const assignment = await createAssignment(api, teacher, group.id);
    const question = await addQuestion(api, teacher, assignment.id, sampleQuestions.TRUE_OR_FALSE);
    const submitted = await api.call('POST', 'assignments/submit', {
      token: leaver.token,
      body: { assignmentId: assignment.id, clientSubmissionId: randomUUID(), answers: [{ questionId: question.id, trueOrFalseAnswer: true }] },
    });
    expect(submitted.status).toBeLessThan(300);
    expect((await api.call('PATCH', `study-group/leave/${group.id}`, { token: leaver.token })).status).toBe(200);
    expect((await profiles(teacher, `ids=${leaver.profileId}`))[0]).toMatchObject(named(leaver, 'Luis', 'Gómez'));
  });
});

describe('adding someone to a group of your own', () => {
  it('does not reveal their names until they open the group', async () => {
    const curious = await signUp(api, { firstName: 'José', lastName: 'Núñez' });
    const victims = await signUp(api, { firstName: 'Lucía', lastName: 'Quispe' });
    const group = await createGroup(api, curious, [victims, teacher], { name: 'Grupo curioso' });
    const members = () => profiles(curious, `groupId=${group.id}`);
    expect(await members()).toMatchObject([unnamed(teacher), named(curious, 'José', 'Núñez'), unnamed(victims)]);
    expect((await api.call('GET', `profile/getOne?id=${victims.profileId}`, { token: curious.token })).body).toMatchObject(unnamed(victims));

    expect((await api.call('GET', `study-group/getOne?id=${group.id}`, { token: victims.token })).status).toBe(200);
    expect(await members()).toMatchObject([unnamed(teacher), named(curious, 'José', 'Núñez'), named(victims, 'Lucía', 'Quispe')]);
  });

  it('reveals a member who starts an attempt in the group', async () => {
    const owner = await signUp(api);
    const solver = await signUp(api, { firstName: 'Raúl', lastName: 'Vega' });
    const group = await createGroup(api, owner, [solver], { name: 'Con tarea' });
    const assignment = await createAssignment(api, owner, group.id);
    await addQuestion(api, owner, assignment.id, sampleQuestions.TRUE_OR_FALSE);
    expect((await profiles(owner, `ids=${solver.profileId}`))[0]).toMatchObject(unnamed(solver));
    const started = await api.call('POST', 'assignments/startAttempt', { token: solver.token, body: { assignmentId: assignment.id } });
    expect(started.status).toBeLessThan(300);
    expect((await profiles(owner, `ids=${solver.profileId}`))[0]).toMatchObject(named(solver, 'Raúl', 'Vega'));
  });

  it('reveals those who joined by code at once', async () => {
    const owner = await signUp(api);
    const joiner = await signUp(api, { firstName: 'Inés', lastName: 'Rojas' });
    const group = await createGroup(api, owner, [], { name: 'Con código' });
    const code = (await api.call('GET', `study-group/getOne?id=${group.id}`, { token: owner.token })).body.code;
    expect((await api.call('POST', 'study-group/join', { token: joiner.token, body: { code } })).status).toBe(200);
    expect((await profiles(owner, `ids=${joiner.profileId}`))[0]).toMatchObject(named(joiner, 'Inés', 'Rojas'));
  });
});

describe('member search', () => {
  const search = async (viewer: TestUser, text: string) =>
    (await profiles(viewer, `search=${encodeURIComponent(text)}&excludeGroupId=${groupId}`)).map((p) => p.id);

  it('matches last names ignoring case and accents, both ways', async () => {
    const other = await createGroup(api, teacher, [], { name: 'Vacío' });
    const found = async (text: string) => (await profiles(teacher, `search=${encodeURIComponent(text)}&excludeGroupId=${other.id}`)).map((p) => p.id);
    expect(await found('diaz')).toEqual(expect.arrayContaining([student.profileId, stranger.profileId]));
    expect(await found('DÍAZ')).toEqual(expect.arrayContaining([student.profileId, stranger.profileId]));
    expect(await found('nahui')).toEqual([classmate.profileId]);
    expect(await found('martin díaz')).toEqual([student.profileId]);
    expect(await found(student.username.toUpperCase())).toContain(student.profileId);
  });

  it('shows the names of a match only to whom may read them', async () => {
    expect(await search(teacher, 'díaz')).toEqual([stranger.profileId]);
    const [row] = await profiles(teacher, `search=olga&excludeGroupId=${groupId}`);
    expect(row).toMatchObject(unnamed(stranger));
  });

  it('matches names by whole words only, so a search cannot spell a name out letter by letter', async () => {
    // The username keeps the first 24 letters of the names: 'maximilianoalejandrofern'.
    const long = await signUp(api, { firstName: 'Maximiliano Alejandro', lastName: 'Fernández Villanueva' });
    expect(await search(teacher, 'villanueva')).toEqual([long.profileId]);
    expect(await search(teacher, 'Villanu')).toEqual([]);
  });

  it('returns at most 5 profiles', async () => {
    for (let i = 0; i < 6; i++) await signUp(api, { firstName: 'Zoila', lastName: `Álvarez${i}` });
    expect(await search(teacher, 'alvarez')).toHaveLength(5);
  });
});

describe('public groups', () => {
  it("say the teacher's name and the member count; members read the name, outsiders of a private group do not", async () => {
    const rows = (await api.call<Array<Record<string, unknown>>>('GET', 'study-group/public?search=3.º', { token: stranger.token })).body;
    expect(rows.find((g) => g.id === groupId)).toMatchObject({ ownerName: 'Elena Torres', memberCount: 3, code: null, profilesId: [] });
    const hidden = await createGroup(api, teacher, [student], { name: 'Privado', isPublic: false });
    const asMember = await api.call('GET', `study-group/getOne?id=${hidden.id}`, { token: student.token });
    expect(asMember.body).toMatchObject({ ownerName: 'Elena Torres', memberCount: 2 });
  });
});
