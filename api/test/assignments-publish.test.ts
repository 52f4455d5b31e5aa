import { describe, expect, it } from 'vitest';
import {
  addQuestion,
  createAssignment,
  createGroup,
  openTestDatabase,
  sampleQuestions,
  signUp,
  startTestApi,
  type TestApi,
  type TestUser,
} from './helpers.js';
import {
  answersScoring,
  api,
  classmate,
  groupId,
  outsider,
  startClassroom,
  student,
  submit,
  teacher,
  twoQuestionAssignment,
} from './classroomFixture.js';

// Drafts and publishing: a new assignment is a draft members do not see; publishing now tells them once; a scheduled
// one appears on time, told once by whichever api process runs its job, also after a restart; a copy is a draft.

startClassroom({ classmate: true, outsider: true });

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const publish = (user: TestUser, id: string, body: Record<string, unknown> = {}, on: TestApi = api) =>
  on.call('POST', `assignments/publish/${id}`, { token: user.token, body });
const readAs = (user: TestUser, id: string, on: TestApi = api) => on.call('GET', `assignments/getOne?id=${id}`, { token: user.token });
const listAs = (user: TestUser) => api.call('GET', `assignments/getAll?studyGroupId=${groupId}`, { token: user.token });
const start = (user: TestUser, assignmentId: string) => api.call('POST', 'assignments/startAttempt', { token: user.token, body: { assignmentId } });

/** How many ASSIGNMENT_PUBLISHED notifications `user` holds for the assignment, read over HTTP. */
async function announcements(user: TestUser, assignmentId: string, on: TestApi = api) {
  const reply = await on.call<{ kind: string; assignmentId: string }[]>('GET', 'notification/getAll?limit=100', { token: user.token });
  return reply.body.filter((n) => n.kind === 'ASSIGNMENT_PUBLISHED' && n.assignmentId === assignmentId).length;
}

/** A draft with one question (the fixture helpers publish unless asked not to). */
async function draft(overrides: Record<string, unknown> = {}) {
  const { id } = await createAssignment(api, teacher, groupId, { draft: true, ...overrides });
  await addQuestion(api, teacher, id, sampleQuestions.TRUE_OR_FALSE);
  return id;
}

/** Waits until `check` holds, polling, for at most `seconds`. */
async function eventually(check: () => Promise<boolean>, seconds = 10) {
  const until = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a draft', () => {
  it('is hidden from members (lists, reads, starts) and tells nobody', async () => {
    const id = await draft();
    expect((await readAs(teacher, id)).body).toMatchObject({ status: 'DRAFT', publishedAt: null, publishAt: null, questionCount: 1 });
    const read = await readAs(student, id);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('No se encontró el recurso');
    expect((await listAs(student)).body.map((a: { id: string }) => a.id)).not.toContain(id);
    expect((await api.call('GET', `question/getQuestionsByAssignment?assignmentId=${id}`, { token: student.token })).status).toBe(404);
    expect((await api.call('GET', `question/getQuestionsByAssignment?assignmentId=${id}`, { token: teacher.token })).body).toHaveLength(1);
    expect((await start(student, id)).status).toBe(404);
    expect((await submit(student, id, { answers: [] })).status).toBe(404);
    expect(await announcements(student, id)).toBe(0);
  });

  it('cannot be published without questions, nor by anyone but its owner, nor at an invalid time', async () => {
    const { id: empty } = await createAssignment(api, teacher, groupId, { draft: true });
    const refused = await publish(teacher, empty);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('No se puede publicar una tarea sin preguntas: añada al menos una');
    const id = await draft();
    expect((await publish(student, id)).status).toBe(404);
    expect((await publish(outsider, id)).status).toBe(403);
    const invalid = await publish(teacher, id, { publishAt: 'mañana' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('La fecha de publicación no es válida');
  });
});

describe('publishing now', () => {
  it('shows it to members and tells each of them once, however often it is published or edited again', async () => {
    const id = await draft();
    const reply = await publish(teacher, id, { publishAt: secondsFromNow(-60) });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'PUBLISHED', publishAt: null });
    expect(Date.parse(reply.body.publishedAt)).toBeGreaterThan(Date.now() - 10_000);
    expect((await readAs(student, id)).body).toMatchObject({ id, status: 'PUBLISHED' });
    expect((await listAs(classmate)).body.map((a: { id: string }) => a.id)).toContain(id);

    expect((await publish(teacher, id)).body.publishedAt).toBe(reply.body.publishedAt);
    await addQuestion(api, teacher, id, sampleQuestions.NUMERICAL);
    expect([await announcements(student, id), await announcements(classmate, id), await announcements(teacher, id)]).toEqual([1, 1, 0]);
  });
});

