import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQuestion, createAssignment, createGroup, sampleQuestions, signUpAll, startTestApi, type TestApi, type TestUser } from './helpers.js';

// Progress over time: the owner's dashboard of a group (per graded assignment: mean by grading method, submissions,
// late share, answers to grade) and the student's own grades per assignment. Expected numbers worked out by hand.

let api: TestApi;
let teacher: TestUser;
let ana: TestUser;
let beto: TestUser;
let carla: TestUser;
let dani: TestUser;
let groupId: string;
let quizId: string;
let essayId: string;
let averageId: string;
let anaPendingId: string;

const submit = async (user: TestUser, assignmentId: string, answers: unknown[]) => {
  const reply = await api.call('POST', 'assignments/submit', {
    token: user.token,
    body: { assignmentId, clientSubmissionId: randomUUID(), answers },
  });
  if (reply.status !== 201 && reply.status !== 200) throw new Error(`submit failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as { questionAttempts: { id: string; questionId: string }[] };
};
const dashboard = async (user: TestUser = teacher) => api.call('GET', `progress/study-group/${groupId}`, { token: user.token });
const own = async (user: TestUser, query = '') => api.call('GET', `progress/own${query}`, { token: user.token });

beforeAll(async () => {
  api = await startTestApi();
  [teacher, ana, beto, carla, dani] = await signUpAll(api, 'Carmen Salazar', 'Ana Núñez', 'Beto Ríos', 'Carla Peña', 'Dani Soto');
  groupId = (await createGroup(api, teacher, [ana, beto, carla, dani])).id;
  // 1. A quiz graded by the highest attempt, no due date.
  quizId = (await createAssignment(api, teacher, groupId, { name: 'Cuestionario 1' })).id;
  const tf = (await addQuestion(api, teacher, quizId, sampleQuestions.TRUE_OR_FALSE)).id;
  // 2. An essay graded by the last attempt, already past due: every attempt is late, short answers wait for the teacher.
  essayId = (
    await createAssignment(api, teacher, groupId, { name: 'Ensayo', gradingMethod: 'LAST', dueDate: new Date(Date.now() - 3_600_000).toISOString() })
  ).id;
  const essayTf = (await addQuestion(api, teacher, essayId, sampleQuestions.TRUE_OR_FALSE)).id;
  const essayShort = (await addQuestion(api, teacher, essayId, sampleQuestions.SHORT_ANSWER)).id;
  // 3. Graded by the average of the attempts.
  averageId = (await createAssignment(api, teacher, groupId, { name: 'Repaso', gradingMethod: 'AVERAGE' })).id;
  const averageTf = (await addQuestion(api, teacher, averageId, sampleQuestions.TRUE_OR_FALSE)).id;
  // Neither a draft nor an assignment open for practice (Modo Libre) is on the dashboard.
  const draft = (await createAssignment(api, teacher, groupId, { name: 'Borrador', draft: true })).id;
  await addQuestion(api, teacher, draft, sampleQuestions.TRUE_OR_FALSE);

  // Quiz: Ana 0 then 100 (highest 100), Beto 0, Carla 100, Dani nothing.
  await submit(ana, quizId, [{ questionId: tf, trueOrFalseAnswer: false }]);
  await submit(ana, quizId, [{ questionId: tf, trueOrFalseAnswer: true }]);
  await submit(beto, quizId, [{ questionId: tf, trueOrFalseAnswer: false }]);
  await submit(carla, quizId, [{ questionId: tf, trueOrFalseAnswer: true }]);
  // Essay: Ana right on the true/false (50 while her short answer waits), Beto wrong (0), both pending.
  const anaEssay = await submit(ana, essayId, [
    { questionId: essayTf, trueOrFalseAnswer: true },
    { questionId: essayShort, shortAnswer: 'La planta usa la luz' },
  ]);
  anaPendingId = anaEssay.questionAttempts.find((a) => a.questionId === essayShort)!.id;
  await submit(beto, essayId, [
    { questionId: essayTf, trueOrFalseAnswer: false },
    { questionId: essayShort, shortAnswer: 'No sé' },
  ]);
  // Average: Ana 100 then 0 (average 50).
  await submit(ana, averageId, [{ questionId: averageTf, trueOrFalseAnswer: true }]);
  await submit(ana, averageId, [{ questionId: averageTf, trueOrFalseAnswer: false }]);
});
afterAll(() => api.close());

describe('group progress', () => {
  it("gives the owner each graded assignment's mean, submissions, late share and pending answers, oldest published first", async () => {
    const reply = await dashboard();
    expect(reply.status).toBe(200);
    const rows = reply.body.assignments;
    expect(rows.map((r: { assignmentId: string }) => r.assignmentId)).toEqual([quizId, essayId, averageId]);
    // Quiz: (100 + 0 + 100) / 3; 3 of 4 students; 4 attempts, none late.
    expect(rows[0]).toMatchObject({ submittedCount: 3, studentCount: 4, submissionRate: 75, lateShare: 0, pendingCount: 0, dueAt: null });
    expect(rows[0].mean).toBeCloseTo(200 / 3, 6);
    // Essay: (50 + 0) / 2; 2 of 4; both attempts late; two short answers to grade.
    expect(rows[1]).toMatchObject({ submittedCount: 2, studentCount: 4, submissionRate: 50, lateShare: 100, pendingCount: 2 });
    expect(rows[1].mean).toBeCloseTo(25, 6);
    expect(rows[1].dueAt).not.toBeNull();
    // Average: Ana's (100 + 0) / 2; 1 of 4.
    expect(rows[2]).toMatchObject({ submittedCount: 1, studentCount: 4, submissionRate: 25, lateShare: 0, pendingCount: 0 });
    expect(rows[2].mean).toBeCloseTo(50, 6);
    const published = rows.map((r: { publishedAt: string }) => Date.parse(r.publishedAt));
    expect(published).toEqual([...published].sort((a, b) => a - b));
  });

  it('follows grading: a graded short answer leaves the pending count and raises the mean', async () => {
    const graded = await api.call('PATCH', `question/gradeAttempt/${anaPendingId}`, { token: teacher.token, body: { score: 100 } });
    expect(graded.status).toBe(200);
    const essay = (await dashboard()).body.assignments[1];
    // Ana now 100, Beto 0: mean 50; one short answer (Beto's) left.
    expect(essay.mean).toBeCloseTo(50, 6);
    expect(essay.pendingCount).toBe(1);
  });

  it('shows an assignment nobody submitted with no mean, and a group without students with rate 0', async () => {
    const lonely = (await createGroup(api, teacher, [])).id;
    const id = (await createAssignment(api, teacher, lonely, { name: 'Sin alumnos' })).id;
    await addQuestion(api, teacher, id, sampleQuestions.TRUE_OR_FALSE);
    const reply = await api.call('GET', `progress/study-group/${lonely}`, { token: teacher.token });
    expect(reply.body.assignments).toEqual([
      expect.objectContaining({ assignmentId: id, mean: null, submittedCount: 0, studentCount: 0, submissionRate: 0, lateShare: 0, pendingCount: 0 }),
    ]);
  });

  it('is for the owner only', async () => {
    expect((await dashboard(ana)).status).toBe(403);
    const stranger = (await signUpAll(api, 'Elena Vargas'))[0];
    expect((await dashboard(stranger)).status).toBe(403);
    expect((await api.call('GET', `progress/study-group/${randomUUID()}`, { token: teacher.token })).status).toBe(404);
    expect((await api.call('GET', 'progress/study-group/no-es-un-id', { token: teacher.token })).status).toBe(400);
    expect((await api.call('GET', `progress/study-group/${groupId}`)).status).toBe(401);
  });
});

describe('own progress', () => {
  it("gives the student their grade per assignment by the grading method, oldest last submission first, and nobody else's", async () => {
    const reply = await own(ana);
    expect(reply.status).toBe(200);
    expect(reply.body.grades.map((g: { assignmentId: string; grade: number; pending: boolean }) => [g.assignmentId, g.grade, g.pending])).toEqual([
      [quizId, 100, false],
      [essayId, 100, false],
      [averageId, 50, false],
    ]);
    const times = reply.body.grades.map((g: { submittedAt: string }) => Date.parse(g.submittedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await own(beto)).body.grades.map((g: { grade: number; pending: boolean }) => [g.grade, g.pending])).toEqual([
      [0, false],
      [0, true],
    ]);
    expect((await own(dani)).body.grades).toEqual([]);
    expect((await own(teacher)).body.grades).toEqual([]);
  });

  it('takes at most `first` points and refuses a bad one in Spanish', async () => {
    expect((await own(ana, '?first=1')).body.grades.map((g: { assignmentId: string }) => g.assignmentId)).toEqual([quizId]);
    const bad = await own(ana, '?first=0');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/first/);
    expect((await api.call('GET', 'progress/own')).status).toBe(401);
  });
});

// Run last: these add assignments to Ana's own progress.
describe('group progress denominators', () => {
  it('gives the late share over the students who submitted, by the attempt their grade counts', async () => {
    const group = (await createGroup(api, teacher, [ana, beto, carla])).id;
    const id = (
      await createAssignment(api, teacher, group, {
        name: 'Tarea con plazo',
        gradingMethod: 'LAST',
        dueDate: new Date(Date.now() + 2500).toISOString(),
      })
    ).id;
    const tf = (await addQuestion(api, teacher, id, sampleQuestions.TRUE_OR_FALSE)).id;
    await submit(ana, id, [{ questionId: tf, trueOrFalseAnswer: true }]);
    await submit(beto, id, [{ questionId: tf, trueOrFalseAnswer: true }]);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    // After the due date: Carla's only attempt and Ana's second (her last, the one her grade counts) are late.
    await submit(carla, id, [{ questionId: tf, trueOrFalseAnswer: false }]);
    await submit(ana, id, [{ questionId: tf, trueOrFalseAnswer: false }]);
    const [row] = (await api.call('GET', `progress/study-group/${group}`, { token: teacher.token })).body.assignments;
    // 2 of the 3 students who submitted (not 2 of 4 attempts).
    expect(row).toMatchObject({ submittedCount: 3, studentCount: 3, submissionRate: 100 });
    expect(row.lateShare).toBeCloseTo((100 * 2) / 3, 6);
  });

  it('keeps a student who left after submitting: counted as submitted, their answers still to grade', async () => {
    const group = (await createGroup(api, teacher, [ana, beto])).id;
    const id = (await createAssignment(api, teacher, group, { name: 'Antes de irse' })).id;
    const tf = (await addQuestion(api, teacher, id, sampleQuestions.TRUE_OR_FALSE)).id;
    const short = (await addQuestion(api, teacher, id, sampleQuestions.SHORT_ANSWER)).id;
    await submit(beto, id, [
      { questionId: tf, trueOrFalseAnswer: true },
      { questionId: short, shortAnswer: 'La luz del sol' },
    ]);
    expect((await api.call('PATCH', `study-group/leave/${group}`, { token: beto.token, body: {} })).status).toBe(200);
    const [row] = (await api.call('GET', `progress/study-group/${group}`, { token: teacher.token })).body.assignments;
    // Ana (a member) and Beto (gone, but he submitted): 1 of 2; his short answer still waits; mean 50 (true/false right).
    expect(row).toMatchObject({ submittedCount: 1, studentCount: 2, submissionRate: 50, pendingCount: 1 });
    expect(row.mean).toBeCloseTo(50, 6);
  });
});

describe('progress of an assignment opened for practice afterwards', () => {
  it('keeps its graded attempts: the dashboard row, its answers to grade and the student’s grade', async () => {
    const group = (await createGroup(api, teacher, [ana, beto])).id;
    const id = (await createAssignment(api, teacher, group, { name: 'Tarea un intento' })).id;
    const tf = (await addQuestion(api, teacher, id, sampleQuestions.TRUE_OR_FALSE)).id;
    const short = (await addQuestion(api, teacher, id, sampleQuestions.SHORT_ANSWER)).id;
    // Opened for practice from the start and never graded: not a column of the dashboard.
    const practice = (await createAssignment(api, teacher, group, { name: 'Repaso libre', openForPractice: true })).id;
    await addQuestion(api, teacher, practice, sampleQuestions.TRUE_OR_FALSE);
    await submit(ana, id, [
      { questionId: tf, trueOrFalseAnswer: true },
      { questionId: short, shortAnswer: 'La luz del sol' },
    ]);
    let opened = await api.call('PATCH', `assignments/update/${id}`, { token: teacher.token, body: { openForPractice: true } });
    if (opened.status === 409)
      opened = await api.call('PATCH', `assignments/update/${id}`, {
        token: teacher.token,
        body: { openForPractice: true, confirmPractisedKeys: true },
      });
    expect(opened.status).toBe(200);
    const { assignments } = (await api.call('GET', `progress/study-group/${group}`, { token: teacher.token })).body;
    expect(assignments.map((row: { assignmentId: string }) => row.assignmentId)).toEqual([id]);
    expect(assignments[0]).toMatchObject({ submittedCount: 1, studentCount: 2, pendingCount: 1 });
    expect(assignments[0].mean).toBeCloseTo(50, 6);
    const grades = (await own(ana)).body.grades.filter((g: { assignmentId: string }) => g.assignmentId === id);
    expect(grades.map((g: { grade: number; pending: boolean }) => [g.grade, g.pending])).toEqual([[50, true]]);
  });
});
