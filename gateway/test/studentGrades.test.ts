import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Account, type Harness } from './harness.js';

// Assignment.studentGrades: the owner's grades list shows each student's best and latest score and the short
// answers still waiting, and can keep only the students with pending answers.

let h: Harness;

const signUp = (firstName: string) => h.signUp(firstName, 'Paz');

let teacher: Account;
let ana: Account;
let beto: Account;
let assignment: string;
let trueOrFalse: string;
let shortAnswer: string;

const submit = (student: { token: string }, answers: Array<Record<string, unknown>>) =>
  h.mutate(
    'submitAssignmentAttempt',
    { assignmentId: assignment, clientSubmissionId: randomUUID(), answers },
    'assignmentAttempt { id }',
    student.token,
  );

beforeAll(async () => {
  h = await startHarness();
  teacher = await signUp('Teresa');
  ana = await signUp('Ana');
  beto = await signUp('Beto');
  const group = await h.create('studyGroup', { name: 'Lenguaje', memberIds: [ana.profileId, beto.profileId] }, teacher.token);
  const create = (input: Record<string, unknown>) => h.create('question', input, teacher.token);
  trueOrFalse = await create({ statement: 'El español tiene cinco vocales', trueOrFalse: { correctAnswer: true } });
  shortAnswer = await create({ statement: 'Escriba un sinónimo de feliz', shortAnswer: {} });
  assignment = await h.create(
    'assignment',
    { studyGroupId: group, name: 'Vocabulario', description: 'Repaso', questionIds: [trueOrFalse, shortAnswer], maxAttempts: null },
    teacher.token,
  );
  // Ana: a first attempt all right but pending (50), then a wrong one without the short answer (0).
  await submit(ana, [
    { questionId: trueOrFalse, trueOrFalseAnswer: true },
    { questionId: shortAnswer, shortAnswer: 'contento' },
  ]);
  await submit(ana, [{ questionId: trueOrFalse, trueOrFalseAnswer: false }]);
  // Beto: one attempt, nothing pending.
  await submit(beto, [{ questionId: trueOrFalse, trueOrFalseAnswer: true }]);
});

afterAll(() => h.close());

const gradesQuery = `query($id: ID!, $pendingOnly: Boolean) { node(id: $id) { ... on Assignment {
  studentGrades(pendingOnly: $pendingOnly) { profile { id } attemptCount bestScore latestScore latestSubmittedAt pendingCount }
} } }`;

describe('Assignment.studentGrades', () => {
  it('gives the owner each student with best and latest score and pending count, latest submission first', async () => {
    const data = await h.ok(gradesQuery, { id: assignment }, teacher.token);
    expect(data.node.studentGrades).toMatchObject([
      { profile: { id: beto.profileId }, attemptCount: 1, bestScore: 50, latestScore: 50, pendingCount: 0 },
      { profile: { id: ana.profileId }, attemptCount: 2, bestScore: 50, latestScore: 0, pendingCount: 1 },
    ]);
  });

  it('keeps only students with pending answers when asked', async () => {
    const data = await h.ok(gradesQuery, { id: assignment, pendingOnly: true }, teacher.token);
    expect(data.node.studentGrades.map((g: { profile: { id: string } }) => g.profile.id)).toEqual([ana.profileId]);
  });

  it('gives a member only their own line', async () => {
    const data = await h.ok(gradesQuery, { id: assignment }, beto.token);
    expect(data.node.studentGrades).toMatchObject([{ profile: { id: beto.profileId }, attemptCount: 1 }]);
  });
});
