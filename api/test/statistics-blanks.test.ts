import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQuestion, createAssignment, createGroup, signUpAll, startTestApi, type TestApi, type TestUser } from './helpers.js';

// Statistics of questions left unanswered (they count 0, as in the attempt's grade and in Moodle), of answers still
// waiting for the teacher (out of the right share), and of questions no longer in the assignment.

let api: TestApi;
let teacher: TestUser;
let students: TestUser[];
let groupId: string;

const statistics = (id: string, attempts = 'ALL') => api.call('GET', `statistics/${id}?attempts=${attempts}`, { token: teacher.token });
const submit = async (student: TestUser, assignmentId: string, answers: Record<string, unknown>[]) => {
  const reply = await api.call('POST', 'assignments/submit', {
    token: student.token,
    body: { assignmentId, clientSubmissionId: randomUUID(), answers },
  });
  expect(reply.status).toBe(201);
  return reply.body;
};
const marks = (q: any) => q.responses[0].answers.map((a: any) => [a.answer, a.count, a.share, a.correct, a.mostChosenWrong]);

beforeAll(async () => {
  api = await startTestApi();
  [teacher, ...students] = await signUpAll(api, 'Carmen Salazar', 'Ana Núñez', 'Beto Ríos', 'Carla Peña', 'Diego Soto');
  groupId = (await createGroup(api, teacher, students)).id;
});
afterAll(() => api.close());

describe('statistics of unanswered questions', () => {
  it('counts a question left unanswered as 0 in its numbers and lists it as Sin respuesta', async () => {
    const id = (await createAssignment(api, teacher, groupId, { name: 'Blancos', gradingMethod: 'HIGHEST' })).id;
    const tf = (await addQuestion(api, teacher, id, { type: 'TRUE_OR_FALSE', statement: 'Uno es impar', correctAnswer: true })).id;
    const num = (await addQuestion(api, teacher, id, { type: 'NUMERICAL', statement: 'Dos más dos', answers: [{ value: 4, tolerance: 0 }] })).id;
    const [ana, beto, carla, diego] = students as [TestUser, TestUser, TestUser, TestUser];
    await submit(ana, id, [
      { questionId: tf, trueOrFalseAnswer: true },
      { questionId: num, numericalAnswer: 4 },
    ]);
    // Beto and Diego leave 'Dos más dos' blank: their grades count it 0 (50 and 0; the mean below is 37.5).
    await submit(beto, id, [{ questionId: tf, trueOrFalseAnswer: true }]);
    await submit(carla, id, [
      { questionId: tf, trueOrFalseAnswer: false },
      { questionId: num, numericalAnswer: 5 },
    ]);
    await submit(diego, id, [{ questionId: tf, trueOrFalseAnswer: false }]);

    const { body } = await statistics(id);
    expect(body.mean).toBe(37.5);
    const [first, second] = body.questions;
    expect(first).toMatchObject({ attemptCount: 4, pendingCount: 0, facility: 50 });
    // Scores 100, 0 (blank), 0, 0 (blank): 4 counted, facility 25; the facilities' mean is the attempts' mean.
    expect(second).toMatchObject({ attemptCount: 4, pendingCount: 0, facility: 25, inAssignment: true, position: 2 });
    expect((first.facility + second.facility) / 2).toBe(body.mean);
    expect(second.standardDeviation).toBeCloseTo(50, 9);
    // The rest of each attempt (the other question): 100, 100, 0, 0 against 100, 0, 0, 0.
    expect(second.discrimination).toBeCloseTo((100 * 1) / Math.sqrt(3), 9);
    // Blanks are the wrong answer given most (2, against one '5').
    expect(second.responses[0]).toMatchObject({ label: null, answerCount: 4, rightShare: 25 });
    expect(marks(second)).toEqual([
      ['4', 1, 25, true, false],
      ['5', 1, 25, false, false],
      ['Sin respuesta', 2, 50, false, true],
    ]);
    // Each student's best (GRADED, HIGHEST) is their only attempt here: the same numbers.
    expect((await statistics(id, 'GRADED')).body.questions[1]).toMatchObject({ attemptCount: 4, facility: 25 });
  });

  it('leaves pending answers out of the right share, null when none is graded', async () => {
    const id = (await createAssignment(api, teacher, groupId, { name: 'Ensayo' })).id;
    const essay = (await addQuestion(api, teacher, id, { type: 'SHORT_ANSWER', statement: 'Explique la fotosíntesis' })).id;
    const tf = (await addQuestion(api, teacher, id, { type: 'TRUE_OR_FALSE', statement: 'El sol es una estrella', correctAnswer: true })).id;
    for (const student of students.slice(0, 2))
      await submit(student, id, [
        { questionId: essay, shortAnswer: 'Con luz' },
        { questionId: tf, trueOrFalseAnswer: true },
      ]);
    const [sa] = (await statistics(id)).body.questions;
    expect(sa).toMatchObject({ attemptCount: 0, pendingCount: 2, facility: null });
    expect(sa.responses[0]).toMatchObject({ answerCount: 2, rightShare: null });
  });

  it('keeps a question no longer in the assignment after the current ones, marked', async () => {
    const id = (await createAssignment(api, teacher, groupId, { name: 'Cambios' })).id;
    const add = async (statement: string) => (await addQuestion(api, teacher, id, { type: 'TRUE_OR_FALSE', statement, correctAnswer: true })).id;
    const [a, b, c] = [await add('Pregunta A'), await add('Pregunta B'), await add('Pregunta C')];
    await submit(students[0]!, id, [
      { questionId: a, trueOrFalseAnswer: true },
      { questionId: b, trueOrFalseAnswer: true },
      { questionId: c, trueOrFalseAnswer: false },
    ]);
    expect((await api.call('PATCH', `question/deactivate/${a}`, { token: teacher.token, body: {} })).status).toBe(200);
    // Added after that attempt: not a blank of it.
    await add('Pregunta D');
    await submit(students[1]!, id, [
      { questionId: b, trueOrFalseAnswer: false },
      { questionId: c, trueOrFalseAnswer: true },
    ]);
    const { body } = await statistics(id);
    expect(body.questions.map((q: any) => [q.statement, q.position, q.inAssignment, q.attemptCount, q.facility])).toEqual([
      ['Pregunta B', 1, true, 2, 50],
      ['Pregunta C', 2, true, 2, 50],
      ['Pregunta D', 3, true, 1, 0], // the second attempt left it blank
      ['Pregunta A', 4, false, 1, 100],
    ]);
  });
});
