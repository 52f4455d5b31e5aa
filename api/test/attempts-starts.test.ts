import { describe, expect, it } from 'vitest';
import type { TestUser } from './helpers.js';
import { answersScoring, api, outsider, startClassroom, student, submit, teacher, twoQuestionAssignment } from './classroomFixture.js';

// Attempts start on the server: the device's clock never orders attempts nor excuses lateness beyond what
// the server saw; starts resume; time limits refuse what was saved after the deadline, yet count an offline
// submission saved within it that arrives later.

startClassroom({ outsider: true });

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const start = (user: TestUser, assignmentId: string) => api.call('POST', 'assignments/startAttempt', { token: user.token, body: { assignmentId } });

const readAssignment = async (user: TestUser, id: string) => (await api.call('GET', `assignments/getOne?id=${id}`, { token: user.token })).body;

/** Time passes for a start: it began `minutes` earlier than it did (its deadline moves with it). */
const moveStartBack = (startId: string, minutes: number) =>
  api.db.query(
    `UPDATE attempt_starts SET started_at = started_at - $2 * interval '1 minute',
       deadline_at = deadline_at - $2 * interval '1 minute' WHERE id = $1`,
    [startId, minutes],
  );

describe('the device clock cannot rewrite history', () => {
  it('does not let a back-dated attempt become the FIRST one', async () => {
    const { id, questions } = await twoQuestionAssignment({ gradingMethod: 'FIRST', dueDate: hoursFromNow(-1) });
    const wrong = await submit(student, id, { answers: answersScoring(questions, 0) });
    expect(wrong.status).toBe(201);
    expect((await readAssignment(student, id)).viewerGrade).toBe(0);

    // Without a start: the save time is not believed at all, the attempt counts when it arrives.
    const backdated = await submit(student, id, { answers: answersScoring(questions, 100), savedAt: hoursFromNow(-71) });
    expect(backdated.status).toBe(201);
    expect(backdated.body.assignmentAttempt.late).toBe(true);
    expect(Date.parse(backdated.body.assignmentAttempt.countedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await readAssignment(student, id)).viewerGrade).toBe(0);

    // With a start: the save time is held to the start, which the server saw after the first attempt.
    const opened = await start(student, id);
    expect(opened.status).toBe(201);
    const withStart = await submit(student, id, {
      answers: answersScoring(questions, 100),
      savedAt: hoursFromNow(-71),
      attemptStartId: opened.body.id,
    });
    expect(withStart.status).toBe(201);
    expect(withStart.body.assignmentAttempt).toMatchObject({ late: true, countedAt: opened.body.startedAt, startedAt: opened.body.startedAt });
    expect((await readAssignment(student, id)).viewerGrade).toBe(0);
  });

  it('does not accept a save time from before the assignment existed as on time', async () => {
    const { id, questions } = await twoQuestionAssignment({ dueDate: hoursFromNow(-24) });
    const noStart = await submit(student, id, { answers: answersScoring(questions, 100), savedAt: hoursFromNow(-25) });
    expect(noStart.status).toBe(201);
    expect(noStart.body.assignmentAttempt.late).toBe(true);

    const opened = await start(student, id);
    const withStart = await submit(student, id, {
      answers: answersScoring(questions, 100),
      savedAt: hoursFromNow(-25),
      attemptStartId: opened.body.id,
    });
    expect(withStart.status).toBe(201);
    expect(withStart.body.assignmentAttempt.late).toBe(true);
  });

  it('believes an offline save time between the start and the arrival', async () => {
    const { id, questions } = await twoQuestionAssignment({ dueDate: hoursFromNow(-1) });
    const opened = await start(student, id);
    await moveStartBack(opened.body.id, 180); // opened three hours ago, before the due date
    const savedAt = hoursFromNow(-2);
    const reply = await submit(student, id, { answers: answersScoring(questions, 50), savedAt, attemptStartId: opened.body.id });
    expect(reply.status).toBe(201);
    expect(reply.body.assignmentAttempt).toMatchObject({ late: false, countedAt: savedAt, durationSeconds: 3600 });
  });

  it('still refuses a save time in the future', async () => {
    const { id } = await twoQuestionAssignment();
    const opened = await start(student, id);
    const future = await submit(student, id, { savedAt: hoursFromNow(1), attemptStartId: opened.body.id });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('La hora de guardado del envío está en el futuro. Revise la fecha y hora del dispositivo');
  });
});

