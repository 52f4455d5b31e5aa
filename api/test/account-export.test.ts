import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQuestion, createAssignment, createGroup, sampleQuestions, signUp, startTestApi, type TestApi, type TestUser } from './helpers.js';

// GET /profile/export over HTTP: one JSON file of everything Aula holds about the caller (account, groups, their own
// questions with keys, attempts with answers and feedback, notifications, sessions), and nothing private of anybody
// else: a classmate's names, e-mail and answers, or the keys of the teacher's questions, never appear in it.

let api: TestApi;
let teacher: TestUser;
let student: TestUser;
let classmate: TestUser;
let groupId: string;
let assignmentId: string;
let tf: string;
let essay: string;

const submit = (user: TestUser, answers: unknown[]) =>
  api.call('POST', 'assignments/submit', { token: user.token, body: { assignmentId, clientSubmissionId: randomUUID(), answers } });

/** The caller's export: the reply and the document read from it. */
async function exportOf(user: TestUser) {
  const response = await fetch(`${api.origin}/api/v1/profile/export`, { headers: { authorization: `Bearer ${user.token}` } });
  const text = await response.text();
  return { response, text, document: JSON.parse(text) };
}

beforeAll(async () => {
  api = await startTestApi();
  teacher = await signUp(api, { firstName: 'Teodora', lastName: 'Maestra' });
  student = await signUp(api, { firstName: 'Sonia', lastName: 'Alumna' });
  classmate = await signUp(api, { firstName: 'Clementina', lastName: 'Vecindario' });
  groupId = (await createGroup(api, teacher, [student, classmate], { name: 'Biología 2C' })).id;
  assignmentId = (await createAssignment(api, teacher, groupId, { name: 'Fotosíntesis' })).id;
  tf = (await addQuestion(api, teacher, assignmentId, { ...sampleQuestions.TRUE_OR_FALSE, statement: 'Las plantas respiran' })).id;
  essay = (await addQuestion(api, teacher, assignmentId, sampleQuestions.SHORT_ANSWER)).id;
  const mine = await submit(student, [
    { questionId: tf, trueOrFalseAnswer: true },
    { questionId: essay, shortAnswer: 'La clorofila capta la luz del sol' },
  ]);
  expect(mine.status).toBe(201);
  const comment = await api.call('PATCH', `assignments/commentAttempt/${mine.body.assignmentAttempt.id}`, {
    token: teacher.token,
    body: { feedback: 'Buen trabajo, Sonia' },
  });
  expect(comment.status).toBe(200);
  expect(
    (
      await submit(classmate, [
        { questionId: tf, trueOrFalseAnswer: false },
        { questionId: essay, shortAnswer: 'Respuesta secreta de Clementina' },
      ])
    ).status,
  ).toBe(201);
  // A question of the student's own, in their bank.
  const own = await api.call('POST', 'question/create', {
    token: student.token,
    body: { type: 'TRUE_OR_FALSE', statement: 'El agua hierve a 100 grados', correctAnswer: true, difficulty: 'EASY' },
  });
  expect(own.status).toBe(201);
});
afterAll(() => api.close());

