import { beforeAll, describe, expect, it } from 'vitest';
import { api, groupId, outsider, startClassroom, student, teacher } from './classroomFixture.js';
import { addQuestion, createAssignment, sampleQuestions, signUp, type TestUser } from './helpers.js';

// Modo Libre: questions of assignments open for practice, checked by the attempts' grading, never stored.

startClassroom({ outsider: true });

let openId: string;
let gradedId: string;
const q = {} as Record<'tf' | 'match' | 'keyed' | 'manual' | 'graded', string>;

beforeAll(async () => {
  openId = (await createAssignment(api, teacher, groupId, { name: 'Repaso libre', openForPractice: true })).id;
  q.tf = (await addQuestion(api, teacher, openId, sampleQuestions.TRUE_OR_FALSE)).id;
  q.match = (await addQuestion(api, teacher, openId, sampleQuestions.MATCH_COLUMNS)).id;
  q.keyed = (
    await addQuestion(api, teacher, openId, { type: 'SHORT_ANSWER', statement: '¿Qué pigmento capta la luz?', acceptedAnswers: ['*clorofila*'] })
  ).id;
  q.manual = (await addQuestion(api, teacher, openId, sampleQuestions.SHORT_ANSWER)).id;
  gradedId = (await createAssignment(api, teacher, groupId, { name: 'Examen' })).id;
  q.graded = (await addQuestion(api, teacher, gradedId, { ...sampleQuestions.TRUE_OR_FALSE, statement: 'El agua hierve a 100 grados' })).id;
});

const questions = (user: TestUser, query = '') => api.call('GET', `practice/questions?studyGroupId=${groupId}${query}`, { token: user.token });
const check = (user: TestUser, questionId: string, answer: Record<string, unknown>) =>
  api.call('POST', 'practice/check', { token: user.token, body: { questionId, answer } });

describe('practice questions', () => {
  it("lists a member the questions of assignments open for practice, without keys, and none of a graded one's", async () => {
    const reply = await questions(student, '&limit=50');
    expect(reply.status).toBe(200);
    expect(reply.body.map((x: { id: string }) => x.id).sort()).toEqual([q.tf, q.match, q.keyed].sort());
    const text = JSON.stringify(reply.body);
    expect(text).not.toContain('correctAnswer');
    expect(text).not.toContain('clorofila');
    expect((await questions(student, '&type=TRUE_OR_FALSE')).body.map((x: { id: string }) => x.id)).toEqual([q.tf]);
    expect((await questions(student, `&assignmentId=${gradedId}`)).body).toEqual([]);
  });

  it("gives the owner their own questions of the group's assignments too", async () => {
    const ids = (await questions(teacher, '&limit=50')).body.map((x: { id: string }) => x.id);
    expect(ids.sort()).toEqual([q.tf, q.match, q.keyed, q.graded].sort());
  });

  it('refuses a group the viewer does not belong to', async () => {
    expect((await questions(outsider)).status).toBe(403);
  });
});

