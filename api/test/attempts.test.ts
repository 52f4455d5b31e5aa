import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionAttempt } from '@aula/api';
import {
  addQuestion,
  createAssignment,
  createGroup,
  sampleQuestions,
  signUp,
  startTestApi,
  type TestApi,
  type TestUser,
} from './helpers.js';
import { serverSecret } from '../src/db/secrets.js';
import { shuffledColumn } from '../src/features/questions/shuffle.js';

let api: TestApi;
let teacher: TestUser;
let student: TestUser;
let classmate: TestUser;
let outsider: TestUser;
let groupId: string;
let assignmentId: string;
/** The assignment's questions by name, in the order they were added. */
const q = {} as Record<'tf' | 'fill' | 'match' | 'multiple' | 'pending' | 'keyed', string>;

// The keyed short answer accepts anything mentioning chlorophyll; that word must never reach a student.
const keyedShortAnswer = { type: 'SHORT_ANSWER', statement: '¿Qué pigmento capta la luz?', acceptedAnswers: ['*clorofila*'] };

beforeAll(async () => {
  api = await startTestApi();
  teacher = await signUp(api, { firstName: 'Carmen', lastName: 'Salazar' });
  student = await signUp(api, { firstName: 'Mateo', lastName: 'Torres' });
  classmate = await signUp(api, { firstName: 'Valeria', lastName: 'Gómez' });
  outsider = await signUp(api, { firstName: 'Andrés', lastName: 'Paredes' });
  groupId = (await createGroup(api, teacher, [student, classmate])).id;
  assignmentId = (await createAssignment(api, teacher, groupId, { name: 'Repaso general' })).id;
  q.tf = (await addQuestion(api, teacher, assignmentId, sampleQuestions.TRUE_OR_FALSE)).id;
  q.fill = (await addQuestion(api, teacher, assignmentId, sampleQuestions.FILL_BLANKS)).id;
  q.match = (await addQuestion(api, teacher, assignmentId, sampleQuestions.MATCH_COLUMNS)).id;
  q.multiple = (await addQuestion(api, teacher, assignmentId, sampleQuestions.MULTIPLE_ANSWER)).id;
  q.pending = (await addQuestion(api, teacher, assignmentId, sampleQuestions.SHORT_ANSWER)).id;
  q.keyed = (await addQuestion(api, teacher, assignmentId, keyedShortAnswer)).id;
});
afterAll(() => api.close());

/** One answer per question, each partly right, every one claiming a score of 100. */
const partlyRight = () => [
  { questionId: q.tf, trueOrFalseAnswer: true, score: 100 }, // 100
  { questionId: q.fill, filledBlanks: [' SOL ', 'planeta'], score: 100 }, // 50
  { questionId: q.match, userColumnsOrder: ['Lima', 'Ciudad de México', 'Santiago'], score: 100 }, // 33.33
  { questionId: q.multiple, chosenOptionsIndex: [0, 1, 2], score: 100 }, // (2 - 1) / 2 = 50
  { questionId: q.pending, shortAnswer: 'Las plantas usan la luz para producir azúcar', score: 100 }, // pending
  { questionId: q.keyed, shortAnswer: 'Gracias a la Clorofila', score: 100 }, // 100
];
const expectedScores = () => ({
  [q.tf]: 100,
  [q.fill]: 50,
  [q.match]: 100 / 3,
  [q.multiple]: 50,
  [q.pending]: null,
  [q.keyed]: 100,
});
// Six questions, the pending one counting 0.
const expectedMean = (100 + 50 + 100 / 3 + 50 + 0 + 100) / 6;

const submit = (user: TestUser, body: Record<string, unknown>) =>
  api.call('POST', 'assignments/submit', { token: user.token, body: { assignmentId, clientSubmissionId: randomUUID(), ...body } });

function scoresByQuestion(attempts: QuestionAttempt[]) {
  return Object.fromEntries(attempts.map((a) => [a.questionId, a.score]));
}

