import { describe, expect, it } from 'vitest';
import type { TestUser } from './helpers.js';
import { documentChecker, operationsOf } from './openapiChecker.js';
import { answersScoring, api, classmate, groupId, startClassroom, student, submit, teacher, twoQuestionAssignment } from './classroomFixture.js';

// Issue 32: the answers of an open attempt start kept on the server (PUT /assignments/attemptStarts/:id/draft), so a
// student who changes devices continues where they were. Last write wins; only the start's student reads or writes
// it (the teacher never sees it); a closed or run-out start refuses it; the submission that closes the start clears it.

startClassroom({ classmate: true });

const start = (user: TestUser, assignmentId: string) => api.call('POST', 'assignments/startAttempt', { token: user.token, body: { assignmentId } });
const saveDraft = (user: TestUser, startId: string, body: unknown) =>
  api.call('PUT', `assignments/attemptStarts/${startId}/draft`, { token: user.token, body });
const draftColumns = async (startId: string) =>
  (
    await api.db.query<{ draft: string | null; draft_step: number | null }>('SELECT draft, draft_step FROM attempt_starts WHERE id = $1', [startId])
  )[0];
/** Another device of the same student: a new login, a new session. */
const otherDevice = async (user: TestUser): Promise<TestUser> => ({
  ...user,
  token: (await api.call('POST', 'auth/login', { body: { email: user.email, password: user.password } })).body.token,
});