describe('attempt starts', () => {
  it('resumes the open start, and the submission that uses it closes it', async () => {
    const { id, questions } = await twoQuestionAssignment({ maxAttempts: 2 });
    const first = await start(student, id);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ startedAt: expect.any(String), deadlineAt: null, secondsLeft: null });
    const again = await start(student, id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const sent = await submit(student, id, { answers: answersScoring(questions, 100), attemptStartId: first.body.id });
    expect(sent.status).toBe(201);
    expect(sent.body.assignmentAttempt.startedAt).toBe(first.body.startedAt);
    expect(sent.body.assignmentAttempt.durationSeconds).toBeGreaterThanOrEqual(0);

    const reused = await submit(student, id, { answers: answersScoring(questions, 100), attemptStartId: first.body.id });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe('Este intento ya se envió. Abra la tarea de nuevo para empezar otro');

    const next = await start(student, id);
    expect(next.status).toBe(201);
    expect(next.body.id).not.toBe(first.body.id);
    // A submission that names no start closes the open one.
    const implicit = await submit(student, id, { answers: answersScoring(questions, 0) });
    expect(implicit.body.assignmentAttempt.startedAt).toBe(next.body.startedAt);
  });

  it('orders FIRST and LAST by start', async () => {
    const { id, questions } = await twoQuestionAssignment({ gradingMethod: 'LAST' });
    const earlier = await start(student, id);
    await moveStartBack(earlier.body.id, 30);
    await submit(student, id, { answers: answersScoring(questions, 50), attemptStartId: earlier.body.id });
    await submit(student, id, { answers: answersScoring(questions, 100) });
    expect((await readAssignment(student, id)).viewerGrade).toBe(100);
    await api.call('PATCH', `assignments/update/${id}`, { token: teacher.token, body: { gradingMethod: 'FIRST' } });
    expect((await readAssignment(student, id)).viewerGrade).toBe(50);
  });

  it('refuses what a submission would refuse', async () => {
    const { id, questions } = await twoQuestionAssignment({ maxAttempts: 1 });
    expect((await start(outsider, id)).status).toBe(403);
    expect((await submit(student, id, { answers: answersScoring(questions, 100) })).status).toBe(201);
    const exhausted = await start(student, id);
    expect(exhausted.status).toBe(409);
    expect(exhausted.body.message).toBe('Ya usó todos los intentos permitidos de esta tarea');

    const practice = await twoQuestionAssignment({ openForPractice: true });
    expect((await start(student, practice.id)).body.message).toBe(
      'Esta tarea está abierta para práctica en Modo Libre: ya no admite envíos calificados',
    );
    const inactive = await twoQuestionAssignment();
    await api.call('PATCH', `assignments/deactivate/${inactive.id}`, { token: teacher.token });
    expect((await start(student, inactive.id)).status).toBeGreaterThanOrEqual(400);

    const [one, other] = [await twoQuestionAssignment(), await twoQuestionAssignment()];
    const elsewhere = await start(student, other.id);
    const mismatched = await submit(student, one.id, { attemptStartId: elsewhere.body.id });
    expect(mismatched.status).toBe(400);
    expect(mismatched.body.message).toBe('El inicio de intento no corresponde a esta tarea');
  });
});