function expectScores(actual: Record<string, number | null>, expected: Record<string, number | null>) {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [id, score] of Object.entries(expected)) {
    if (score === null) expect(actual[id], id).toBeNull();
    else expect(actual[id], id).toBeCloseTo(score, 6);
  }
}

async function attemptsOf(user: TestUser, query = `assignmentId=${assignmentId}`) {
  const reply = await api.call('GET', `assignments/getAttempts?${query}`, { token: user.token });
  expect(reply.status).toBe(200);
  return reply.body as Array<{ id: string; profileId: string; score: number; clientSubmissionId: string | null; assignment?: { id: string; name: string } }>;
}

describe('submitting an assignment', () => {
  let attempt: { id: string; score: number; questionsAttemptsId: string[]; pendingCount: number };
  let questionAttempts: QuestionAttempt[];

  beforeAll(async () => {
    const reply = await submit(student, { answers: partlyRight(), score: 100, profileId: student.profileId });
    expect(reply.status).toBe(201);
    attempt = reply.body.assignmentAttempt;
    questionAttempts = reply.body.questionAttempts;
  });

  it('grades each question on the server, ignoring the scores the client sent', () => {
    expectScores(scoresByQuestion(questionAttempts), expectedScores());
    expect(questionAttempts.every((a) => a.profileId === student.profileId && a.assignmentAttemptId === attempt.id)).toBe(true);
  });

  it('scores the attempt as the mean, a pending short answer counting 0', () => {
    expect(attempt.score).toBeCloseTo(expectedMean, 6);
    expect(attempt.score).toBeCloseTo(55.5556, 3);
    expect(attempt).toMatchObject({ assignmentId, profileId: student.profileId, pendingCount: 1 });
    expect([...attempt.questionsAttemptsId].sort()).toEqual(questionAttempts.map((a) => a.id).sort());
  });

  it('keeps only the answer field of each question type', () => {
    const tf = questionAttempts.find((a) => a.questionId === q.tf) as Record<string, unknown>;
    expect(tf).toMatchObject({ trueOrFalseAnswer: true });
    expect(tf).not.toHaveProperty('filledBlanks');
    const fill = questionAttempts.find((a) => a.questionId === q.fill) as Record<string, unknown>;
    expect(fill.filledBlanks).toEqual([' SOL ', 'planeta']);
  });

  it('gives full marks for a fully right submission', async () => {
    const reply = await submit(classmate, {
      answers: [
        { questionId: q.tf, trueOrFalseAnswer: true },
        { questionId: q.fill, filledBlanks: ['sol', 'Estrella'] },
        { questionId: q.match, userColumnsOrder: ['Lima', 'Santiago', 'Ciudad de México'] },
        { questionId: q.multiple, chosenOptionsIndex: [2, 0] },
        { questionId: q.pending, shortAnswer: 'La luz se convierte en energía química' },
        { questionId: q.keyed, shortAnswer: 'clorofila' },
      ],
    });
    expect(reply.status).toBe(201);
    expectScores(scoresByQuestion(reply.body.questionAttempts), {
      [q.tf]: 100,
      [q.fill]: 100,
      [q.match]: 100,
      [q.multiple]: 100,
      [q.pending]: null,
      [q.keyed]: 100,
    });
    expect(reply.body.assignmentAttempt.score).toBeCloseTo(500 / 6, 6);
  });

  it('gives 0 for wrong answers, the multiple-answer penalty stopping at 0', async () => {
    const reply = await submit(classmate, {
      answers: [
        { questionId: q.tf, trueOrFalseAnswer: false, score: 100 },
        { questionId: q.fill, filledBlanks: ['luna', 'estrellas'] },
        { questionId: q.match, userColumnsOrder: ['Santiago', 'Lima'] },
        { questionId: q.multiple, chosenOptionsIndex: [1, 3] },
        { questionId: q.keyed, shortAnswer: 'la clorofil' },
      ],
    });
    expect(reply.status).toBe(201);
    expectScores(scoresByQuestion(reply.body.questionAttempts), {
      [q.tf]: 0,
      [q.fill]: 0,
      [q.match]: 0,
      [q.multiple]: 0,
      [q.keyed]: 0,
    });
    expect(reply.body.assignmentAttempt.score).toBe(0);
  });

  it('counts a missing answer as 0 in the mean', async () => {
    const reply = await submit(classmate, {
      answers: [
        { questionId: q.tf, trueOrFalseAnswer: true },
        { questionId: q.multiple, chosenOptionsIndex: [0] },
      ],
    });
    expect(reply.status).toBe(201);
    expect(reply.body.questionAttempts).toHaveLength(2);
    // (100 + 50) over six questions.
    expect(reply.body.assignmentAttempt.score).toBe(25);
    expect(reply.body.assignmentAttempt.pendingCount).toBe(0);
  });

  it('accepts an empty submission, scored 0', async () => {
    const reply = await submit(classmate, { answers: [] });
    expect(reply.status).toBe(201);
    expect(reply.body.assignmentAttempt.score).toBe(0);
  });

  describe('grading a pending short answer', () => {
    const pendingAttempt = () => questionAttempts.find((a) => a.questionId === q.pending)!;

    it('is refused to a member, and to the group owner above 100 or below 0', async () => {
      const byStudent = await api.call('PATCH', `question/gradeAttempt/${pendingAttempt().id}`, { token: student.token, body: { score: 100 } });
      expect(byStudent.status).toBe(403);
      expect(byStudent.body.message).toBe('Acceso restringido. No tiene los roles para esta acción');
      const byClassmate = await api.call('PATCH', `question/gradeAttempt/${pendingAttempt().id}`, { token: classmate.token, body: { score: 100 } });
      expect(byClassmate.status).toBe(403);
      for (const score of [150, -1, '80']) {
        const reply = await api.call('PATCH', `question/gradeAttempt/${pendingAttempt().id}`, { token: teacher.token, body: { score } });
        expect(reply.status, String(score)).toBe(400);
        expect(reply.body.message).toBe('La nota debe ser un número entre 0 y 100');
      }
      const [still] = await attemptsOf(student, `ids=${attempt.id}`);
      expect(still!.score).toBeCloseTo(expectedMean, 6);
    });

    it('refuses to hand-grade a question that is not a short answer', async () => {
      const tf = questionAttempts.find((a) => a.questionId === q.tf)!;
      const reply = await api.call('PATCH', `question/gradeAttempt/${tf.id}`, { token: teacher.token, body: { score: 0 } });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('Solo se califican a mano las respuestas cortas');
    });

    it('lets the group owner grade it, and the attempt score is recomputed', async () => {
      const reply = await api.call('PATCH', `question/gradeAttempt/${pendingAttempt().id}`, { token: teacher.token, body: { score: 80 } });
      expect(reply.status).toBe(200);
      expect(reply.body.questionAttempt).toMatchObject({ id: pendingAttempt().id, score: 80 });
      const regraded = (100 + 50 + 100 / 3 + 50 + 80 + 100) / 6;
      expect(reply.body.assignmentAttempt.id).toBe(attempt.id);
      expect(reply.body.assignmentAttempt.score).toBeCloseTo(regraded, 6);
      expect(reply.body.assignmentAttempt.pendingCount).toBe(0);

      // The student reads the new grade.
      const [mine] = await attemptsOf(student, `ids=${attempt.id}`);
      expect(mine!.score).toBeCloseTo(regraded, 6);
      const answers = await api.call('GET', `question/getAllAttempts?assignmentAttemptId=${attempt.id}`, { token: student.token });
      expect(scoresByQuestion(answers.body)[q.pending]).toBe(80);
    });

    it('answers 404 for an unknown question attempt', async () => {
      const reply = await api.call('PATCH', `question/gradeAttempt/${randomUUID()}`, { token: teacher.token, body: { score: 10 } });
      expect(reply.status).toBe(404);
    });
  });
});

