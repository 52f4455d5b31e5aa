import { beforeAll, describe, expect, it } from 'vitest';
import { api, groupId, startClassroom, student, submit, teacher } from './classroomFixture.js';
import { addQuestion, createAssignment, sampleQuestions, type TestUser } from './helpers.js';

// An answer keeps the question as it was answered: a teacher editing the bank question afterwards changes the
// bank, never a graded attempt (the owner still sees that version's key; the student never sees a key).

startClassroom();

let assignmentId: string;
let multipleId: string;
let trueFalseId: string;

type Attempt = { questionId: string; score: number | null; question: Record<string, unknown> };
const answersOf = async (user: TestUser, query: string) =>
  (await api.call<Attempt[]>('GET', `question/getAllAttempts?${query}&includeQuestion=true`, { token: user.token })).body;

beforeAll(async () => {
  assignmentId = (await createAssignment(api, teacher, groupId)).id;
  multipleId = (await addQuestion(api, teacher, assignmentId, sampleQuestions.MULTIPLE_ANSWER)).id;
  trueFalseId = (await addQuestion(api, teacher, assignmentId, sampleQuestions.TRUE_OR_FALSE)).id;
});

describe('a graded attempt keeps the question as answered', () => {
  let attemptId: string;

  beforeAll(async () => {
    const submitted = await submit(student, assignmentId, {
      answers: [
        { questionId: multipleId, chosenOptionsIndex: [0, 2] },
        { questionId: trueFalseId, trueOrFalseAnswer: true },
      ],
    });
    expect(submitted.status).toBe(201);
    attemptId = submitted.body.assignmentAttempt.id;
    const edited = await api.call('PATCH', `question/updateQuestion/${multipleId}`, {
      token: teacher.token,
      body: { statement: '¿Cuáles son números pares?', options: ['2', '3', '4', '7'], correctOptionsIndex: [0, 2] },
    });
    expect(edited.status).toBe(200);
    await api.call('PATCH', `question/updateQuestion/${trueFalseId}`, { token: teacher.token, body: { correctAnswer: false } });
  });

  it('shows the owner the old statement and the old key beside the answer', async () => {
    const [multiple, trueFalse] = await answersOf(teacher, `assignmentAttemptId=${attemptId}`);
    expect(multiple).toMatchObject({ questionId: multipleId, score: 100 });
    expect(multiple!.question).toMatchObject({
      id: multipleId,
      view: 'AUTHOR',
      statement: '¿Cuáles son números primos?',
      options: ['2', '4', '5', '9'],
      correctOptionsIndex: [0, 2],
    });
    expect(trueFalse!.question).toMatchObject({ id: trueFalseId, view: 'AUTHOR', correctAnswer: true });
    // Beside it, the bank question as it is now.
    expect(multiple).toMatchObject({ currentQuestion: { id: multipleId, statement: '¿Cuáles son números pares?' } });
  });

  it('shows the student the old statement, without any key', async () => {
    const [multiple, trueFalse] = await answersOf(student, `assignmentAttemptId=${attemptId}`);
    expect(multiple!.question).toMatchObject({ view: 'SOLVER', statement: '¿Cuáles son números primos?', options: ['2', '4', '5', '9'] });
    expect(multiple!.question).not.toHaveProperty('correctOptionsIndex');
    expect(trueFalse!.question).not.toHaveProperty('correctAnswer');
  });

  it('leaves the bank with the edited question', async () => {
    const bank = await api.call('GET', `question/getAll?ids=${multipleId}`, { token: teacher.token });
    expect(bank.body[0]).toMatchObject({ statement: '¿Cuáles son números pares?', options: ['2', '3', '4', '7'] });
  });
});

describe('the two-step flow keeps the question as graded when bundled', () => {
  it('snapshots the question at bundling, so a later edit does not show', async () => {
    const stored = await api.call('POST', 'question/createManyAttempt', {
      token: student.token,
      body: [{ questionId: trueFalseId, trueOrFalseAnswer: false }],
    });
    expect(stored.status).toBe(201);
    // Edited between the two steps: the answer is graded against, and keeps, this version.
    await api.call('PATCH', `question/updateQuestion/${trueFalseId}`, {
      token: teacher.token,
      body: { statement: 'El Sol gira alrededor de la Tierra', correctAnswer: false },
    });
    const bundled = await api.call('POST', 'assignments/createAttempt', {
      token: student.token,
      body: { assignmentId, questionsAttemptsIds: [stored.body[0].id] },
    });
    expect(bundled.status).toBe(201);
    await api.call('PATCH', `question/updateQuestion/${trueFalseId}`, {
      token: teacher.token,
      body: { statement: 'La Luna es un planeta', correctAnswer: true },
    });
    const [answer] = await answersOf(teacher, `assignmentAttemptId=${bundled.body.id}`);
    expect(answer).toMatchObject({ score: 100 });
    expect(answer!.question).toMatchObject({ statement: 'El Sol gira alrededor de la Tierra', correctAnswer: false });
  });
});

describe('numerical and ordering answers keep their question as answered', () => {
  it('shows the old accepted answers and the old items after an edit, graded as answered', async () => {
    const numericalId = (await addQuestion(api, teacher, assignmentId, sampleQuestions.NUMERICAL)).id;
    const orderingId = (await addQuestion(api, teacher, assignmentId, sampleQuestions.ORDERING)).id;
    const items: readonly string[] = sampleQuestions.ORDERING.items;
    const solverView = await api.call('GET', `question/getQuestionsByAssignment?assignmentId=${assignmentId}`, { token: student.token });
    const shown: string[] = solverView.body.find((q: { id: string }) => q.id === orderingId).items;
    const submitted = await submit(student, assignmentId, {
      answers: [
        { questionId: numericalId, numericalAnswer: 3.14 },
        { questionId: orderingId, orderingAnswer: shown.map((item) => items.indexOf(item)) },
      ],
    });
    expect(submitted.status).toBe(201);
    await api.call('PATCH', `question/updateQuestion/${numericalId}`, { token: teacher.token, body: { answers: [{ value: 2.72 }] } });
    await api.call('PATCH', `question/updateQuestion/${orderingId}`, { token: teacher.token, body: { items: ['Otra cosa', 'Algo más'] } });

    const query = `assignmentAttemptId=${submitted.body.assignmentAttempt.id}`;
    const forTeacher = Object.fromEntries((await answersOf(teacher, query)).map((a) => [a.questionId, a]));
    expect(forTeacher[numericalId]).toMatchObject({ score: 100, question: { view: 'AUTHOR', answers: [{ value: 3.14 }] } });
    expect(forTeacher[orderingId]).toMatchObject({ score: 100, orderedItems: items, question: { view: 'AUTHOR', items } });
    const forStudent = Object.fromEntries((await answersOf(student, query)).map((a) => [a.questionId, a]));
    expect(forStudent[numericalId]!.question).not.toHaveProperty('answers');
    expect(forStudent[orderingId]!.question).toMatchObject({ view: 'SOLVER', items: shown });
  });
});
