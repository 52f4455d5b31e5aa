import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestion,
  createAssignment,
  createGroup,
  sampleQuestions,
  signUp,
  signUpAll,
  startTestApi,
  type TestApi,
  type TestUser,
} from './helpers.js';

// The owner's gradebook: students (by last name) × graded assignments, each grade by its assignment's method, pending and late
// marked, and the same table as CSV (UTF-8 with BOM, one row per student).

let api: TestApi;
let teacher: TestUser;
let ana: TestUser;
let beto: TestUser;
let carla: TestUser;
let groupId: string;
let quizId: string;
let essayId: string;

const submit = (user: TestUser, assignmentId: string, answers: unknown[]) =>
  api.call('POST', 'assignments/submit', { token: user.token, body: { assignmentId, clientSubmissionId: randomUUID(), answers } });

beforeAll(async () => {
  api = await startTestApi();
  [teacher, ana, beto, carla] = await signUpAll(api, 'Carmen Salazar', 'Ana Núñez', 'Beto Ríos', 'Carla Peña');
  groupId = (await createGroup(api, teacher, [ana, beto, carla])).id;
  quizId = (await createAssignment(api, teacher, groupId, { name: 'Evaluación, parte 1', maxAttempts: 3 })).id;
  const tf = (await addQuestion(api, teacher, quizId, sampleQuestions.TRUE_OR_FALSE)).id;
  essayId = (
    await createAssignment(api, teacher, groupId, { name: '=Ensayo', gradingMethod: 'LAST', dueDate: new Date(Date.now() - 3_600_000).toISOString() })
  ).id;
  const essay = (await addQuestion(api, teacher, essayId, sampleQuestions.SHORT_ANSWER)).id;
  // Ana: 0 then 100 on the quiz (highest: 100); a late essay waiting for the teacher. Beto: 0 on the quiz. Carla: nothing.
  await submit(ana, quizId, [{ questionId: tf, trueOrFalseAnswer: false }]);
  await submit(ana, quizId, [{ questionId: tf, trueOrFalseAnswer: true }]);
  await submit(ana, essayId, [{ questionId: essay, shortAnswer: 'La luz se vuelve azúcar' }]);
  await submit(beto, quizId, [{ questionId: tf, trueOrFalseAnswer: false }]);
  // Added by the teacher without an attempt, Carla's names show once she opened the group (until then only her username).
  const gradebookNames = async () =>
    (await api.call('GET', `gradebook/${groupId}`, { token: teacher.token })).body.students.map((s: { firstName: string }) => s.firstName);
  expect(await gradebookNames()).toEqual(['', 'Ana', 'Beto']);
  expect((await api.call('GET', `study-group/getOne?id=${groupId}`, { token: carla.token })).status).toBe(200);
  expect(await gradebookNames()).toEqual(['Ana', 'Carla', 'Beto']);
});
afterAll(() => api.close());

describe('gradebook', () => {
  it("gives the owner every student's grade by method, pending and late marked", async () => {
    const reply = await api.call('GET', `gradebook/${groupId}`, { token: teacher.token });
    expect(reply.status).toBe(200);
    expect(reply.body.assignments.map((a: { name: string }) => a.name)).toEqual(['Evaluación, parte 1', '=Ensayo']);
    expect(reply.body.students.map((s: { firstName: string; lastName: string }) => `${s.firstName} ${s.lastName}`)).toEqual([
      'Ana Núñez',
      'Carla Peña',
      'Beto Ríos',
    ]);
    const byName = Object.fromEntries(reply.body.students.map((s: { username: string; grades: unknown[] }) => [s.username, s.grades]));
    expect(Object.keys(byName).sort()).toEqual([ana.username, beto.username, carla.username].sort());
    expect(byName[ana.username]).toEqual([
      { assignmentId: quizId, grade: 100, attemptCount: 2, pending: false, late: false },
      { assignmentId: essayId, grade: 0, attemptCount: 1, pending: true, late: true },
    ]);
    expect(byName[beto.username]![0]).toMatchObject({ grade: 0, attemptCount: 1 });
    expect(byName[carla.username]).toEqual([
      { assignmentId: quizId, grade: null, attemptCount: 0, pending: false, late: false },
      { assignmentId: essayId, grade: null, attemptCount: 0, pending: false, late: false },
    ]);
  });

  it('exports a CSV with a BOM, a header and one row per student', async () => {
    const response = await fetch(`${api.origin}/api/v1/gradebook/${groupId}/csv`, { headers: { authorization: `Bearer ${teacher.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    // The comma in a name is quoted; a name starting like a formula is defused; each grade has its status beside it.
    expect(lines[0]).toBe(`Nombre,Apellido,Usuario,"Evaluación, parte 1","Evaluación, parte 1 (estado)",'=Ensayo,'=Ensayo (estado),Promedio`);
    expect(lines).toHaveLength(4);
    const rows = Object.fromEntries(lines.slice(1).map((line) => [line.split(',')[2], line]));
    expect(rows[ana.username]).toBe(`Ana,Núñez,${ana.username},100.00,Calificada,0.00,"Pendiente de calificar, entregada con retraso",50.00`);
    expect(rows[beto.username]).toBe(`Beto,Ríos,${beto.username},0.00,Calificada,,Sin intento,0.00`);
    expect(rows[carla.username]).toBe(`Carla,Peña,${carla.username},,Sin intento,,Sin intento,`);
  });

  it('sorts students by last name, first name and username without case or accents', async () => {
    const names = [
      ['Otro', 'Docente'],
      ['Lucía', 'Quispe Mamani'],
      ['Ana', 'Díaz Díaz'],
      ['José', 'Núñez'],
      ['lucía', 'díaz'],
      ['Álvaro', 'Díaz'],
    ];
    const students = [];
    for (const [firstName, lastName] of names) students.push(await signUp(api, { firstName, lastName }));
    const group = (await createGroup(api, teacher, students)).id;
    for (const student of students) await api.call('GET', `study-group/getOne?id=${group}`, { token: student.token });
    const reply = await api.call('GET', `gradebook/${group}`, { token: teacher.token });
    expect(reply.body.students.map((s: { firstName: string; lastName: string }) => `${s.lastName}, ${s.firstName}`)).toEqual([
      'Díaz, Álvaro',
      'díaz, lucía',
      'Díaz Díaz, Ana',
      'Docente, Otro',
      'Núñez, José',
      'Quispe Mamani, Lucía',
    ]);
  });

  it('is for the owner only', async () => {
    expect((await api.call('GET', `gradebook/${groupId}`, { token: ana.token })).status).toBe(403);
    expect((await api.call('GET', `gradebook/${groupId}/csv`, { token: ana.token })).status).toBe(403);
    expect((await api.call('GET', `gradebook/${groupId}`)).status).toBe(401);
  });
});
