import { beforeAll, describe, expect, it } from 'vitest';
import { api, classmate, groupId, startClassroom, student, submit, teacher } from './classroomFixture.js';
import { addQuestion, createAssignment, type TestUser } from './helpers.js';

// A teacher corrects and explains grades: overrides of any answer with the automatic score kept beside, comments on
// answers and attempts (ATTEMPT_GRADED, one unread per attempt), and a regrade after a key correction that records
// each change and keeps the teacher's own scores.

startClassroom({ classmate: true });

let assignmentId: string;
const q = {} as Record<'triangle' | 'earth' | 'blanks', string>;

const grade = (user: TestUser, id: string, body: Record<string, unknown>) =>
  api.call('PATCH', `question/gradeAttempt/${id}`, { token: user.token, body });
const answersOf = async (user: TestUser, attemptId: string) =>
  (await api.call('GET', `question/getAllAttempts?assignmentAttemptId=${attemptId}&includeQuestion=true`, { token: user.token })).body as Array<{
    id: string;
    questionId: string;
    score: number | null;
    autoScore: number | null;
    scoreOverridden: boolean;
    feedback: string | null;
    question: { statement: string; acceptedAnswers?: string[] };
  }>;
const attemptOf = async (user: TestUser, attemptId: string) =>
  (await api.call('GET', `assignments/getAttempts?ids=${attemptId}`, { token: user.token })).body[0] as { score: number; feedback: string | null };
const viewerGrade = async (user: TestUser) =>
  (await api.call('GET', `assignments/getOne?id=${assignmentId}`, { token: user.token })).body.viewerGrade as number;
const gradedNotifications = async (user: TestUser, attemptId: string) =>
  (
    (await api.call('GET', 'notification/getAll', { token: user.token })).body as Array<{
      id: string;
      kind: string;
      assignmentAttemptId: string;
      readAt: string | null;
      message: string;
    }>
  ).filter((n) => n.kind === 'ATTEMPT_GRADED' && n.assignmentAttemptId === attemptId);

async function submitted(user: TestUser, answers: Record<string, unknown>[]) {
  const reply = await submit(user, assignmentId, { answers });
  expect(reply.status).toBe(201);
  return reply.body as { assignmentAttempt: { id: string; score: number }; questionAttempts: Array<{ id: string; questionId: string }> };
}

beforeAll(async () => {
  assignmentId = (await createAssignment(api, teacher, groupId, { name: 'Geometría', gradingMethod: 'HIGHEST' })).id;
  q.triangle = (
    await addQuestion(api, teacher, assignmentId, {
      type: 'SHORT_ANSWER',
      statement: '¿Qué polígono tiene tres lados?',
      acceptedAnswers: ['triángulo'],
    })
  ).id;
  q.earth = (await addQuestion(api, teacher, assignmentId, { type: 'TRUE_OR_FALSE', statement: 'La Tierra es plana', correctAnswer: true })).id;
  q.blanks = (
    await addQuestion(api, teacher, assignmentId, { type: 'FILL_BLANKS', statement: 'Un cuadrado tiene cuatro lados.', correctWords: ['cuatro'] })
  ).id;
});