describe('checking a practice answer', () => {
  it('grades a right and a wrong answer and shows the question with its key', async () => {
    const right = await check(student, q.tf, { trueOrFalseAnswer: true });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({
      correct: true,
      score: 100,
      question: expect.objectContaining({ id: q.tf, type: 'TRUE_OR_FALSE', view: 'AUTHOR', correctAnswer: true }),
      solution: { type: 'TRUE_OR_FALSE', correctAnswer: true },
    });
    const wrong = await check(student, q.keyed, { shortAnswer: 'el sol' });
    expect(wrong.body).toEqual({
      correct: false,
      score: 0,
      question: expect.objectContaining({ id: q.keyed, view: 'AUTHOR', acceptedAnswers: ['*clorofila*'] }),
      solution: { type: 'SHORT_ANSWER', acceptedAnswers: ['*clorofila*'] },
    });
    const match = await check(student, q.match, { userColumnsOrder: ['Santiago', 'Lima', 'Ciudad de México'] });
    expect(match.body.correct).toBe(false);
    expect(match.body.score).toBeCloseTo(100 / 3, 6);
    expect(match.body.solution).toEqual({
      type: 'MATCH_COLUMNS',
      leftColumn: sampleQuestions.MATCH_COLUMNS.leftColumn,
      rightColumn: sampleQuestions.MATCH_COLUMNS.rightColumn,
    });
  });

  it('refuses a question of a graded assignment without showing its key', async () => {
    for (const [user, id] of [
      [student, q.graded],
      [outsider, q.tf],
      [student, q.manual],
    ] as const) {
      const reply = await check(user, id, { trueOrFalseAnswer: true });
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe('Esta pregunta no está disponible para practicar');
      expect(JSON.stringify(reply.body)).not.toContain('correct');
    }
  });

  it('leaves out a question that a live graded assignment also uses', async () => {
    const shared = (await addQuestion(api, teacher, openId, { ...sampleQuestions.TRUE_OR_FALSE, statement: 'El oro es un metal' })).id;
    expect((await check(student, shared, { trueOrFalseAnswer: true })).status).toBe(200);
    // The teacher reuses it in the graded exam: its key must not be shown by practice any more.
    const examQuestions = (await api.call('GET', `assignments/getOne?id=${gradedId}`, { token: teacher.token })).body.questionsIds;
    const linked = await api.call('PATCH', `assignments/update/${gradedId}`, {
      token: teacher.token,
      body: { questionsIds: [...examQuestions, shared], confirmPractisedKeys: true },
    });
    expect(linked.status).toBe(200);
    expect((await questions(student, '&limit=50')).body.map((x: { id: string }) => x.id)).not.toContain(shared);
    const refused = await check(student, shared, { trueOrFalseAnswer: true });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('correct');
    // Its author still practises it.
    expect((await check(teacher, shared, { trueOrFalseAnswer: true })).status).toBe(200);
  });

  it('refuses an answer of another type', async () => {
    const reply = await check(student, q.tf, { shortAnswer: 'verdadero' });
    expect(reply.status).toBe(400);
  });

  it('leaves attempts and grades untouched', async () => {
    await check(student, q.tf, { trueOrFalseAnswer: true });
    expect((await api.call('GET', `assignments/getAttempts?assignmentId=${openId}`, { token: teacher.token })).body).toEqual([]);
    expect((await api.call('GET', `question/getAllAttempts?profileId=${student.profileId}`, { token: student.token })).body).toEqual([]);
    expect((await api.call('GET', `assignments/getOne?id=${openId}`, { token: student.token })).body).toMatchObject({
      viewerGrade: null,
      viewerAttemptCount: 0,
    });
  });
});

describe('the practice rate limit', () => {
  it('answers 429 with the wait in Spanish after too many checks by one account, and lets it check again after the wait', async () => {
    const eager = await signUp(api, { firstName: 'Sofía', lastName: 'Ramos' });
    await api.call('PATCH', 'study-group/addMembers', { token: teacher.token, body: { groupId, profilesId: [eager.profileId] } });
    let reply = await check(eager, q.tf, { trueOrFalseAnswer: true });
    expect(reply.status).toBe(200);
    for (let i = 0; i < 200 && reply.status === 200; i++) reply = await check(eager, q.tf, { trueOrFalseAnswer: true });
    expect(reply.status).toBe(429);
    expect(reply.body.message).toMatch(/^Demasiadas solicitudes\. Inténtelo de nuevo en \d+ segundos$/);
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    // Per account: another student of the same group (and address) still checks.
    expect((await check(student, q.tf, { trueOrFalseAnswer: true })).status).toBe(200);
    // The window ends (moved to now rather than waited for): the same account checks again.
    await api.db.query(`UPDATE rate_limit_hits SET reset_at = now() WHERE key LIKE $1`, [`%practice:${eager.profileId}`]);
    expect((await check(eager, q.tf, { trueOrFalseAnswer: true })).status).toBe(200);
  });
});