describe('a draft on the server', () => {
  it('is kept as sent, the last write winning, and another device resumes it', async () => {
    const { id, questions } = await twoQuestionAssignment();
    const opened = await start(student, id);
    expect(opened.status).toBe(201);
    expect(opened.body.draft).toBeNull();

    const first = await saveDraft(student, opened.body.id, { step: 0, answers: JSON.stringify({ [questions[0]!]: true }) });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: opened.body.id, startedAt: opened.body.startedAt, draft: { step: 0 } });
    // Spacing, key order and accents stay as the client wrote them.
    const answers = `{ "${questions[1]}" : false,  "${questions[0]}": true, "nota": "acción" }`;
    const second = await saveDraft(student, opened.body.id, { step: 1, answers });
    expect(second.status).toBe(200);
    expect(second.body.draft).toEqual({ step: 1, answers, savedAt: expect.any(String) });
    expect(Math.abs(Date.parse(second.body.draft.savedAt) - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(second.body.draft.savedAt)).toBeGreaterThanOrEqual(Date.parse(first.body.draft.savedAt));

    const phone = await otherDevice(student);
    const resumed = await start(phone, id);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ id: opened.body.id, draft: second.body.draft });
  });

  it('goes with the submission that closes its start, which then refuses drafts', async () => {
    const { id, questions } = await twoQuestionAssignment();
    const opened = (await start(student, id)).body;
    expect((await saveDraft(student, opened.id, { step: 1, answers: '{"q":1}' })).status).toBe(200);

    const sent = await submit(student, id, { answers: answersScoring(questions, 100), attemptStartId: opened.id });
    expect(sent.status).toBe(201);
    expect(await draftColumns(opened.id)).toEqual({ draft: null, draft_step: null });

    const late = await saveDraft(student, opened.id, { step: 1, answers: '{"q":2}' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Este intento ya fue enviado o se acabó su tiempo: sus respuestas ya no se guardan en el servidor');
    expect(await draftColumns(opened.id)).toEqual({ draft: null, draft_step: null });
    // The next attempt starts clean.
    const next = await start(student, id);
    expect(next.status).toBe(201);
    expect(next.body.draft).toBeNull();
  });

  it('is refused once a time limit has run out (with its grace), and a new start begins without it', async () => {
    const { id } = await twoQuestionAssignment({ timeLimitMinutes: 5, maxAttempts: 3 });
    const opened = (await start(student, id)).body;
    expect((await saveDraft(student, opened.id, { step: 0, answers: '[]' })).status).toBe(200);
    // Six minutes later: past the deadline and its 60 s grace.
    await api.db.query(
      `UPDATE attempt_starts SET started_at = started_at - interval '6 minutes', deadline_at = deadline_at - interval '6 minutes' WHERE id = $1`,
      [opened.id],
    );
    const refused = await saveDraft(student, opened.id, { step: 1, answers: '[1]' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Este intento ya fue enviado o se acabó su tiempo/);
    expect((await draftColumns(opened.id))?.draft).toBe('[]');

    const fresh = await start(student, id);
    expect(fresh.status).toBe(201);
    expect(fresh.body.draft).toBeNull();
    expect(await draftColumns(opened.id)).toEqual({ draft: null, draft_step: null });
  });

  it('refuses answers that are not JSON or over 256 KiB, and a bad step, in Spanish', async () => {
    const { id } = await twoQuestionAssignment();
    const opened = (await start(student, id)).body;
    const refusal = async (body: unknown) => {
      const reply = await saveDraft(student, opened.id, body);
      expect(reply.status).toBe(400);
      return reply.body.message;
    };
    expect(await refusal({ step: 0, answers: '{"sin cerrar": ' })).toBe('Las respuestas del borrador (answers) no son un JSON válido');
    expect(await refusal({ step: 0, answers: { ya: 'objeto' } })).toBe('Las respuestas del borrador (answers) no son un JSON válido');
    // 256 KiB in UTF-8 bytes, not characters: a JSON string of 'ñ' (two bytes each) one byte over, in half as many characters.
    const limit = 256 * 1024;
    expect(await refusal({ step: 0, answers: `"${'ñ'.repeat((limit - 2) / 2)}a"` })).toBe(
      'Las respuestas del borrador (answers) superan el tamaño máximo de 256 KiB',
    );
    expect(await refusal({ step: -1, answers: '{}' })).toBe('La pregunta del borrador (step) debe ser un número entero entre 0 y 1000');
    expect(await refusal({ step: 1.5, answers: '{}' })).toBe('La pregunta del borrador (step) debe ser un número entero entre 0 y 1000');
    expect(await draftColumns(opened.id)).toEqual({ draft: null, draft_step: null });

    // Exactly 256 KiB is taken.
    const atLimit = `"${'a'.repeat(limit - 2)}"`;
    const taken = await saveDraft(student, opened.id, { step: 3, answers: atLimit });
    expect(taken.status).toBe(200);
    expect(taken.body.draft.answers).toBe(atLimit);
  });

  it("is the student's alone: a classmate and the teacher can neither write nor read it", async () => {
    const { id, questions } = await twoQuestionAssignment();
    const marker = 'BORRADOR-SECRETO-del-estudiante';
    const opened = (await start(student, id)).body;
    expect((await saveDraft(student, opened.id, { step: 1, answers: JSON.stringify({ marker }) })).status).toBe(200);

    for (const other of [classmate, teacher]) {
      const tried = await saveDraft(other, opened.id, { step: 0, answers: '{"otro":true}' });
      expect(tried.status).toBe(404);
      expect(tried.body.message).toBe('No se encontró el recurso');
    }
    expect((await draftColumns(opened.id))?.draft).toBe(JSON.stringify({ marker }));
    // The classmate's own start on the same assignment has no view of it either.
    expect((await start(classmate, id)).body.draft).toBeNull();

    // Another attempt submitted, so the teacher's attempt views, grades and statistics have something to show.
    const handedIn = await submit(classmate, id, { answers: answersScoring(questions, 50) });
    expect(handedIn.status).toBe(201);
    const teacherReads = [
      `assignments/getAttempts?assignmentId=${id}`,
      `assignments/getAttempts?assignmentId=${id}&profileId=${student.profileId}`,
      `assignments/getAttemptPages?assignmentIds=${id}`,
      `assignments/getAttemptsWithAssignment?assignmentId=${id}`,
      `question/getAllAttempts?assignmentAttemptId=${handedIn.body.assignmentAttempt.id}&includeQuestion=true`,
      `assignments/getOne?id=${id}`,
      `profile/getProfilesWithAttempts/${id}`,
      `gradebook/${groupId}`,
      `gradebook/${groupId}/csv`,
      `statistics/${id}`,
      `progress/study-group/${groupId}`,
      'profile/export',
      'notification/getAll',
    ];
    for (const path of teacherReads) {
      const reply = await api.call('GET', path, { token: teacher.token });
      expect(reply.status, path).toBe(200);
      expect(JSON.stringify(reply.body), path).not.toContain(marker);
    }
    // The student's own export holds it.
    const own = await api.call('GET', 'profile/export', { token: student.token });
    const exported = own.body.attemptStarts.find((s: { id: string }) => s.id === opened.id);
    expect(exported.draft).toEqual({ step: 1, answers: JSON.stringify({ marker }), savedAt: expect.any(String) });
  });

  it("answers 404 for an unknown start, and the account's deletion deletes its drafts", async () => {
    const unknown = await saveDraft(student, '00000000-0000-4000-8000-000000000000', { step: 0, answers: '{}' });
    expect(unknown.status).toBe(404);

    const leaving = await otherDevice(classmate);
    const { id } = await twoQuestionAssignment();
    const opened = (await start(leaving, id)).body;
    expect((await saveDraft(leaving, opened.id, { step: 0, answers: '{"a":1}' })).status).toBe(200);
    expect((await api.call('POST', 'auth/deleteAccount', { token: leaving.token, body: { password: leaving.password } })).status).toBe(200);
    expect(await draftColumns(opened.id)).toEqual({ draft: null, draft_step: null });
  });
});

describe('the OpenAPI document', () => {
  it('documents what the draft and offline key routes answer, success and refusals', async () => {
    const { call, called, problems } = documentChecker(api, operationsOf((await api.call('GET', 'docs/json')).body));
    const { id, questions } = await twoQuestionAssignment();
    const opened = (await call('POST', 'assignments/startAttempt', { token: student.token, body: { assignmentId: id } })).body;
    const draft = (step: number, answers: string, user = student, startId = opened.id) =>
      call('PUT', `assignments/attemptStarts/${startId}/draft`, { token: user.token, body: { step, answers } });
    expect((await draft(2, '{"a":[1,2]}')).status).toBe(200);
    expect((await call('POST', 'assignments/startAttempt', { token: student.token, body: { assignmentId: id } })).body.draft).not.toBeNull();
    expect((await draft(0, 'no es JSON')).status).toBe(400);
    expect((await draft(0, '{}', teacher)).status).toBe(404);
    await submit(student, id, { answers: answersScoring(questions, 100), attemptStartId: opened.id });
    expect((await draft(0, '{}')).status).toBe(409);
    expect((await call('GET', 'profile/offlineKey', { token: student.token })).status).toBe(200);
    expect((await call('POST', 'auth/login', { body: { email: teacher.email, password: teacher.password } })).body.offlineKey).toEqual(
      expect.any(String),
    );
    expect((await call('GET', 'profile/export', { token: student.token })).status).toBe(200);

    expect(problems).toEqual([]);
    expect([...called]).toEqual(expect.arrayContaining(['PUT /api/v1/assignments/attemptStarts/{id}/draft', 'GET /api/v1/profile/offlineKey']));
  });
});
