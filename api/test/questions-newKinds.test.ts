import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQuestion, createAssignment, createGroup, sampleQuestions, signUp, startTestApi, type TestApi, type TestUser } from './helpers.js';

// The numerical and ordering questions over REST: written, edited, solved, practised and read back as history.

let api: TestApi;
let teacher: TestUser;
let students: TestUser[];
let groupId: string;
let assignmentId: string;
let numericalId: string;
let orderingId: string;

const numerical = {
  type: 'NUMERICAL',
  statement: '¿A cuántos grados hierve el agua al nivel del mar?',
  answers: [
    { value: 100, tolerance: 0.5 },
    { value: 212, credit: 50 },
  ],
};
const ordering = { type: 'ORDERING', statement: 'Ordene de menor a mayor', items: ['uno', 'dos', 'tres', 'cuatro', 'cinco'] };

const create = (body: Record<string, unknown>, user: TestUser = teacher) => api.call('POST', 'question/create', { token: user.token, body });
const solverItems = async (user: TestUser): Promise<string[]> => {
  const reply = await api.call('GET', `question/getQuestionsByAssignment?assignmentId=${assignmentId}`, { token: user.token });
  expect(reply.status).toBe(200);
  return reply.body.find((q: { id: string }) => q.id === orderingId).items;
};
/** The positions that put the shown items in `wanted` order. */
const positionsFor = (shown: string[], wanted: string[]) => shown.map((item) => wanted.indexOf(item));
const submit = (user: TestUser, answers: unknown[]) =>
  api.call('POST', 'assignments/submit', { token: user.token, body: { assignmentId, clientSubmissionId: randomUUID(), answers } });

beforeAll(async () => {
  api = await startTestApi();
  teacher = await signUp(api, { firstName: 'Nora', lastName: 'Cálculo' });
  students = [];
  for (let i = 0; i < 6; i++) students.push(await signUp(api, { firstName: 'Ana', lastName: `Orden${i}` }));
  groupId = (await createGroup(api, teacher, students)).id;
  assignmentId = (await createAssignment(api, teacher, groupId, { name: 'Números y orden' })).id;
  numericalId = (await addQuestion(api, teacher, assignmentId, numerical)).id;
  orderingId = (await addQuestion(api, teacher, assignmentId, ordering)).id;
});
afterAll(() => api.close());

