import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addQuestion, createAssignment, sampleQuestions, type TestUser } from './helpers.js';
import { answersScoring, api, classmate, groupId, startClassroom, student, submit, teacher, twoQuestionAssignment } from './classroomFixture.js';

// The attempts policy: attempts allowed, the grade by each grading method, late attempts and offline
// submissions counted by their save time.

startClassroom({ classmate: true });

const readAssignment = async (user: TestUser, id: string) => (await api.call('GET', `assignments/getOne?id=${id}`, { token: user.token })).body;

describe('attempts allowed', () => {
  it('gives a new assignment one attempt and the highest grade by default', async () => {
    const reply = await api.call('POST', 'assignments/create', {
      token: teacher.token,
      body: { name: 'Control de lectura', description: 'Capítulo 1', studyGroupId: groupId },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ maxAttempts: 1, gradingMethod: 'HIGHEST', openForPractice: false });
    await addQuestion(api, teacher, reply.body.id, sampleQuestions.TRUE_OR_FALSE);
    expect(await readAssignment(student, reply.body.id)).toMatchObject({ viewerAttemptsLeft: 1, viewerGrade: null, viewerAttemptCount: 0 });
  });

  it('refuses an attempt past the limit with 409, while the same submission sent again is still the first', async () => {
    const { id, questions } = await twoQuestionAssignment({ maxAttempts: 1 });
    const clientSubmissionId = `offline-${randomUUID()}`;
    const first = await submit(student, id, { clientSubmissionId, answers: answersScoring(questions, 50) });
    expect(first.status).toBe(201);
    expect(await readAssignment(student, id)).toMatchObject({ viewerAttemptsLeft: 0, viewerGrade: 50, viewerAttemptCount: 1 });

    const second = await submit(student, id, { answers: answersScoring(questions, 100) });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Ya usó todos los intentos permitidos de esta tarea');

    const resent = await submit(student, id, { clientSubmissionId, answers: answersScoring(questions, 100) });
    expect(resent.status).toBe(200);
    expect(resent.body.assignmentAttempt.id).toBe(first.body.assignmentAttempt.id);
    // Another student's attempts are their own.
    expect((await submit(classmate, id, { answers: answersScoring(questions, 100) })).status).toBe(201);
    expect(await readAssignment(student, id)).toMatchObject({ viewerAttemptsLeft: 0, viewerGrade: 50 });
  });

  it('admits no more than the limit when submissions arrive at once', async () => {
    const { id, questions } = await twoQuestionAssignment({ maxAttempts: 2 });
    const replies = await Promise.all(Array.from({ length: 5 }, () => submit(student, id, { answers: answersScoring(questions, 100) })));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    const attempts = await api.call('GET', `assignments/getAttempts?assignmentId=${id}`, { token: student.token });
    expect(attempts.body).toHaveLength(2);
  });

  it('limits the two-step flow too', async () => {
    const { id, questions } = await twoQuestionAssignment({ maxAttempts: 1 });
    const bundle = async () => {
      const stored = await api.call('POST', 'question/createManyAttempt', { token: student.token, body: answersScoring(questions, 100) });
      return api.call('POST', 'assignments/createAttempt', {
        token: student.token,
        body: { assignmentId: id, questionsAttemptsIds: stored.body.map((a: { id: string }) => a.id) },
      });
    };
    expect((await bundle()).status).toBe(201);
    const refused = await bundle();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Ya usó todos los intentos permitidos de esta tarea');
  });

  it('checks the limit the owner sets', async () => {
    const { id } = await twoQuestionAssignment();
    for (const maxAttempts of [0, 101, 1.5]) {
      const reply = await api.call('PATCH', `assignments/update/${id}`, { token: teacher.token, body: { maxAttempts } });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('Los intentos permitidos deben ser un número entero entre 1 y 100');
    }
    const reply = await api.call('PATCH', `assignments/update/${id}`, { token: teacher.token, body: { maxAttempts: 3, gradingMethod: 'AVERAGE' } });
    expect(reply.body).toMatchObject({ maxAttempts: 3, gradingMethod: 'AVERAGE' });
    expect((await api.call('PATCH', `assignments/update/${id}`, { token: teacher.token, body: { gradingMethod: 'BEST' } })).status).toBe(400);
  });
});

