import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Account, type Harness } from './harness.js';

// Grade corrections through GraphQL against a real api: any answer overridden with its automatic score beside,
// comments on answers and attempts (ATTEMPT_GRADED to the student), and regradeAssignment after a key correction
// with each change in QuestionAttempt.scoreHistory.

let h: Harness;
let teacher: Account;
let ana: Account;
let assignment: string;
let earth: string;
let triangle: string;

const attemptQuery = `query($id: ID!) { node(id: $id) { ... on AssignmentAttempt {
  score feedback
  questionAttempts { id score autoScore scoreOverridden feedback
    scoreHistory { oldScore newScore reason changedBy { id } changedAt } }
} } }`;

let attemptId: string;
let answers: Array<{ id: string }>;

beforeAll(async () => {
  h = await startHarness();
  teacher = await h.signUp('Teresa', 'Rojas');
  ana = await h.signUp('Ana', 'Quispe');
  const group = await h.create('studyGroup', { name: 'Geometría 2.º B', memberIds: [ana.profileId] }, teacher.token);
  earth = await h.create('question', { statement: 'La Tierra es plana', trueOrFalse: { correctAnswer: true } }, teacher.token);
  triangle = await h.create(
    'question',
    { statement: '¿Qué polígono tiene tres lados?', shortAnswer: { acceptedAnswers: ['triángulo'] } },
    teacher.token,
  );
  assignment = await h.create(
    'assignment',
    { studyGroupId: group, name: 'Polígonos', description: 'Repaso', questionIds: [earth, triangle], maxAttempts: null },
    teacher.token,
  );
  const submitted = await h.mutate(
    'submitAssignmentAttempt',
    {
      assignmentId: assignment,
      clientSubmissionId: randomUUID(),
      answers: [
        { questionId: earth, trueOrFalseAnswer: false },
        { questionId: triangle, shortAnswer: 'triangulo' },
      ],
    },
    'assignmentAttempt { id score questionAttempts { id } }',
    ana.token,
  );
  attemptId = submitted.assignmentAttempt.id;
  answers = submitted.assignmentAttempt.questionAttempts;
  expect(submitted.assignmentAttempt.score).toBe(0);
});

afterAll(() => h.close());

describe('gradeQuestionAttempt and commentAssignmentAttempt', () => {
  it('overrides any kind with a comment: the automatic score stays beside, and the student reads both', async () => {
    const graded = await h.mutate(
      'gradeQuestionAttempt',
      { id: answers[1]!.id, score: 100, feedback: 'Le faltó la tilde.' },
      'questionAttempt { score autoScore scoreOverridden feedback } assignmentAttempt { id score }',
      teacher.token,
    );
    expect(graded).toMatchObject({
      questionAttempt: { score: 100, autoScore: 0, scoreOverridden: true, feedback: 'Le faltó la tilde.' },
      assignmentAttempt: { id: attemptId, score: 50 },
    });
    await h.mutate('commentAssignmentAttempt', { id: attemptId, feedback: 'Buen trabajo.' }, 'assignmentAttempt { feedback }', teacher.token);

    const seen = await h.ok(attemptQuery, { id: attemptId }, ana.token);
    expect(seen.node).toMatchObject({ score: 50, feedback: 'Buen trabajo.' });
    expect(seen.node.questionAttempts[1]).toMatchObject({ score: 100, autoScore: 0, feedback: 'Le faltó la tilde.' });
    expect(seen.node.questionAttempts[1].scoreHistory).toMatchObject([
      { oldScore: 0, newScore: 100, reason: 'MANUAL', changedBy: { id: teacher.profileId } },
    ]);

    const notes = await h.ok(`{ viewer { notifications(first: 10) { edges { node { kind message } } } } }`, {}, ana.token);
    const graded1 = notes.viewer.notifications.edges.filter((e: { node: { kind: string } }) => e.node.kind === 'ATTEMPT_GRADED');
    // Two corrections, one unread notification.
    expect(graded1).toEqual([{ node: { kind: 'ATTEMPT_GRADED', message: 'Su docente calificó o comentó su intento en la tarea «Polígonos»' } }]);
  });

  it('refuses students and over-long comments, with Spanish messages', async () => {
    const refused = await h.graphql(
      `mutation($input: CommentAssignmentAttemptInput!) { commentAssignmentAttempt(input: $input) { assignmentAttempt { id } } }`,
      { input: { id: attemptId, feedback: 'x'.repeat(2001) } },
      teacher.token,
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: 'El comentario admite como máximo 2000 caracteres',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const byStudent = await h.graphql(
      `mutation($input: GradeQuestionAttemptInput!) { gradeQuestionAttempt(input: $input) { questionAttempt { id } } }`,
      { input: { id: answers[0]!.id, score: 100 } },
      ana.token,
    );
    expect(byStudent.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('regradeAssignment', () => {
  it('after a key correction, regrades the stored answers, keeps the manual score and says how many changed', async () => {
    const before = await h.ok(`query($id: ID!) { node(id: $id) { ... on Assignment { answersToRegrade } } }`, { id: assignment }, teacher.token);
    expect(before.node.answersToRegrade).toBe(0);
    await h.mutate('updateQuestion', { id: earth, trueOrFalse: { correctAnswer: false } }, 'question { __typename }', teacher.token);
    const stale = await h.ok(`query($id: ID!) { node(id: $id) { ... on Assignment { answersToRegrade } } }`, { id: assignment }, teacher.token);
    expect(stale.node.answersToRegrade).toBe(1);
    const hidden = await h.ok(`query($id: ID!) { node(id: $id) { ... on Assignment { answersToRegrade } } }`, { id: assignment }, ana.token);
    expect(hidden.node.answersToRegrade).toBeNull();

    const result = await h.mutate(
      'regradeAssignment',
      { id: assignment },
      'assignment { id answersToRegrade studentGrades { grade } } checkedCount changedCount changedAttemptCount keptManualCount skippedCount',
      teacher.token,
    );
    expect(result).toEqual({
      assignment: { id: assignment, answersToRegrade: 0, studentGrades: [{ grade: 100 }] },
      checkedCount: 2,
      changedCount: 1,
      changedAttemptCount: 1,
      keptManualCount: 0,
      skippedCount: 0,
    });
    const seen = await h.ok(attemptQuery, { id: attemptId }, ana.token);
    expect(seen.node.score).toBe(100);
    expect(seen.node.questionAttempts[0]).toMatchObject({ score: 100, autoScore: 100, scoreOverridden: false });
    expect(seen.node.questionAttempts[0].scoreHistory).toMatchObject([{ oldScore: 0, newScore: 100, reason: 'REGRADE' }]);

    const byStudent = await h.graphql(
      `mutation($input: RegradeAssignmentInput!) { regradeAssignment(input: $input) { changedCount } }`,
      { input: { id: assignment } },
      ana.token,
    );
    expect(byStudent.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
