import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf } from '../src/graphql/globalId.js';
import { startHarness, type Account, type Harness } from './harness.js';

// Progress over time through GraphQL: StudyGroup.progress (the owner's dashboard, null for anyone else) and
// Viewer.gradeHistory (the student's line in 'Mis notas'), each point's assignment a real Assignment.

let h: Harness;
let teacher: Account;
let ana: Account;
let beto: Account;
let group: string;
let quiz: string;
let review: string;

const submit = (student: Account, assignmentId: string, questionId: string, trueOrFalseAnswer: boolean) =>
  h.mutate(
    'submitAssignmentAttempt',
    { assignmentId, clientSubmissionId: randomUUID(), answers: [{ questionId, trueOrFalseAnswer }] },
    'assignmentAttempt { id }',
    student.token,
  );

beforeAll(async () => {
  h = await startHarness();
  teacher = await h.signUp('Teresa', 'Paz');
  ana = await h.signUp('Ana', 'Quispe');
  beto = await h.signUp('Beto', 'Mamani');
  group = await h.create('studyGroup', { name: 'Historia 5.º A', memberIds: [ana.profileId, beto.profileId] }, teacher.token);
  const question = await h.create('question', { statement: 'Lima es la capital del Perú', trueOrFalse: { correctAnswer: true } }, teacher.token);
  const assignment = async (name: string, gradingMethod: string) => {
    const id = await h.create(
      'assignment',
      { studyGroupId: group, name, description: 'Repaso', questionIds: [question], maxAttempts: null, gradingMethod },
      teacher.token,
    );
    await h.rest('POST', `/assignments/publish/${idOf(id, 'Assignment')}`, teacher.token, {});
    return id;
  };
  quiz = await assignment('Examen', 'HIGHEST');
  review = await assignment('Repaso', 'AVERAGE');
  // Exam: Ana 0 then 100 (highest 100), Beto 0: mean 50, 2 of 2. Review: Ana 100 then 0 (average 50): mean 50, 1 of 2.
  await submit(ana, quiz, question, false);
  await submit(ana, quiz, question, true);
  await submit(beto, quiz, question, false);
  await submit(ana, review, question, true);
  await submit(ana, review, question, false);
});
afterAll(() => h.close());

const progressQuery = `query($id: ID!) { node(id: $id) { ... on StudyGroup { progress {
  assignment { id name } publishedAt dueAt mean submittedCount studentCount submissionRate lateShare pendingCount
} } } }`;
const historyQuery = `query($first: Int) { viewer { gradeHistory(first: $first) { assignment { id name } grade submittedAt pending } } }`;

describe('group progress', () => {
  it("gives the owner each assignment's mean and submission rate, oldest published first", async () => {
    const { progress } = (await h.ok(progressQuery, { id: group }, teacher.token)).node;
    expect(progress.map((p: { assignment: { id: string; name: string } }) => p.assignment)).toEqual([
      { id: quiz, name: 'Examen' },
      { id: review, name: 'Repaso' },
    ]);
    expect(progress[0]).toMatchObject({
      mean: 50,
      submittedCount: 2,
      studentCount: 2,
      submissionRate: 100,
      lateShare: 0,
      pendingCount: 0,
      dueAt: null,
    });
    expect(progress[1]).toMatchObject({ mean: 50, submittedCount: 1, studentCount: 2, submissionRate: 50, lateShare: 0, pendingCount: 0 });
    expect(Date.parse(progress[0].publishedAt)).toBeLessThanOrEqual(Date.parse(progress[1].publishedAt));
  });

  it('is null for a member', async () => {
    const reply = await h.graphql(progressQuery, { id: group }, ana.token);
    expect(reply.errors).toBeUndefined();
    expect(reply.data.node.progress).toBeNull();
  });
});

describe('grade history', () => {
  it('gives the viewer their grade on each assignment by its grading method, oldest first', async () => {
    const { gradeHistory } = (await h.ok(historyQuery, {}, ana.token)).viewer;
    expect(
      gradeHistory.map((p: { assignment: { name: string }; grade: number; pending: boolean }) => [p.assignment.name, p.grade, p.pending]),
    ).toEqual([
      ['Examen', 100, false],
      ['Repaso', 50, false],
    ]);
    expect(Date.parse(gradeHistory[0].submittedAt)).toBeLessThanOrEqual(Date.parse(gradeHistory[1].submittedAt));
    expect((await h.ok(historyQuery, { first: 1 }, ana.token)).viewer.gradeHistory).toHaveLength(1);
    expect((await h.ok(historyQuery, {}, beto.token)).viewer.gradeHistory.map((p: { grade: number }) => p.grade)).toEqual([0]);
    expect((await h.ok(historyQuery, {}, teacher.token)).viewer.gradeHistory).toEqual([]);
  });

  it('refuses a bad first in Spanish', async () => {
    const reply = await h.graphql(historyQuery, { first: 0 }, ana.token);
    expect(reply.errors?.[0]?.message).toBe('"first" debe estar entre 1 y 500');
  });
});