describe('grade by grading method', () => {
  it('takes the highest, the mean, the first or the last attempt', async () => {
    const { id, questions } = await twoQuestionAssignment({ maxAttempts: null });
    for (const score of [50, 100, 0] as const) expect((await submit(student, id, { answers: answersScoring(questions, score) })).status).toBe(201);
    const expected = { HIGHEST: 100, AVERAGE: 50, FIRST: 50, LAST: 0 };
    for (const [gradingMethod, grade] of Object.entries(expected)) {
      await api.call('PATCH', `assignments/update/${id}`, { token: teacher.token, body: { gradingMethod } });
      const seen = await readAssignment(student, id);
      expect(seen.viewerGrade, gradingMethod).toBeCloseTo(grade, 6);
      expect(seen.viewerAttemptsLeft).toBeNull();
    }
  });

  it('counts a pending short answer 0 until the teacher grades it', async () => {
    const { id } = await createAssignment(api, teacher, groupId, { gradingMethod: 'LAST' });
    const tf = (await addQuestion(api, teacher, id, sampleQuestions.TRUE_OR_FALSE)).id;
    const short = (await addQuestion(api, teacher, id, sampleQuestions.SHORT_ANSWER)).id;
    const reply = await submit(student, id, {
      answers: [
        { questionId: tf, trueOrFalseAnswer: true },
        { questionId: short, shortAnswer: 'La fotosíntesis' },
      ],
    });
    expect(reply.body.assignmentAttempt.pendingCount).toBe(1);
    expect((await readAssignment(student, id)).viewerGrade).toBeCloseTo(50, 6);
    const pending = reply.body.questionAttempts.find((a: { questionId: string }) => a.questionId === short);
    await api.call('PATCH', `question/gradeAttempt/${pending.id}`, { token: teacher.token, body: { score: 100 } });
    expect((await readAssignment(student, id)).viewerGrade).toBeCloseTo(100, 6);
  });
});

describe('due date', () => {
  const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

  it('marks an attempt received after the due date late, and one before it on time', async () => {
    const past = await twoQuestionAssignment({ dueDate: hoursFromNow(-1) });
    const late = await submit(student, past.id);
    expect(late.status).toBe(201);
    expect(late.body.assignmentAttempt.late).toBe(true);
    const future = await twoQuestionAssignment({ dueDate: hoursFromNow(24) });
    expect((await submit(student, future.id)).body.assignmentAttempt.late).toBe(false);
    const none = await twoQuestionAssignment();
    expect((await submit(student, none.id)).body.assignmentAttempt.late).toBe(false);
  });

  it('counts an offline submission saved before the due date, after its start, as on time', async () => {
    const { id } = await twoQuestionAssignment({ dueDate: hoursFromNow(-1) });
    const start = await api.call('POST', 'assignments/startAttempt', { token: student.token, body: { assignmentId: id } });
    // The student opened it three hours ago (before the due date) and saved offline two hours ago.
    await api.db.query(`UPDATE attempt_starts SET started_at = started_at - interval '3 hours' WHERE id = $1`, [start.body.id]);
    const savedAt = hoursFromNow(-2);
    const reply = await submit(student, id, { savedAt, attemptStartId: start.body.id });
    expect(reply.status).toBe(201);
    expect(reply.body.assignmentAttempt).toMatchObject({ late: false, countedAt: savedAt });
  });

  it('does not believe a save time without a start, and refuses one in the future', async () => {
    const { id } = await twoQuestionAssignment({ dueDate: hoursFromNow(-1) });
    const old = await submit(student, id, { savedAt: hoursFromNow(-2) });
    expect(old.status).toBe(201);
    expect(old.body.assignmentAttempt.late).toBe(true);
    expect(Date.parse(old.body.assignmentAttempt.countedAt)).toBeGreaterThan(Date.now() - 60_000);

    const future = await submit(student, id, { savedAt: hoursFromNow(1) });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('La hora de guardado del envío está en el futuro. Revise la fecha y hora del dispositivo');
    expect((await submit(student, id, { savedAt: 'ayer' })).body.message).toBe('La hora de guardado del envío no es válida');
  });
});

describe('an assignment open for practice', () => {
  it('takes no graded attempts', async () => {
    const { id, questions } = await twoQuestionAssignment({ openForPractice: true });
    const reply = await submit(student, id, { answers: answersScoring(questions, 100) });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe('Esta tarea está abierta para práctica en Modo Libre: ya no admite envíos calificados');
  });
});