describe('overriding any answer', () => {
  let attempt: Awaited<ReturnType<typeof submitted>>;
  const answerTo = (questionId: string) => attempt.questionAttempts.find((a) => a.questionId === questionId)!.id;

  beforeAll(async () => {
    attempt = await submitted(student, [
      { questionId: q.triangle, shortAnswer: 'triangulo' }, // no accent: 0
      { questionId: q.earth, trueOrFalseAnswer: false }, // wrong by the (wrong) key: 0
      { questionId: q.blanks, filledBlanks: ['cuatro'] }, // 100
    ]);
    expect(attempt.assignmentAttempt.score).toBeCloseTo(100 / 3, 6);
  });

  it("raises 'triangulo' without its accent: the automatic score stays beside, the attempt and the grade follow", async () => {
    const reply = await grade(teacher, answerTo(q.triangle), { score: 100, feedback: '  Falta la tilde, pero se entiende.  ' });
    expect(reply.status).toBe(200);
    expect(reply.body.questionAttempt).toMatchObject({
      score: 100,
      autoScore: 0,
      scoreOverridden: true,
      feedback: 'Falta la tilde, pero se entiende.',
    });
    expect(reply.body.assignmentAttempt.score).toBeCloseTo(200 / 3, 6);
    // The student reads the grade, the automatic score and the comment on their attempt.
    const mine = (await answersOf(student, attempt.assignmentAttempt.id)).find((a) => a.questionId === q.triangle)!;
    expect(mine).toMatchObject({ score: 100, autoScore: 0, feedback: 'Falta la tilde, pero se entiende.' });
    expect(await viewerGrade(student)).toBeCloseTo(200 / 3, 6);
  });

  it('changes only the comment when no score is sent, and an empty one clears it', async () => {
    const id = answerTo(q.blanks);
    const commented = await grade(teacher, id, { feedback: 'Muy bien' });
    expect(commented.body.questionAttempt).toMatchObject({ score: 100, autoScore: 100, scoreOverridden: false, feedback: 'Muy bien' });
    const cleared = await grade(teacher, id, { feedback: '   ' });
    expect(cleared.body.questionAttempt.feedback).toBeNull();
  });

  it('refuses students, scores out of range, long comments and an empty body, in Spanish', async () => {
    const id = answerTo(q.earth);
    expect((await grade(student, id, { score: 100 })).status).toBe(403);
    expect((await grade(classmate, id, { feedback: 'hola' })).status).toBe(403);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ score: 101 }, 'La nota debe ser un número entre 0 y 100'],
      [{ score: 50, feedback: 'x'.repeat(2001) }, 'El comentario admite como máximo 2000 caracteres'],
      [{ feedback: 'hola\u0000mundo' }, "El campo 'feedback' contiene caracteres no permitidos"],
      [{}, 'Indique una nota o un comentario'],
    ];
    for (const [body, message] of cases) {
      const reply = await grade(teacher, id, body);
      expect(reply.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(reply.body.message).toBe(message);
    }
    expect((await attemptOf(student, attempt.assignmentAttempt.id)).score).toBeCloseTo(200 / 3, 6);
  });

  it('comments on the whole attempt: shown to the student; one unread ATTEMPT_GRADED per attempt', async () => {
    const reply = await api.call('PATCH', `assignments/commentAttempt/${attempt.assignmentAttempt.id}`, {
      token: teacher.token,
      body: { feedback: 'Repase las tildes.' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.feedback).toBe('Repase las tildes.');
    expect((await attemptOf(student, attempt.assignmentAttempt.id)).feedback).toBe('Repase las tildes.');
    const unread = await gradedNotifications(student, attempt.assignmentAttempt.id);
    expect(unread).toHaveLength(1);
    expect(unread[0]!.message).toBe('Su docente calificó o comentó su intento en la tarea «Geometría»');

    // Read, the next grade tells again.
    await api.call('PATCH', 'notification/markRead', { token: student.token, body: { ids: [unread[0]!.id] } });
    await grade(teacher, answerTo(q.blanks), { feedback: 'Perfecto' });
    const after = await gradedNotifications(student, attempt.assignmentAttempt.id);
    expect(after.filter((n) => n.readAt === null)).toHaveLength(1);
    expect(after).toHaveLength(2);

    const tooLong = await api.call('PATCH', `assignments/commentAttempt/${attempt.assignmentAttempt.id}`, {
      token: teacher.token,
      body: { feedback: 'x'.repeat(2001) },
    });
    expect(tooLong.status).toBe(400);
    const byStudent = await api.call('PATCH', `assignments/commentAttempt/${attempt.assignmentAttempt.id}`, {
      token: student.token,
      body: { feedback: 'Yo' },
    });
    expect(byStudent.status).toBe(403);
  });
});