describe('GET /profile/export', () => {
  it('downloads one pretty JSON file named after the username', async () => {
    const { response, text, document } = await exportOf(student);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="aula-mis-datos-${student.username}.json"`);
    expect(text).toBe(`${JSON.stringify(document, null, 2)}\n`);
    expect(Object.keys(document)).toEqual([
      'exportedAt',
      'account',
      'profile',
      'groups',
      'questions',
      'assignments',
      'attempts',
      'attemptStarts',
      'unsubmittedAnswers',
      'scoreChanges',
      'joinRequests',
      'groupExclusions',
      'notifications',
      'sessions',
      'uploadedImages',
    ]);
  });

  it("holds the user's account, groups, own questions with keys, attempts with answers and feedback, notifications and sessions", async () => {
    const { document } = await exportOf(student);
    expect(document.account).toMatchObject({
      id: student.userId,
      firstName: 'Sonia',
      lastName: 'Alumna',
      email: student.email,
      phone: '+51 987654321',
    });
    expect(document.profile).toMatchObject({ id: student.profileId, username: student.username });
    expect(document.groups).toEqual([
      expect.objectContaining({ id: groupId, name: 'Biología 2C', role: 'MEMBER', ownerUsername: teacher.username, code: null }),
    ]);
    expect(document.questions).toEqual([
      expect.objectContaining({
        type: 'TRUE_OR_FALSE',
        statement: 'El agua hierve a 100 grados',
        details: expect.objectContaining({ correctAnswer: true }),
      }),
    ]);
    expect(document.attempts).toHaveLength(1);
    const [attempt] = document.attempts;
    expect(attempt).toMatchObject({
      assignment: { id: assignmentId, name: 'Fotosíntesis' },
      studyGroup: { id: groupId, name: 'Biología 2C' },
      feedback: 'Buen trabajo, Sonia',
      questionCount: 2,
    });
    expect(attempt.answers).toEqual([
      expect.objectContaining({ question: { id: tf, type: 'TRUE_OR_FALSE', statement: 'Las plantas respiran' }, score: 100 }),
      expect.objectContaining({ question: { id: essay, type: 'SHORT_ANSWER', statement: sampleQuestions.SHORT_ANSWER.statement }, score: null }),
    ]);
    expect(JSON.stringify(attempt.answers[1].answer)).toContain('La clorofila capta la luz del sol');
    expect(document.notifications.map((n: { kind: string }) => n.kind)).toContain('ADDED_TO_GROUP');
    expect(document.sessions).toEqual([expect.objectContaining({ remembered: false, endedAt: null })]);
  });

  it("holds nothing private of anybody else: no classmate's or teacher's names, e-mail or answers, no teacher's key", async () => {
    const { text, document } = await exportOf(student);
    for (const secret of ['Clementina', 'Vecindario', classmate.email, 'Respuesta secreta', 'Teodora', 'Maestra', teacher.email]) {
      expect(text).not.toContain(secret);
    }
    // The only key in the file is the one of the student's own question.
    expect(text.match(/correctAnswer/g)).toHaveLength(1);
    expect(document.attempts[0].answers[0].question).not.toHaveProperty('details');
  });

  it("gives a teacher their group's code and their questions, and each user only their own", async () => {
    const { document } = await exportOf(teacher);
    expect(document.groups).toEqual([expect.objectContaining({ id: groupId, role: 'OWNER', code: expect.any(String) })]);
    expect(document.questions.map((q: { id: string }) => q.id).sort()).toEqual([tf, essay].sort());
    expect(document.attempts).toEqual([]);
    expect(document.account.email).toBe(teacher.email);
  });

  it('pages through a thousand attempts, oldest first, each with its answer', async () => {
    const busy = await signUp(api, { firstName: 'Ramiro', lastName: 'Constante' });
    await api.call('PATCH', 'study-group/addMembers', { token: teacher.token, body: { groupId, profilesId: [busy.profileId] } });
    await api.db.query(
      `WITH made AS (
         INSERT INTO assignment_attempts (assignment_id, profile_id, score, question_count, counted_at)
         SELECT $1, $2, n % 101, 1, now() FROM generate_series(1, 1000) n RETURNING id, seq, score)
       INSERT INTO question_attempts (assignment_attempt_id, question_id, profile_id, score, answer)
       SELECT id, $3, $2, score, jsonb_build_object('trueOrFalseAnswer', score > 50) FROM made`,
      [assignmentId, busy.profileId, tf],
    );
    const { response, document } = await exportOf(busy);
    expect(response.status).toBe(200);
    expect(document.attempts).toHaveLength(1000);
    expect(document.attempts.map((a: { score: number }) => a.score)).toEqual(Array.from({ length: 1000 }, (_, i) => (i + 1) % 101));
    expect(document.attempts.every((a: { answers: unknown[] }) => a.answers.length === 1)).toBe(true);
  });

  it('refuses a caller without a token', async () => {
    expect((await api.call('GET', 'profile/export')).status).toBe(401);
  });
});
