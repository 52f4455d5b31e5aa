import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQuestion, createAssignment, createGroup, sampleQuestions, signUp, startTestApi, type TestApi, type TestUser } from './helpers.js';

// GET /profile/export over HTTP, beyond account and attempts: a teacher's file holds the assignments they created
// (settings, group, questions in order), a student's holds the assignments they opened without submitting, the
// changes of their scores and the groups that removed them. And one account may export only so often.

let api: TestApi;
let teacher: TestUser;
let student: TestUser;
let groupId: string;
let debateId: string;
let graded: { id: string; tf: string; essay: string };
let timedId: string;
let draftId: string;
let essayAnswerId: string;
let attemptId: string;

const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString();
const closeAt = new Date(Date.now() + 8 * 86_400_000).toISOString();

async function exportOf(user: TestUser) {
  const response = await fetch(`${api.origin}/api/v1/profile/export`, { headers: { authorization: `Bearer ${user.token}` } });
  return { response, document: (await response.json()) as any };
}

beforeAll(async () => {
  api = await startTestApi();
  teacher = await signUp(api, { firstName: 'Teodora', lastName: 'Maestra' });
  student = await signUp(api, { firstName: 'Sonia', lastName: 'Alumna' });
  groupId = (await createGroup(api, teacher, [student], { name: 'Química 4B' })).id;

  // A graded assignment with its own settings, two questions in order; the student opens it, submits, and the
  // teacher grades the essay by hand.
  const made = await createAssignment(api, teacher, groupId, {
    name: 'Reacciones químicas',
    description: 'Lea el capítulo 3 antes de empezar',
    difficulty: 'HARD',
    maxAttempts: 2,
    gradingMethod: 'AVERAGE',
    dueDate,
    closeAt,
  });
  const tf = (await addQuestion(api, teacher, made.id, sampleQuestions.TRUE_OR_FALSE)).id;
  const essay = (await addQuestion(api, teacher, made.id, sampleQuestions.SHORT_ANSWER)).id;
  graded = { id: made.id, tf, essay };
  expect((await api.call('POST', 'assignments/startAttempt', { token: student.token, body: { assignmentId: graded.id } })).status).toBe(201);
  const submitted = await api.call('POST', 'assignments/submit', {
    token: student.token,
    body: {
      assignmentId: graded.id,
      clientSubmissionId: randomUUID(),
      answers: [
        { questionId: tf, trueOrFalseAnswer: true },
        { questionId: essay, shortAnswer: 'Los reactivos se transforman en productos' },
      ],
    },
  });
  expect(submitted.status).toBe(201);
  attemptId = submitted.body.assignmentAttempt.id;
  essayAnswerId = submitted.body.questionAttempts.find((a: { questionId: string }) => a.questionId === essay).id;
  const grading = await api.call('PATCH', `question/gradeAttempt/${essayAnswerId}`, { token: teacher.token, body: { score: 80 } });
  expect(grading.status).toBe(200);

  // A timed assignment the student opens and leaves, and a draft nobody sees yet.
  timedId = (await createAssignment(api, teacher, groupId, { name: 'Examen cronometrado', timeLimitMinutes: 30 })).id;
  await addQuestion(api, teacher, timedId, sampleQuestions.TRUE_OR_FALSE);
  expect((await api.call('POST', 'assignments/startAttempt', { token: student.token, body: { assignmentId: timedId } })).status).toBe(201);
  draftId = (await createAssignment(api, teacher, groupId, { name: 'Borrador de repaso', draft: true })).id;

  // A group whose owner removes her.
  debateId = (await createGroup(api, teacher, [student], { name: 'Club de debate' })).id;
  const removed = await api.call('DELETE', 'study-group/removeMember', {
    token: teacher.token,
    body: { groupId: debateId, profileId: student.profileId },
  });
  expect(removed.status).toBe(200);
});
afterAll(() => api.close());