describe('creating', () => {
  it('answers the author view with the defaults filled in (tolerance 0, credit 100) and the items in order', async () => {
    const reply = await create(numerical);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      type: 'NUMERICAL',
      view: 'AUTHOR',
      answers: [
        { value: 100, tolerance: 0.5, credit: 100 },
        { value: 212, tolerance: 0, credit: 50 },
      ],
    });
    const items = await api.call('POST', 'question/createOrderingQuestion', {
      token: teacher.token,
      body: { ...ordering, items: ['  uno ', 'dos'] },
    });
    expect(items.status).toBe(201);
    expect(items.body).toMatchObject({ type: 'ORDERING', view: 'AUTHOR', items: ['uno', 'dos'] });
    expect((await api.call('POST', 'question/createNumericalQuestion', { token: teacher.token, body: numerical })).status).toBe(201);
  });

  it('takes ten items, and ten accepted answers', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => `Paso ${i + 1}`);
    expect((await create({ ...ordering, items: ten })).status).toBe(201);
    const answers = Array.from({ length: 10 }, (_, i) => ({ value: i, credit: i === 0 ? 100 : 10 }));
    expect((await create({ ...numerical, answers })).status).toBe(201);
  });

  it.each([
    ['no accepted answer', { answers: [] }, 'Indique al menos una respuesta aceptada'],
    ['missing answers', { answers: undefined }, 'Indique al menos una respuesta aceptada'],
    ['eleven answers', { answers: Array.from({ length: 11 }, (_, i) => ({ value: i })) }, 'Se admiten como máximo 10 respuestas aceptadas'],
    ['a value that is not a number', { answers: [{ value: '3,14' }] }, 'El valor debe ser un número'],
    ['a missing value', { answers: [{ tolerance: 1 }] }, 'El valor debe ser un número'],
    ['a negative tolerance', { answers: [{ value: 3, tolerance: -0.1 }] }, 'La tolerancia no puede ser negativa'],
    ['a credit over 100', { answers: [{ value: 3, credit: 101 }] }, 'El crédito debe estar entre 0 y 100'],
    ['a negative credit', { answers: [{ value: 3 }, { value: 4, credit: -5 }] }, 'El crédito debe estar entre 0 y 100'],
    ['no answer worth 100', { answers: [{ value: 3, credit: 50 }] }, 'Al menos una respuesta debe valer 100'],
    ['a short statement', { statement: '¿2?' }, 'Debe colocar al menos 5 caracteres'],
  ])('refuses a numerical question with %s', async (_name, body, message) => {
    const reply = await create({ ...numerical, ...body });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
  });

  it.each([
    ['one item', { items: ['solo'] }, 'Indique entre 2 y 10 elementos'],
    ['no items', { items: [] }, 'Indique entre 2 y 10 elementos'],
    ['missing items', { items: undefined }, 'Indique entre 2 y 10 elementos'],
    ['eleven items', { items: Array.from({ length: 11 }, (_, i) => `Paso ${i}`) }, 'Indique entre 2 y 10 elementos'],
    ['an empty item', { items: ['uno', '   '] }, 'Cada elemento necesita al menos un carácter'],
    ['an item over 500 characters', { items: ['uno', 'x'.repeat(501)] }, 'Cada elemento admite como máximo 500 caracteres'],
  ])('refuses an ordering question with %s', async (_name, body, message) => {
    const reply = await create({ ...ordering, ...body });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
  });
});

