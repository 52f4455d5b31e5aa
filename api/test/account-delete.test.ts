import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestion,
  createAssignment,
  createGroup,
  sampleQuestions,
  signUp,
  startTestApi,
  tinyPng,
  type TestApi,
  type TestUser,
} from './helpers.js';

// POST /auth/deleteAccount over HTTP: with the right password the account is deactivated and anonymised at once
// (every session refused, the old login refused, its e-mail free to register again), its attempts stay in the
// teacher's gradebook under 'Usuario eliminado', the groups it owns are deactivated and its pending requests
// withdrawn. A wrong password changes nothing and counts as a failed login.

let api: TestApi;
const events = new EventTarget();
let teacher: TestUser;
let student: TestUser;
let classmate: TestUser;
/** The student's second session, from another login. */
let otherToken: string;
let gradedGroup: string;
let quietGroup: string;
let openGroup: string;
let ownGroup: string;
let pictureUrl: string;

const deleteAccount = (token: string, password: string) => api.call('POST', 'auth/deleteAccount', { token, body: { password } });
const verify = (token: string) => api.call('GET', 'auth/verifyToken', { token });

beforeAll(async () => {
  api = await startTestApi({ notificationEvents: events });
  teacher = await signUp(api, { firstName: 'Teodora', lastName: 'Maestra' });
  student = await signUp(api, { firstName: 'Sonia', lastName: 'Borrable' });
  classmate = await signUp(api, { firstName: 'Carla', lastName: 'Vecina' });
  otherToken = (await api.call('POST', 'auth/login', { body: { email: student.email, password: student.password } })).body.token;

  // A graded group where the student submitted, and one where she did nothing.
  gradedGroup = (await createGroup(api, teacher, [student, classmate], { name: 'Historia 5A' })).id;
  quietGroup = (await createGroup(api, teacher, [student], { name: 'Taller de lectura' })).id;
  const assignmentId = (await createAssignment(api, teacher, gradedGroup, { name: 'Independencia' })).id;
  const tf = (await addQuestion(api, teacher, assignmentId, sampleQuestions.TRUE_OR_FALSE)).id;
  const submitted = await api.call('POST', 'assignments/submit', {
    token: student.token,
    body: { assignmentId, clientSubmissionId: randomUUID(), answers: [{ questionId: tf, trueOrFalseAnswer: true }] },
  });
  expect(submitted.status).toBe(201);
  // A request waiting in a group that asks for them, and a group of her own with the classmate in it.
  openGroup = (await createGroup(api, teacher, [], { name: 'Club de ajedrez', isPublic: true, requiresRequest: true })).id;
  expect((await api.call('POST', 'study-group/join', { token: student.token, body: { studyGroupId: openGroup } })).body.joinRequest.status).toBe(
    'PENDING',
  );
  ownGroup = (await createGroup(api, student, [classmate], { name: 'Grupo de estudio de Sonia' })).id;
  expect((await api.call('GET', `study-group/getOne?id=${ownGroup}`, { token: classmate.token })).body.isActive).toBe(true);

  const form = new FormData();
  form.append('image', new Blob([tinyPng], { type: 'image/png' }), 'foto.png');
  pictureUrl = (await api.call('POST', 'profile/uploadPicture', { token: student.token, body: form })).body.profilePictureUrl;
  expect((await fetch(api.origin + pictureUrl)).status).toBe(200);
});
afterAll(() => api.close());