describe('regrading after a key correction', () => {
  it("regrades every student's stored answer against the new key, keeps the teacher's scores and records each change", async () => {
    const mine = await submitted(student, [
      { questionId: q.triangle, shortAnswer: 'triangulo' },
      { questionId: q.earth, trueOrFalseAnswer: false },
      { questionId: q.blanks, filledBlanks: ['cuatro'] },
    ]);
    const theirs = await submitted(classmate, [
      { questionId: q.triangle, shortAnswer: 'Triángulo' },
      { questionId: q.earth, trueOrFalseAnswer: true },
      { questionId: q.blanks, filledBlanks: ['tres'] },
    ]);
    const triangle = mine.questionAttempts.find((a) => a.questionId === q.triangle)!.id;
    await grade(teacher, triangle, { score: 90 });
    const before = (await api.call('GET', `assignments/answersToRegrade?assignmentIds=${assignmentId}`, { token: teacher.token })).body;
    expect(before).toEqual([{ assignmentId, count: 0 }]);

    // The key was wrong ('La Tierra es plana' is false), and 'triangulo' without its accent is accepted from now on.
    expect((await api.call('PATCH', `question/updateQuestion/${q.earth}`, { token: teacher.token, body: { correctAnswer: false } })).status).toBe(
      200,
    );
    await api.call('PATCH', `question/updateQuestion/${q.triangle}`, {
      token: teacher.token,
      body: {
        acceptedAnswers: ['triángulo', 'triangulo'],
        statement: '¿Qué polígono tiene tres lados? (una palabra)',
      },
    });
    const stale = (await api.call('GET', `assignments/answersToRegrade?assignmentIds=${assignmentId}`, { token: teacher.token })).body;
    expect(stale).toEqual([{ assignmentId, count: 6 }]);
    expect((await api.call('GET', `assignments/answersToRegrade?assignmentIds=${assignmentId}`, { token: student.token })).body).toEqual([]);

    expect((await api.call('POST', `assignments/regrade/${assignmentId}`, { token: student.token })).status).toBe(403);
    const reply = await api.call('POST', `assignments/regrade/${assignmentId}`, { token: teacher.token });
    expect(reply.status).toBe(200);
    // The first describe's attempt and these two: earth changes in each; both overridden triangles are kept.
    expect(reply.body).toMatchObject({ checkedCount: 9, changedCount: 3, changedAttemptCount: 3 });
    expect(reply.body.keptManualCount).toBe(2);

    const myAnswers = await answersOf(student, mine.assignmentAttempt.id);
    expect(myAnswers.find((a) => a.questionId === q.earth)).toMatchObject({ score: 100, autoScore: 100 });
    expect(myAnswers.find((a) => a.questionId === q.triangle)).toMatchObject({ score: 90, autoScore: 100, scoreOverridden: true });
    // History stays true: the attempt still shows the statement the student answered, beside the key it is now
    // graded with (the automatic 100 follows from it).
    const asTeacher = (await answersOf(teacher, mine.assignmentAttempt.id)).find((a) => a.questionId === q.triangle)!;
    expect(asTeacher.question).toMatchObject({ statement: '¿Qué polígono tiene tres lados?', acceptedAnswers: ['triángulo', 'triangulo'] });
    expect((await attemptOf(student, mine.assignmentAttempt.id)).score).toBeCloseTo(290 / 3, 6);
    expect((await attemptOf(classmate, theirs.assignmentAttempt.id)).score).toBeCloseTo(100 / 3, 6);
    // The best attempt (HIGHEST) is now the first one: 100 (overridden), 100 (regraded), 100.
    expect(await viewerGrade(student)).toBeCloseTo(100, 6);

    const earthAnswer = myAnswers.find((a) => a.questionId === q.earth)!.id;
    const history = await api.call('GET', `question/scoreChanges?questionAttemptIds=${earthAnswer},${triangle}`, { token: student.token });
    expect(history.body).toEqual([
      expect.objectContaining({ questionAttemptId: triangle, oldScore: 0, newScore: 90, reason: 'MANUAL', changedBy: teacher.profileId }),
      expect.objectContaining({ questionAttemptId: earthAnswer, oldScore: 0, newScore: 100, reason: 'REGRADE', changedBy: teacher.profileId }),
    ]);
    // Nobody else reads another student's history.
    expect((await api.call('GET', `question/scoreChanges?questionAttemptIds=${earthAnswer}`, { token: classmate.token })).body).toEqual([]);

    // Nothing is stale any more, and a second regrade changes nothing.
    expect((await api.call('GET', `assignments/answersToRegrade?assignmentIds=${assignmentId}`, { token: teacher.token })).body[0].count).toBe(0);
    expect((await api.call('POST', `assignments/regrade/${assignmentId}`, { token: teacher.token })).body).toMatchObject({
      changedCount: 0,
      keptManualCount: 0,
    });
  });
});

describe('gradings at once', () => {
  it('two comments on one attempt at the same time make one unread notification', async () => {
    const attempt = await submitted(classmate, [
      { questionId: q.earth, trueOrFalseAnswer: true },
      { questionId: q.blanks, filledBlanks: ['cuatro'] },
    ]);
    const [a, b] = attempt.questionAttempts;
    const replies = await Promise.all([grade(teacher, a!.id, { feedback: 'Uno' }), grade(teacher, b!.id, { feedback: 'Dos' })]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(await gradedNotifications(classmate, attempt.assignmentAttempt.id)).toHaveLength(1);
  });
});