describe('time limits', () => {
  it('sets the deadline from the start and the limit', async () => {
    const { id } = await twoQuestionAssignment({ timeLimitMinutes: 30 });
    const opened = await start(student, id);
    expect(Date.parse(opened.body.deadlineAt) - Date.parse(opened.body.startedAt)).toBe(30 * 60_000);
    expect(opened.body.secondsLeft).toBeGreaterThan(29 * 60);
    expect(opened.body.secondsLeft).toBeLessThanOrEqual(30 * 60);
    expect(await readAssignment(student, id)).toMatchObject({ timeLimitMinutes: 30 });
    // Resumed ten minutes later: the seconds left are the server's count, whatever the device's clock says.
    await moveStartBack(opened.body.id, 10);
    const resumed = await start(student, id);
    expect(resumed.status).toBe(200);
    expect(resumed.body.secondsLeft).toBeGreaterThan(19 * 60);
    expect(resumed.body.secondsLeft).toBeLessThanOrEqual(20 * 60);
  });

  it('checks the limit the owner sets, and clears it with null', async () => {
    const { id } = await twoQuestionAssignment();
    for (const timeLimitMinutes of [0, 601, 2.5, '30']) {
      const reply = await api.call('PATCH', `assignments/update/${id}`, { token: teacher.token, body: { timeLimitMinutes } });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('El tiempo límite debe ser un número entero de minutos entre 1 y 600');
    }
    expect(
      (await api.call('PATCH', `assignments/update/${id}`, { token: teacher.token, body: { timeLimitMinutes: 600 } })).body.timeLimitMinutes,
    ).toBe(600);
    expect((await api.call('PATCH', `assignments/update/${id}`, { token: teacher.token, body: { name: 'Otra' } })).body.timeLimitMinutes).toBe(600);
    expect(
      (await api.call('PATCH', `assignments/update/${id}`, { token: teacher.token, body: { timeLimitMinutes: null } })).body.timeLimitMinutes,
    ).toBeNull();
  });

  it('refuses answers sent after the deadline and its minute of grace', async () => {
    const { id, questions } = await twoQuestionAssignment({ timeLimitMinutes: 10 });
    const opened = await start(student, id);
    await moveStartBack(opened.body.id, 12);
    const refused = await submit(student, id, { answers: answersScoring(questions, 100), attemptStartId: opened.body.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('El tiempo límite de este intento terminó: no se aceptan respuestas guardadas después de él');
    // A save time after the deadline is refused too, however it arrives.
    const savedLate = await submit(student, id, {
      answers: answersScoring(questions, 100),
      attemptStartId: opened.body.id,
      savedAt: hoursFromNow(-0.01),
    });
    expect(savedLate.status).toBe(409);
    expect((await readAssignment(student, id)).viewerAttemptCount).toBe(0);
  });

  it('takes an answer within the minute of grace', async () => {
    const { id, questions } = await twoQuestionAssignment({ timeLimitMinutes: 10 });
    const opened = await start(student, id);
    await moveStartBack(opened.body.id, 10.5);
    const reply = await submit(student, id, { answers: answersScoring(questions, 100), attemptStartId: opened.body.id });
    expect(reply.status).toBe(201);
    expect(reply.body.assignmentAttempt.durationSeconds).toBeGreaterThanOrEqual(630);
  });

  it('counts an offline submission saved within the deadline that arrives later', async () => {
    const { id, questions } = await twoQuestionAssignment({ timeLimitMinutes: 10 });
    const opened = await start(student, id);
    await moveStartBack(opened.body.id, 24 * 60); // opened a day ago; the device went offline at once
    const savedAt = new Date(Date.parse(opened.body.startedAt) - 24 * 3_600_000 + 8 * 60_000).toISOString();
    // Meanwhile the student opened the assignment again online: the expired start is closed, a new one opened.
    const reopened = await start(student, id);
    expect(reopened.status).toBe(201);
    const reply = await submit(student, id, { answers: answersScoring(questions, 100), attemptStartId: opened.body.id, savedAt });
    expect(reply.status).toBe(201);
    expect(reply.body.assignmentAttempt).toMatchObject({ countedAt: savedAt, durationSeconds: 8 * 60 });
  });

  it('counts a start whose time ran out unsubmitted as a used attempt, yet takes its offline submission', async () => {
    const { id, questions } = await twoQuestionAssignment({ timeLimitMinutes: 10, maxAttempts: 2 });
    const first = await start(student, id);
    await moveStartBack(first.body.id, 12); // the student read the questions, closed the page and let the time run out
    expect((await readAssignment(student, id)).viewerAttemptsLeft).toBe(1);
    const second = await start(student, id);
    expect(second.status).toBe(201);
    await moveStartBack(second.body.id, 12);
    expect((await readAssignment(student, id)).viewerAttemptsLeft).toBe(0);
    // No fresh clock for a third look at the questions.
    const third = await start(student, id);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('Ya usó todos los intentos permitidos de esta tarea');
    // The first start's answers, saved offline within its deadline, still arrive and count.
    const savedAt = new Date(Date.parse(first.body.startedAt) - 12 * 60_000 + 9 * 60_000).toISOString();
    const late = await submit(student, id, { answers: answersScoring(questions, 100), attemptStartId: first.body.id, savedAt });
    expect(late.status).toBe(201);
    expect((await readAssignment(student, id)).viewerAttemptsLeft).toBe(0);
  });

  it('shows a timed assignment’s questions to a student only while their clock runs', async () => {
    const { id, questions } = await twoQuestionAssignment({ timeLimitMinutes: 10 });
    const readQuestions = async () => ({
      assignment: await readAssignment(student, id),
      byAssignment: (await api.call('GET', `question/getQuestionsByAssignment?assignmentId=${id}`, { token: student.token })).body,
      byIds: (await api.call('GET', `question/getAll?ids=${questions.join(',')}`, { token: student.token })).body,
    });
    const before = await readQuestions();
    expect(before.assignment).toMatchObject({ questionsIds: [], questionCount: 2 });
    expect(before.byAssignment).toEqual([]);
    expect(before.byIds).toEqual([]);
    expect((await readAssignment(teacher, id)).questionsIds).toEqual(questions);

    const opened = await start(student, id);
    const running = await readQuestions();
    expect(running.assignment.questionsIds).toEqual(questions);
    expect(running.byAssignment.map((q: { id: string }) => q.id)).toEqual(questions);
    expect(running.byIds).toHaveLength(2);

    await moveStartBack(opened.body.id, 12);
    const after = await readQuestions();
    expect(after.assignment.questionsIds).toEqual([]);
    expect(after.byAssignment).toEqual([]);
    expect(after.byIds).toEqual([]);
  });

  it('takes no late answers of an older start once a newer start’s attempt was handed in', async () => {
    const { id, questions } = await twoQuestionAssignment({ timeLimitMinutes: 10, gradingMethod: 'FIRST' });
    const first = await start(student, id);
    await moveStartBack(first.body.id, 12);
    const second = await start(student, id);
    expect((await submit(student, id, { answers: answersScoring(questions, 0), attemptStartId: second.body.id })).status).toBe(201);
    expect((await readAssignment(student, id)).viewerGrade).toBe(0);
    // Having seen that result, the older start's "offline" answers cannot slip in ahead of it.
    const savedAt = new Date(Date.parse(first.body.startedAt) - 12 * 60_000 + 5_000).toISOString();
    const slipped = await submit(student, id, { answers: answersScoring(questions, 100), attemptStartId: first.body.id, savedAt });
    expect(slipped.status).toBe(409);
    expect(slipped.body.message).toBe('Ya entregó un intento que empezó después de este: este intento ya no se puede enviar');
    expect((await readAssignment(student, id)).viewerGrade).toBe(0);
  });

  it('gives the minute of grace to the arrival, not to a save time the device claims', async () => {
    const { id, questions } = await twoQuestionAssignment({ timeLimitMinutes: 10 });
    const opened = await start(student, id);
    await moveStartBack(opened.body.id, 13);
    const deadline = Date.parse(opened.body.deadlineAt) - 13 * 60_000;
    const savedAt = new Date(deadline + 50_000).toISOString(); // "saved within the grace", arriving two minutes after the deadline
    const reply = await submit(student, id, { answers: answersScoring(questions, 100), attemptStartId: opened.body.id, savedAt });
    expect(reply.status).toBe(409);
  });

  it('holds the two-step flow to the open start and its deadline', async () => {
    const { id, questions } = await twoQuestionAssignment({ timeLimitMinutes: 10 });
    const store = () => api.call('POST', 'question/createManyAttempt', { token: student.token, body: answersScoring(questions, 100) });
    const bundle = (stored: Array<{ id: string }>) =>
      api.call('POST', 'assignments/createAttempt', {
        token: student.token,
        body: { assignmentId: id, questionsAttemptsIds: stored.map((a) => a.id) },
      });
    // Before a start its questions cannot even be answered: the clock has not started.
    expect((await store()).status).toBe(404);
    const opened = await start(student, id);
    const stored = await store();
    expect(stored.status).toBe(201);
    await moveStartBack(opened.body.id, 12);
    // Nor after the time ran out: neither storing more answers nor bundling those stored in time.
    expect((await store()).status).toBe(404);
    expect((await bundle(stored.body)).body.message).toBe(
      'El tiempo límite de este intento terminó: no se aceptan respuestas guardadas después de él',
    );
    const again = await start(student, id);
    expect(again.status).toBe(201);
    const bundled = await bundle((await store()).body);
    expect(bundled.status).toBe(201);
    expect(bundled.body.startedAt).toBe(again.body.startedAt);
  });

  it('takes no submission without a start, and keeps the deadline a start was given', async () => {
    const { id, questions } = await twoQuestionAssignment({ timeLimitMinutes: 5 });
    const refused = await submit(student, id, { answers: answersScoring(questions, 100) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Esta tarea tiene tiempo límite: ábrala con conexión a internet para empezar el intento');

    const opened = await start(student, id);
    await api.call('PATCH', `assignments/update/${id}`, { token: teacher.token, body: { timeLimitMinutes: 60 } });
    expect((await start(student, id)).body.deadlineAt).toBe(opened.body.deadlineAt);
  });
});