describe('editing', () => {
  it('merges the fields sent over the stored question and checks the result again', async () => {
    const question = (await create(numerical)).body;
    const edit = (body: Record<string, unknown>) => api.call('PATCH', `question/updateQuestion/${question.id}`, { token: teacher.token, body });
    const statement = await edit({ statement: 'Punto de ebullición del agua en °C' });
    expect(statement.status).toBe(200);
    expect(statement.body).toMatchObject({ statement: 'Punto de ebullición del agua en °C', answers: [{ value: 100 }, { value: 212 }] });
    const answers = await edit({ answers: [{ value: 99.97, tolerance: 0.1 }] });
    expect(answers.body.answers).toEqual([{ value: 99.97, tolerance: 0.1, credit: 100 }]);
    const refused = await edit({ answers: [{ value: 100, credit: 20 }] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Al menos una respuesta debe valer 100');

    const list = (await create(ordering)).body;
    const items = await api.call('PATCH', `question/updateQuestion/${list.id}`, {
      token: teacher.token,
      body: { items: ['primero', 'segundo', 'tercero'] },
    });
    expect(items.body).toMatchObject({ statement: ordering.statement, items: ['primero', 'segundo', 'tercero'] });
    const one = await api.call('PATCH', `question/updateQuestion/${list.id}`, { token: teacher.token, body: { items: ['solo'] } });
    expect(one.body.message).toBe('Indique entre 2 y 10 elementos');
  });
});

describe('the solver view', () => {
  it('never carries the accepted answers nor the right order, and shows every student a permutation of their own', async () => {
    const orders = new Set<string>();
    for (const student of students) {
      const reply = await api.call('GET', `question/getQuestionsByAssignment?assignmentId=${assignmentId}`, { token: student.token });
      const [asked, items] = reply.body;
      expect(asked).not.toHaveProperty('answers');
      expect(JSON.stringify(asked)).not.toContain('212');
      expect(items.view).toBe('SOLVER');
      expect([...items.items].sort()).toEqual([...ordering.items].sort());
      // Stable for a student: the same order on every read.
      expect(await solverItems(student)).toEqual(items.items);
      orders.add(items.items.join('|'));
    }
    // Six students, 120 orders: the chance that all six share one is 120^-5.
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('solving', () => {
  it('grades a submission: the best credit within tolerance, and the share of items in place', async () => {
    const student = students[0]!;
    const shown = await solverItems(student);
    // 'uno' and 'dos' swapped: three of five in place.
    const reply = await submit(student, [
      { questionId: numericalId, numericalAnswer: 212 },
      { questionId: orderingId, orderingAnswer: positionsFor(shown, ['dos', 'uno', 'tres', 'cuatro', 'cinco']) },
    ]);
    expect(reply.status).toBe(201);
    const byQuestion = Object.fromEntries(reply.body.questionAttempts.map((a: { questionId: string }) => [a.questionId, a]));
    expect(byQuestion[numericalId]).toMatchObject({ numericalAnswer: 212, score: 50 });
    expect(byQuestion[orderingId]).toMatchObject({ orderedItems: ['dos', 'uno', 'tres', 'cuatro', 'cinco'], score: 60 });
    expect(reply.body.assignmentAttempt.score).toBeCloseTo(55, 6);

    // The attempts carry the answers as sent, and the question as it was answered.
    const read = await api.call('GET', `question/getAllAttempts?assignmentAttemptId=${reply.body.assignmentAttempt.id}&includeQuestion=true`, {
      token: student.token,
    });
    const answered = Object.fromEntries(read.body.map((a: { questionId: string }) => [a.questionId, a]));
    expect(answered[orderingId]).toMatchObject({
      orderingAnswer: positionsFor(shown, ['dos', 'uno', 'tres', 'cuatro', 'cinco']),
      question: { view: 'SOLVER', items: shown },
    });
    expect(answered[numericalId].question).not.toHaveProperty('answers');
    const forTeacher = await api.call('GET', `question/getAllAttempts?assignmentAttemptId=${reply.body.assignmentAttempt.id}&includeQuestion=true`, {
      token: teacher.token,
    });
    expect(forTeacher.body.find((a: { questionId: string }) => a.questionId === orderingId).question).toMatchObject({
      view: 'AUTHOR',
      items: ordering.items,
    });
  });

  it('scores the right order 100 and the reversed one 0, whatever order each student was shown', async () => {
    for (const [student, wanted, score] of [
      [students[1]!, ordering.items, 100],
      [students[2]!, [...ordering.items].reverse(), 20], // five reversed: the middle one stays
    ] as const) {
      const reply = await submit(student, [{ questionId: orderingId, orderingAnswer: positionsFor(await solverItems(student), [...wanted]) }]);
      expect(reply.body.questionAttempts[0].score).toBeCloseTo(score, 6);
    }
  });

  it.each([
    ['positions that repeat', [0, 0, 1, 2, 3]],
    ['too few positions', [0, 1, 2, 3]],
    ['a position beyond the items', [0, 1, 2, 3, 5]],
  ])('refuses an ordering answer with %s', async (_name, orderingAnswer) => {
    const reply = await submit(students[3]!, [{ questionId: orderingId, orderingAnswer }]);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('La respuesta no corresponde a la pregunta');
  });

  it('refuses an answer of the wrong shape or kind', async () => {
    const text = await submit(students[3]!, [{ questionId: numericalId, numericalAnswer: '3,14' }]);
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('El valor debe ser un número');
    const other = await submit(students[3]!, [{ questionId: numericalId, orderingAnswer: [0, 1] }]);
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('La respuesta no corresponde al tipo de pregunta');
  });

  it('keeps a stored answer until it is bundled, graded then (two-step flow)', async () => {
    const student = students[4]!;
    const stored = await api.call('POST', 'question/createManyAttempt', {
      token: student.token,
      body: [
        { questionId: numericalId, numericalAnswer: 100.5 },
        { questionId: orderingId, orderingAnswer: positionsFor(await solverItems(student), ordering.items) },
      ],
    });
    expect(stored.status).toBe(201);
    expect(stored.body.map((a: { score: number | null }) => a.score)).toEqual([null, null]);
    const attempt = await api.call('POST', 'assignments/createAttempt', {
      token: student.token,
      body: { assignmentId, questionsAttemptsIds: stored.body.map((a: { id: string }) => a.id) },
    });
    expect(attempt.status).toBe(201);
    expect(attempt.body.score).toBe(100);
  });
});

describe('practice', () => {
  let practiceNumerical: string;
  let practiceOrdering: string;

  beforeAll(async () => {
    const open = await createAssignment(api, teacher, groupId, { name: 'Práctica', openForPractice: true });
    practiceNumerical = (await addQuestion(api, teacher, open.id, sampleQuestions.NUMERICAL)).id;
    practiceOrdering = (await addQuestion(api, teacher, open.id, sampleQuestions.ORDERING)).id;
  });

  it('lists the new kinds by type, without keys', async () => {
    const student = students[5]!;
    const list = async (type: string) =>
      (await api.call('GET', `practice/questions?studyGroupId=${groupId}&type=${type}`, { token: student.token })).body;
    const numbers = await list('NUMERICAL');
    expect(numbers.map((q: { id: string }) => q.id)).toEqual([practiceNumerical]);
    expect(numbers[0]).not.toHaveProperty('answers');
    expect((await list('ORDERING')).map((q: { id: string }) => q.id)).toEqual([practiceOrdering]);
  });

  it('checks an answer and answers the question in its author view', async () => {
    const student = students[5]!;
    const check = (questionId: string, answer: Record<string, unknown>) =>
      api.call('POST', 'practice/check', { token: student.token, body: { questionId, answer } });
    // 3.13 is within 3.14 ± 0.01, although 3.14 − 3.13 is a hair over 0.01 in floating point.
    const number = await check(practiceNumerical, { numericalAnswer: 3.13 });
    expect(number.status).toBe(200);
    expect(number.body).toMatchObject({
      correct: true,
      score: 100,
      question: { id: practiceNumerical, view: 'AUTHOR', answers: [{ value: 3.14, tolerance: 0.01, credit: 100 }] },
      solution: { type: 'NUMERICAL', answers: [{ value: 3.14, tolerance: 0.01, credit: 100 }] },
    });
    const list = await api.call('GET', `practice/questions?studyGroupId=${groupId}&type=ORDERING`, { token: student.token });
    const shown: string[] = list.body[0].items;
    const items = await check(practiceOrdering, { orderingAnswer: positionsFor(shown, sampleQuestions.ORDERING.items as unknown as string[]) });
    expect(items.body).toMatchObject({
      correct: true,
      question: { view: 'AUTHOR', items: sampleQuestions.ORDERING.items },
      solution: { type: 'ORDERING', items: sampleQuestions.ORDERING.items },
    });
  });
});

describe('creating inside an assignment', () => {
  it('creates through the same path as any question: a retry returns the first question, linked once', async () => {
    const fresh = (await createAssignment(api, teacher, groupId, { name: 'Reintentos' })).id;
    const body = { assignmentId: fresh, question: { ...ordering, clientMutationId: `retry-${randomUUID()}` } };
    const send = () => api.call('POST', 'assignments-questions/createAssignmentsQuestions', { token: teacher.token, body });
    const first = await send();
    expect(first.status).toBe(201);
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.body.createdQuestion.id).toBe(first.body.createdQuestion.id);
    expect(again.body.updatedAssignment.questionsIds).toEqual([first.body.createdQuestion.id]);
    const twins = await Promise.all(
      [1, 2, 3].map(() =>
        api.call('POST', 'assignments-questions/createAssignmentsQuestions', {
          token: teacher.token,
          body: { ...body, question: { ...numerical, clientMutationId: 'twin-create-1' } },
        }),
      ),
    );
    const ids = new Set(twins.map((reply) => reply.body.createdQuestion.id));
    expect(ids.size).toBe(1);
    const read = await api.call('GET', `assignments/getOne?id=${fresh}`, { token: teacher.token });
    expect(read.body.questionsIds).toEqual([first.body.createdQuestion.id, [...ids][0]]);
  });
});