describe('idempotent submission', () => {
  it('returns the first attempt with 200 when the same clientSubmissionId is sent again', async () => {
    const clientSubmissionId = `offline-${randomUUID()}`;
    const first = await submit(student, { clientSubmissionId, answers: [{ questionId: q.tf, trueOrFalseAnswer: true }] });
    expect(first.status).toBe(201);
    expect(first.body.assignmentAttempt.clientSubmissionId).toBe(clientSubmissionId);

    // Different answers under the same id: still the first result, nothing counted twice.
    const again = await submit(student, { clientSubmissionId, answers: [{ questionId: q.tf, trueOrFalseAnswer: false }] });
    expect(again.status).toBe(200);
    expect(again.body.result).toBe(true);
    expect(again.body.assignmentAttempt.id).toBe(first.body.assignmentAttempt.id);
    expect(again.body.assignmentAttempt.score).toBeCloseTo(100 / 6, 6);
    expect(again.body.questionAttempts.map((a: QuestionAttempt) => a.id)).toEqual(
      first.body.questionAttempts.map((a: QuestionAttempt) => a.id),
    );

    const mine = await attemptsOf(student);
    expect(mine.filter((a) => a.clientSubmissionId === clientSubmissionId)).toHaveLength(1);
  });

  it('stores one attempt when two submissions with the same id arrive together', async () => {
    const clientSubmissionId = `twin-${randomUUID()}`;
    const body = { clientSubmissionId, answers: [{ questionId: q.multiple, chosenOptionsIndex: [0, 2] }] };
    const replies = await Promise.all([submit(classmate, body), submit(classmate, body), submit(classmate, body)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(replies.map((r) => r.body.assignmentAttempt.id));
    expect(ids.size).toBe(1);
    const stored = (await attemptsOf(classmate)).filter((a) => a.clientSubmissionId === clientSubmissionId);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toBe([...ids][0]);
    const answers = await api.call('GET', `question/getAllAttempts?assignmentAttemptId=${stored[0]!.id}`, { token: classmate.token });
    expect(answers.body).toHaveLength(1);
  });

  it('refuses a submission id already used on another assignment', async () => {
    const other = await createAssignment(api, teacher, groupId, { name: 'Otra tarea' });
    const clientSubmissionId = `reuse-${randomUUID()}`;
    expect((await submit(student, { clientSubmissionId, answers: [] })).status).toBe(201);
    const reply = await submit(student, { assignmentId: other.id, clientSubmissionId, answers: [] });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('El identificador de envío ya se usó en otra tarea');
    expect(await attemptsOf(teacher, `assignmentId=${other.id}`)).toEqual([]);
  });

  it('keeps the ids of different students apart', async () => {
    const clientSubmissionId = `shared-${randomUUID()}`;
    const mine = await submit(student, { clientSubmissionId, answers: [] });
    const theirs = await submit(classmate, { clientSubmissionId, answers: [] });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.assignmentAttempt.id).not.toBe(mine.body.assignmentAttempt.id);
    expect(theirs.body.assignmentAttempt.profileId).toBe(classmate.profileId);
  });
});

describe('refused submissions', () => {
  async function expectRefused(user: TestUser, body: Record<string, unknown>, status: number, message?: string) {
    const before = await attemptsOf(teacher);
    const reply = await submit(user, body);
    expect(reply.status).toBe(status);
    if (message) expect(reply.body.message).toBe(message);
    // Nothing was stored: one transaction or nothing.
    expect(await attemptsOf(teacher)).toHaveLength(before.length);
  }

  it('refuses an answer to a question outside the assignment', async () => {
    const other = await api.call('POST', 'question/createShortAnswerQuestion', { token: teacher.token, body: sampleQuestions.SHORT_ANSWER });
    await expectRefused(
      student,
      { answers: [{ questionId: q.tf, trueOrFalseAnswer: true }, { questionId: other.body.id, shortAnswer: 'algo' }] },
      400,
      'La pregunta no pertenece a la tarea',
    );
    await expectRefused(student, { answers: [{ questionId: randomUUID(), trueOrFalseAnswer: true }] }, 400, 'La pregunta no pertenece a la tarea');
  });

  it('refuses two answers to one question', async () => {
    await expectRefused(
      student,
      { answers: [{ questionId: q.tf, trueOrFalseAnswer: true }, { questionId: q.tf, trueOrFalseAnswer: false }] },
      400,
      'Solo se admite una respuesta por pregunta',
    );
  });

  it('refuses an answer field that does not fit the question type', async () => {
    await expectRefused(student, { answers: [{ questionId: q.tf, filledBlanks: ['true'] }] }, 400, 'La respuesta no corresponde al tipo de pregunta');
    await expectRefused(student, { answers: [{ questionId: q.multiple, shortAnswer: '0' }] }, 400, 'La respuesta no corresponde al tipo de pregunta');
    await expectRefused(student, { answers: [{ questionId: q.multiple, chosenOptionsIndex: [7] }] }, 400, 'La respuesta no corresponde a la pregunta');
    await expectRefused(student, { answers: [{ questionId: q.tf, trueOrFalseAnswer: 'true' }] }, 400);
  });

  it('refuses a malformed submission id', async () => {
    await expectRefused(student, { clientSubmissionId: 'a b', answers: [] }, 400);
  });

  it('refuses an outsider, and a submission in another profile', async () => {
    await expectRefused(outsider, { answers: [{ questionId: q.tf, trueOrFalseAnswer: true }] }, 403, 'Acceso restringido. No tiene los roles para esta acción');
    await expectRefused(student, { profileId: classmate.profileId, answers: [] }, 403);
  });

  it('refuses a deactivated assignment', async () => {
    const closed = await createAssignment(api, teacher, groupId, { name: 'Tarea cerrada' });
    const question = await addQuestion(api, teacher, closed.id, sampleQuestions.TRUE_OR_FALSE);
    const answers = [{ questionId: question.id, trueOrFalseAnswer: true }];
    expect((await submit(student, { assignmentId: closed.id, answers })).status).toBe(201);
    expect((await api.call('PATCH', `assignments/deactivate/${closed.id}`, { token: teacher.token })).status).toBe(200);

    const reply = await submit(student, { assignmentId: closed.id, answers });
    expect(reply.status).toBe(404);
    const byOwner = await submit(teacher, { assignmentId: closed.id, answers });
    expect(byOwner.status).toBe(400);
    expect(byOwner.body.message).toBe('La tarea no está activa');
    expect(await attemptsOf(teacher, `assignmentId=${closed.id}`)).toHaveLength(1);
  });
});

describe('answer keys before submitting', () => {
  // Everything that would give an answer away: key fields and the words only the key holds.
  const secrets = [
    'correctAnswer',
    'correctWords',
    'correctOptionsIndex',
    'acceptedAnswers',
    'clorofila',
    'estrella',
    'El sol',
  ];
  const expectNoKey = (body: unknown) => {
    const text = JSON.stringify(body);
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
  };

  let columnSecret: Buffer;
  beforeAll(async () => {
    columnSecret = await serverSecret(api.db, 'column-order');
  });

  function checkSolverQuestions(questions: Array<Record<string, any>>) {
    expect(questions.map((x) => x.id)).toEqual([q.tf, q.fill, q.match, q.multiple, q.pending, q.keyed]);
    expect(questions.every((x) => x.view === 'SOLVER')).toBe(true);
    const fill = questions[1]!;
    expect(fill.statement).toBe('El ____ es una ____ enorme.');
    expect(fill.segments).toEqual(['El ', ' es una ', ' enorme.']);
    const match = questions[2]!;
    expect(match.leftColumn).toEqual(['Perú', 'Chile', 'México']);
    expect(match.rightColumn).toEqual(shuffledColumn(['Lima', 'Santiago', 'Ciudad de México'], columnSecret, q.match, student.profileId));
    expect(questions[3]!.options).toEqual(['2', '4', '5', '9']);
  }

  it('are absent from the assignment with its questions', async () => {
    const reply = await api.call('GET', `assignments/getOne?id=${assignmentId}&includeQuestions=true`, { token: student.token });
    expect(reply.status).toBe(200);
    checkSolverQuestions(reply.body.questions);
    expectNoKey(reply.body);
  });

  it("are absent from the assignment's question list", async () => {
    const reply = await api.call('GET', `question/getQuestionsByAssignment?assignmentId=${assignmentId}`, { token: student.token });
    expect(reply.status).toBe(200);
    checkSolverQuestions(reply.body);
    expectNoKey(reply.body);
  });

  it('are absent from questions read by ids', async () => {
    const reply = await api.call('GET', `question/getAll?ids=${Object.values(q).join(',')}`, { token: student.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength(6);
    expectNoKey(reply.body);
  });

  it('show the same shuffled column on every read', async () => {
    const read = async () =>
      (await api.call('GET', `question/getQuestionsByAssignment?assignmentId=${assignmentId}`, { token: student.token })).body[2].rightColumn;
    expect(await read()).toEqual(await read());
  });

  it('are all there for the owner (the check above can see them)', async () => {
    const reply = await api.call('GET', `assignments/getOne?id=${assignmentId}&includeQuestions=true`, { token: teacher.token });
    const text = JSON.stringify(reply.body);
    for (const secret of secrets) expect(text, secret).toContain(secret);
  });
});

describe('two-step legacy flow', () => {
  it('stores answers ungraded, then grades them with the attempt, with the same mean as a submission', async () => {
    const many = await api.call('POST', 'question/createManyAttempt', { token: classmate.token, body: partlyRight() });
    expect(many.status).toBe(201);
    expect(many.body.every((a: QuestionAttempt) => a.assignmentAttemptId === null && a.score === null)).toBe(true);

    const ids = many.body.map((a: QuestionAttempt) => a.id);
    const reply = await api.call('POST', 'assignments/createAttempt', {
      token: classmate.token,
      body: { assignmentId, questionsAttemptsIds: ids, profileId: classmate.profileId, score: 100 },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.score).toBeCloseTo(expectedMean, 6);
    expect([...reply.body.questionsAttemptsId].sort()).toEqual([...ids].sort());
    expect(reply.body).toMatchObject({ assignmentId, profileId: classmate.profileId, pendingCount: 1 });

    // The answers now belong to the attempt and cannot be used twice.
    const linked = await api.call('GET', `question/getAllAttempts?assignmentAttemptId=${reply.body.id}`, { token: classmate.token });
    expect(linked.body.map((a: QuestionAttempt) => a.id).sort()).toEqual([...ids].sort());
    expectScores(scoresByQuestion(linked.body), expectedScores());
    const twice = await api.call('POST', 'assignments/createAttempt', {
      token: classmate.token,
      body: { assignmentId, questionsAttemptsIds: ids },
    });
    expect(twice.status).toBe(400);
  });

  it("refuses another student's answers and answers to questions the caller cannot see", async () => {
    const many = await api.call('POST', 'question/createManyAttempt', {
      token: student.token,
      body: [{ questionId: q.tf, trueOrFalseAnswer: true }],
    });
    expect(many.status).toBe(201);
    const stolen = await api.call('POST', 'assignments/createAttempt', {
      token: classmate.token,
      body: { assignmentId, questionsAttemptsIds: [many.body[0].id] },
    });
    expect(stolen.status).toBe(400);
    const outside = await api.call('POST', 'question/createManyAttempt', {
      token: outsider.token,
      body: [{ questionId: q.tf, trueOrFalseAnswer: true }],
    });
    expect(outside.status).toBe(404);
  });
});

describe('reading attempts', () => {
  it('a student reads only their own attempts; the owner reads all on the assignment', async () => {
    const mine = await attemptsOf(student);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((a) => a.profileId === student.profileId)).toBe(true);

    const all = await attemptsOf(teacher);
    const profiles = new Set(all.map((a) => a.profileId));
    expect(profiles).toEqual(new Set([student.profileId, classmate.profileId]));
    expect(all.length).toBeGreaterThan(mine.length);
    expect(all.map((a) => a.id)).toEqual(expect.arrayContaining(mine.map((a) => a.id)));

    const byStudent = await attemptsOf(teacher, `assignmentId=${assignmentId}&profileId=${student.profileId}`);
    expect(byStudent.map((a) => a.id).sort()).toEqual(mine.map((a) => a.id).sort());
  });

  it("refuses a student another student's attempts", async () => {
    const theirs = await api.call('GET', `assignments/getAttempts?assignmentId=${assignmentId}&profileId=${classmate.profileId}`, {
      token: student.token,
    });
    expect(theirs.status).toBe(403);
    const noAssignment = await api.call('GET', `assignments/getAttempts?profileId=${classmate.profileId}`, { token: student.token });
    expect(noAssignment.status, JSON.stringify(noAssignment.body)).toBe(403);
    // Asking by ids gives nothing that is not yours.
    const classmates = await attemptsOf(classmate);
    const byIds = await attemptsOf(student, `ids=${classmates.map((a) => a.id).join(',')}`);
    expect(byIds).toEqual([]);
    // An outsider sees nothing on the assignment.
    expect(await attemptsOf(outsider)).toEqual([]);
  });

  it('embeds the assignment with getAttemptsWithAssignment', async () => {
    const reply = await api.call('GET', `assignments/getAttemptsWithAssignment?assignmentId=${assignmentId}`, { token: student.token });
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBeGreaterThan(0);
    for (const attempt of reply.body) {
      expect(attempt.assignment).toMatchObject({ id: assignmentId, name: 'Repaso general', studyGroupId: groupId });
    }
    const plain = await attemptsOf(student);
    expect(plain[0]).not.toHaveProperty('assignment');
    const included = await attemptsOf(student, `assignmentId=${assignmentId}&includeAssignment=true`);
    expect(included[0]!.assignment?.id).toBe(assignmentId);
  });

  describe('question attempts with their questions', () => {
    let attemptId: string;

    beforeAll(async () => {
      const reply = await submit(student, { answers: partlyRight() });
      expect(reply.status).toBe(201);
      attemptId = reply.body.assignmentAttempt.id;
    });

    const read = (user: TestUser) =>
      api.call('GET', `question/getAllAttempts?assignmentAttemptId=${attemptId}&includeQuestion=true`, { token: user.token });

    it('gives the student the solver view, without keys', async () => {
      const reply = await read(student);
      expect(reply.status).toBe(200);
      expect(reply.body).toHaveLength(6);
      expectScores(scoresByQuestion(reply.body), expectedScores());
      for (const attempt of reply.body) {
        expect(attempt.question).toMatchObject({ id: attempt.questionId, view: 'SOLVER' });
      }
      const text = JSON.stringify(reply.body);
      for (const secret of ['correctAnswer', 'correctWords', 'correctOptionsIndex', 'acceptedAnswers', 'clorofila']) {
        expect(text).not.toContain(secret);
      }
    });

    it('gives the group owner the full view', async () => {
      const reply = await read(teacher);
      expect(reply.status).toBe(200);
      expect(reply.body).toHaveLength(6);
      const byQuestion = Object.fromEntries(reply.body.map((a: { questionId: string; question: unknown }) => [a.questionId, a.question]));
      expect(byQuestion[q.fill]).toMatchObject({ view: 'AUTHOR', correctWords: ['sol', 'estrella'] });
      expect(byQuestion[q.multiple]).toMatchObject({ view: 'AUTHOR', correctOptionsIndex: [0, 2] });
      expect(byQuestion[q.keyed]).toMatchObject({ view: 'AUTHOR', acceptedAnswers: ['*clorofila*'] });
    });

    it('is refused to another student and answers 404 for an unknown attempt', async () => {
      expect((await read(classmate)).status).toBe(403);
      expect((await read(outsider)).status).toBe(403);
      const unknown = await api.call('GET', `question/getAllAttempts?assignmentAttemptId=${randomUUID()}`, { token: student.token });
      expect(unknown.status).toBe(404);
    });
  });
});