describe('GET /profile/export: what a teacher made and what happened to a student', () => {
  it("holds the teacher's assignments: texts, settings, group, dates and questions in order", async () => {
    const { document } = await exportOf(teacher);
    expect(document.assignments.map((a: { id: string }) => a.id)).toEqual([graded.id, timedId, draftId]);
    const [reactions, timed, draft] = document.assignments;
    expect(reactions).toMatchObject({
      name: 'Reacciones químicas',
      description: 'Lea el capítulo 3 antes de empezar',
      difficulty: 'HARD',
      studyGroup: { id: groupId, name: 'Química 4B' },
      assigneeUsername: null,
      maxAttempts: 2,
      gradingMethod: 'AVERAGE',
      openForPractice: false,
      timeLimitMinutes: null,
      dueDate,
      closeAt,
      isActive: true,
      questionIds: [graded.tf, graded.essay],
    });
    expect(new Date(reactions.publishedAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(timed).toMatchObject({ name: 'Examen cronometrado', timeLimitMinutes: 30 });
    expect(draft).toMatchObject({ name: 'Borrador de repaso', publishedAt: null, questionIds: [] });
    // Their questions are there too, so questionIds can be read.
    expect(document.questions.map((q: { id: string }) => q.id)).toEqual(expect.arrayContaining([graded.tf, graded.essay]));
    // Nothing of the student's own history lands in the teacher's file.
    expect(document.attemptStarts).toEqual([]);
    expect(document.scoreChanges).toEqual([]);
    expect(document.groupExclusions).toEqual([]);
  });

  it('holds a student’s assignment opened without a submission, but not the opening a submission used', async () => {
    const { document } = await exportOf(student);
    expect(document.assignments).toEqual([]);
    expect(document.attemptStarts).toEqual([
      {
        id: expect.any(String),
        assignment: { id: timedId, name: 'Examen cronometrado' },
        studyGroup: { id: groupId, name: 'Química 4B' },
        startedAt: expect.any(String),
        deadlineAt: expect.any(String),
        closedAt: null,
        draft: null,
      },
    ]);
    const [start] = document.attemptStarts;
    expect(new Date(start.deadlineAt).getTime() - new Date(start.startedAt).getTime()).toBe(30 * 60_000);
  });

  it('holds the changes of her scores, naming the group owner who made them by username only', async () => {
    const { document } = await exportOf(student);
    expect(document.scoreChanges).toEqual([
      {
        answerId: essayAnswerId,
        attemptId,
        assignment: { id: graded.id, name: 'Reacciones químicas' },
        questionId: graded.essay,
        oldScore: null,
        newScore: 80,
        reason: 'MANUAL',
        changedByUsername: teacher.username,
        changedAt: expect.any(String),
      },
    ]);
    // The answer it names is in her attempts.
    expect(document.attempts[0].answers.map((a: { id: string }) => a.id)).toContain(essayAnswerId);
  });

  it('holds the groups whose owner removed her', async () => {
    const { document } = await exportOf(student);
    expect(document.groupExclusions).toEqual([{ studyGroup: { id: debateId, name: 'Club de debate' }, excludedAt: expect.any(String) }]);
  });
});

describe('GET /profile/export rate limit', () => {
  it('lets one account export 5 times a minute, then answers 429 in Spanish; others are not held up', async () => {
    const busy = await signUp(api, { firstName: 'Ramiro', lastName: 'Insistente' });
    for (let i = 0; i < 5; i++) expect((await exportOf(busy)).response.status).toBe(200);
    const refused = await exportOf(busy);
    expect(refused.response.status).toBe(429);
    expect(refused.document).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^Demasiadas solicitudes\. Inténtelo de nuevo en /) });
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account, from the same address, still exports.
    const other = await signUp(api, { firstName: 'Olga', lastName: 'Paciente' });
    expect((await exportOf(other)).response.status).toBe(200);
  });
});
