import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Account, type Harness } from './harness.js';

// QuestionAttempt.questionVersion is the question as it was answered: editing the bank question afterwards changes
// `question` (the bank) and never the version a grade was given for. The version has its own id (node() reads it),
// so a Relay store never mixes the two.

let h: Harness;

const versionSelection = `id statement ... on MultipleAnswerQuestion { options correctOptionsIndex } viewerSeesAnswerKey`;

let teacher: Account;
let student: Account;
let questionId: string;
let attemptId: string;

beforeAll(async () => {
  h = await startHarness();
  teacher = await h.signUp('Teresa', 'Ruiz');
  student = await h.signUp('Simón', 'Ruiz');
  const group = await h.create('studyGroup', { name: 'Aritmética', memberIds: [student.profileId] }, teacher.token);
  questionId = await h.create(
    'question',
    { statement: '¿Cuáles son números primos?', multipleAnswer: { options: ['2', '4', '5', '9'], correctOptionsIndex: [0, 2] } },
    teacher.token,
  );
  const assignment = await h.create(
    'assignment',
    { studyGroupId: group, name: 'Primos', description: 'Repaso', questionIds: [questionId], maxAttempts: null },
    teacher.token,
  );
  const submitted = await h.mutate(
    'submitAssignmentAttempt',
    { assignmentId: assignment, clientSubmissionId: randomUUID(), answers: [{ questionId, chosenOptionsIndex: [0, 2] }] },
    `assignmentAttempt { id questionAttempts { id questionVersion { ... on QuestionCommon { id statement } } } }`,
    student.token,
  );
  attemptId = submitted.assignmentAttempt.id;
  // Straight from the mutation payload too: the version answered.
  expect(submitted.assignmentAttempt.questionAttempts[0].questionVersion.statement).toBe('¿Cuáles son números primos?');
  await h.mutate(
    'updateQuestion',
    { id: questionId, statement: '¿Cuáles son números pares?', multipleAnswer: { options: ['2', '3', '4', '7'], correctOptionsIndex: [0, 2] } },
    'question { __typename }',
    teacher.token,
  );
});

afterAll(() => h.close());

const attemptQuery = `query($id: ID!) { node(id: $id) { ... on AssignmentAttempt { questionAttempts {
  question { ... on QuestionCommon { id statement } }
  questionVersion { ... on QuestionCommon { ${versionSelection} } }
} } } }`;

describe('QuestionAttempt.questionVersion', () => {
  it('shows the owner the question as answered, with the key it was graded with', async () => {
    const data = await h.ok(attemptQuery, { id: attemptId }, teacher.token);
    const [answer] = data.node.questionAttempts;
    expect(answer.question).toEqual({ id: questionId, statement: '¿Cuáles son números pares?' });
    expect(answer.questionVersion).toMatchObject({
      statement: '¿Cuáles son números primos?',
      options: ['2', '4', '5', '9'],
      correctOptionsIndex: [0, 2],
      viewerSeesAnswerKey: true,
    });
    expect(answer.questionVersion.id).not.toBe(questionId);
  });

  it('shows the student that version without the key', async () => {
    const data = await h.ok(attemptQuery, { id: attemptId }, student.token);
    const [answer] = data.node.questionAttempts;
    expect(answer.questionVersion).toMatchObject({ statement: '¿Cuáles son números primos?', correctOptionsIndex: null, viewerSeesAnswerKey: false });
  });

  it('reads a version by its id with node()', async () => {
    const data = await h.ok(attemptQuery, { id: attemptId }, teacher.token);
    const versionId = data.node.questionAttempts[0].questionVersion.id;
    const again = await h.ok(`query($id: ID!) { node(id: $id) { ... on QuestionCommon { id statement } } }`, { id: versionId }, teacher.token);
    expect(again.node).toEqual({ id: versionId, statement: '¿Cuáles son números primos?' });
  });
});