describe('scheduling', () => {
  it('keeps it hidden until publishAt, and may go back to a draft until then', async () => {
    const id = await draft();
    const publishAt = new Date(Date.now() + 3_600_000).toISOString().replace(/\.\d+Z$/, '.000Z');
    const reply = await publish(teacher, id, { publishAt });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'SCHEDULED', publishAt, publishedAt: null });
    expect((await readAs(student, id)).status).toBe(404);

    const back = await api.call('POST', `assignments/unschedule/${id}`, { token: teacher.token });
    expect(back.body).toMatchObject({ status: 'DRAFT', publishAt: null });
    await publish(teacher, id);
    const late = await api.call('POST', `assignments/unschedule/${id}`, { token: teacher.token });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('La tarea ya está publicada: no puede volver a ser borrador');
  });

  it('publishes on time once with two api processes on one database: one notification per member', async () => {
    const other = await startTestApi({}, { db: api.db, jwtSecret: api.jwtSecret });
    try {
      const id = await draft();
      expect((await publish(teacher, id, { publishAt: secondsFromNow(2) })).body.status).toBe('SCHEDULED');
      await eventually(async () => (await announcements(student, id, other)) > 0);
      expect((await readAs(student, id, other)).body.status).toBe('PUBLISHED');
      // Both processes poll the queue: give the slower one time to (not) send it again.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect([await announcements(student, id), await announcements(classmate, id), await announcements(teacher, id)]).toEqual([1, 1, 0]);
    } finally {
      await other.close();
    }
  });
});

describe('across a restart', () => {
  it('announces what fell due while no api ran, once, when one starts again', async () => {
    const { db, drop } = await openTestDatabase();
    const shared = { db, jwtSecret: 'restart-secret' };
    try {
      const before = await startTestApi({}, shared);
      const [owner, member] = [await signUp(before, { firstName: 'Inés' }), await signUp(before, { firstName: 'Pablo' })];
      const group = (await createGroup(before, owner, [member])).id;
      const { id } = await createAssignment(before, owner, group, { draft: true });
      await addQuestion(before, owner, id, sampleQuestions.TRUE_OR_FALSE);
      expect((await publish(owner, id, { publishAt: secondsFromNow(1.5) }, before)).body.status).toBe('SCHEDULED');
      await before.close();

      await new Promise((resolve) => setTimeout(resolve, 2500));
      const after = await startTestApi({}, shared);
      try {
        await eventually(async () => (await announcements(member, id, after)) > 0);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        expect(await announcements(member, id, after)).toBe(1);
      } finally {
        await after.close();
      }
    } finally {
      await drop();
    }
  });
});

describe('duplicating', () => {
  it('copies settings and questions into another of the owner’s groups as a draft, once per clientMutationId', async () => {
    const { id, questions } = await twoQuestionAssignment({ maxAttempts: 3, gradingMethod: 'LAST', timeLimitMinutes: 20 });
    const otherGroup = (await createGroup(api, teacher, [classmate], { name: 'Otro grupo' })).id;
    const body = { studyGroupId: otherGroup, clientMutationId: `copy-${id}` };
    const copy = await api.call('POST', `assignments/duplicate/${id}`, { token: teacher.token, body });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ studyGroupId: otherGroup, status: 'DRAFT', maxAttempts: 3, gradingMethod: 'LAST', timeLimitMinutes: 20 });
    expect(copy.body.id).not.toBe(id);
    expect(copy.body.questionsIds).toEqual(questions);
    expect((await api.call('POST', `assignments/duplicate/${id}`, { token: teacher.token, body })).body.id).toBe(copy.body.id);
    expect((await readAs(classmate, copy.body.id)).status).toBe(404);
    expect(await announcements(classmate, copy.body.id)).toBe(0);

    const foreign = await createGroup(api, outsider, [], { name: 'Ajeno' });
    expect((await api.call('POST', `assignments/duplicate/${id}`, { token: teacher.token, body: { studyGroupId: foreign.id } })).status).toBe(403);
    expect((await api.call('POST', `assignments/duplicate/${id}`, { token: student.token, body: { studyGroupId: groupId } })).status).toBe(403);
  });
});

describe('closing', () => {
  it('refuses a closing time at or before the due date', async () => {
    const reply = await api.call('POST', 'assignments/create', {
      token: teacher.token,
      body: { name: 'Con cierre', description: 'Algo', studyGroupId: groupId, dueDate: secondsFromNow(7200), closeAt: secondsFromNow(3600) },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('La fecha de cierre debe ser posterior a la fecha límite');
  });

  it('refuses starts and submissions after closeAt, even of an attempt started before it', async () => {
    const closeAt = secondsFromNow(3600);
    const { id, questions } = await twoQuestionAssignment({ dueDate: secondsFromNow(1800), closeAt });
    expect((await readAs(student, id)).body.closeAt).toBe(new Date(closeAt).toISOString());
    const opened = await start(student, id);
    expect(opened.status).toBe(201);
    await api.db.query("UPDATE assignments SET due_date = now() - interval '2 hours', close_at = now() - interval '1 hour' WHERE id = $1", [id]);

    const late = await submit(student, id, { answers: answersScoring(questions, 100), attemptStartId: opened.body.id });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('La tarea está cerrada: ya no admite intentos ni envíos');
    expect((await start(classmate, id)).status).toBe(409);
  });
});