describe('POST /auth/deleteAccount', () => {
  it('refuses a wrong password with 400 and changes nothing', async () => {
    const reply = await deleteAccount(student.token, 'no-es-la-clave');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'La contraseña no es correcta' });
    expect((await verify(student.token)).body).toMatchObject({ firstName: 'Sonia', email: student.email, isActive: true });
  });

  it('counts wrong passwords as failed logins: after five, even the right one waits (429)', async () => {
    const guessed = await signUp(api, { firstName: 'Gustavo', lastName: 'Adivinado' });
    for (let i = 0; i < 5; i++) expect((await deleteAccount(guessed.token, `intento-${i}-malo`)).status).toBe(400);
    const blocked = await deleteAccount(guessed.token, guessed.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await verify(guessed.token)).status).toBe(200);
  });

  it('deletes the account: every session and the old login refused at once, the gateways told', async () => {
    const { prefix } = (await api.call('GET', '/live/channels')).body;
    const told = new Promise((resolve) => events.addEventListener(`${prefix}sessionsEnded:${student.profileId}`, resolve, { once: true }));
    const reply = await deleteAccount(student.token, student.password);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ deleted: true });
    await told;
    expect((await verify(student.token)).status).toBe(401);
    expect((await verify(otherToken)).status).toBe(401);
    const login = await api.call('POST', 'auth/login', { body: { email: student.email, password: student.password } });
    expect(login.status).toBe(401);
    // Its sessions are gone, devices and User-Agents with them, not merely ended.
    expect(await api.db.query('SELECT id FROM sessions WHERE user_id = $1', [student.userId])).toEqual([]);
  });

  it("keeps the attempt in the teacher's gradebook under 'Usuario eliminado', and no trace of the old names", async () => {
    const gradebook = await api.call('GET', `gradebook/${gradedGroup}`, { token: teacher.token });
    expect(gradebook.status).toBe(200);
    const row = gradebook.body.students.find((s: { profileId: string }) => s.profileId === student.profileId);
    expect(row).toMatchObject({ firstName: 'Usuario', lastName: 'eliminado', username: expect.stringMatching(/^usuario-eliminado-[0-9a-f]{8}$/) });
    expect(row.grades[0]).toMatchObject({ grade: 100, attemptCount: 1 });
    expect(gradebook.body.csv).toContain('Usuario');
    expect(gradebook.body.csv).not.toContain('Borrable');
    // The profile as the teacher reads it, and what the teacher was told when she submitted.
    const profile = await api.call('GET', `profile/getOne?id=${student.profileId}`, { token: teacher.token });
    expect(profile.body).toMatchObject({ firstName: 'Usuario', lastName: 'eliminado', profilePictureUrl: null, email: null });
    // In the group's members list too: no placeholder address that would pass for a real one.
    const members = (await api.call('GET', `profile/getAll?groupId=${gradedGroup}`, { token: teacher.token })).body;
    expect(members).toContainEqual(expect.objectContaining({ id: student.profileId, firstName: 'Usuario', lastName: 'eliminado', email: null }));
    expect(members).toContainEqual(expect.objectContaining({ id: teacher.profileId, email: teacher.email }));
    const notifications = JSON.stringify((await api.call('GET', 'notification/getAll', { token: teacher.token })).body);
    expect(notifications).toContain(`Usuario eliminado (${row.username}) entregó la tarea «Independencia»`);
    expect(notifications).not.toMatch(/Sonia|Borrable/);
  });

  it('leaves the groups where it has no attempts, withdraws its requests and deactivates the groups it owned', async () => {
    const members = async (groupId: string) =>
      (await api.call('GET', `study-group/getOne?id=${groupId}`, { token: teacher.token })).body.profilesId as string[];
    expect(await members(gradedGroup)).toContain(student.profileId);
    expect(await members(quietGroup)).not.toContain(student.profileId);
    const requests = (await api.call('GET', `join-request/getAll?groupId=${openGroup}`, { token: teacher.token })).body;
    expect(requests).toEqual([expect.objectContaining({ profileId: student.profileId, status: 'CANCELLED' })]);
    expect((await api.call('GET', `study-group/getOne?id=${ownGroup}`, { token: classmate.token })).body.isActive).toBe(false);
  });

  it('is found by no profile search, so nobody adds it to a group', async () => {
    const username = (await api.call('GET', `profile/getOne?id=${student.profileId}`, { token: teacher.token })).body.username;
    for (const query of [`username=${username}`, 'search=usuario eliminado', `search=${username}`]) {
      const found = await api.call('GET', `profile/getAll?${query}`, { token: teacher.token });
      expect(found.status).toBe(200);
      expect(found.body).toEqual([]);
    }
  });

  it('removes the profile picture from storage', async () => {
    expect((await fetch(api.origin + pictureUrl)).status).toBe(404);
    expect(await api.storedImages()).not.toContainEqual(expect.stringContaining(pictureUrl.split('/').at(-1)!));
  });

  it('lets the old e-mail register again, as a new account', async () => {
    const again = await api.call('POST', 'auth/create', {
      body: { firstName: 'Sonia', lastName: 'Nueva', email: student.email, phone: '+51 912345678', password: 'otra-clave-123' },
    });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(student.userId);
    const login = await api.call('POST', 'auth/login', { body: { email: student.email, password: 'otra-clave-123' } });
    expect(login.status).toBe(200);
    // The new account starts empty: none of the old one's groups.
    const groups = await api.call('GET', 'study-group/getAll', { token: login.body.token });
    expect(groups.body).toEqual([]);
  });
});
