import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

// createStudyGroup / createQuestion (into the bank or into an assignment) / createAssignment with the same
// clientMutationId twice make one record.

let h: Harness;
let token: string;

async function ok<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await h.graphql<T>(query, variables, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!;
}

beforeAll(async () => {
  h = await startHarness();
  const input = { firstName: 'Teresa', lastName: 'Paz', email: `${randomUUID()}@dobles.test`, phone: '+51 987654321', password: 'clave12345' };
  token = (await ok(`mutation($input: SignUpInput!) { signUp(input: $input) { token } }`, { input })).signUp.token;
});

afterAll(() => h.close());

describe('clientMutationId', () => {
  it('makes a retried create return the first record', async () => {
    const groupInput = { name: 'Química 1A', clientMutationId: randomUUID() };
    const createGroup = `mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { id } } }`;
    const [g1, g2] = await Promise.all([ok(createGroup, { input: groupInput }), ok(createGroup, { input: groupInput })]);
    expect(g1.createStudyGroup.studyGroup.id).toBe(g2.createStudyGroup.studyGroup.id);
    const groups = await ok(`{ viewer { studyGroups { edges { node { name } } } } }`);
    expect(groups.viewer.studyGroups.edges).toHaveLength(1);

    const questionInput = { statement: 'El oro es un metal', trueOrFalse: { correctAnswer: true }, clientMutationId: randomUUID() };
    const createQuestion = `mutation($input: CreateQuestionInput!) { createQuestion(input: $input) { question { ... on QuestionCommon { id } } } }`;
    const q1 = await ok(createQuestion, { input: questionInput });
    const q2 = await ok(createQuestion, { input: questionInput });
    expect(q1.createQuestion.question.id).toBe(q2.createQuestion.question.id);

    const assignmentInput = {
      studyGroupId: g1.createStudyGroup.studyGroup.id,
      name: 'Metales',
      description: 'Repaso',
      clientMutationId: randomUUID(),
    };
    const createAssignment = `mutation($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id } } }`;
    const a1 = await ok(createAssignment, { input: assignmentInput });
    const a2 = await ok(createAssignment, { input: assignmentInput });
    expect(a1.createAssignment.assignment.id).toBe(a2.createAssignment.assignment.id);
  });

  it('makes a retried create into an assignment return the first question, linked once', async () => {
    const createGroup = `mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { id } } }`;
    const groupId = (await ok(createGroup, { input: { name: 'Historia 2B' } })).createStudyGroup.studyGroup.id;
    const createAssignment = `mutation($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id } } }`;
    const assignmentId = (await ok(createAssignment, { input: { studyGroupId: groupId, name: 'Siglos', description: 'Orden' } })).createAssignment
      .assignment.id;
    const input = {
      statement: 'Ordene los hechos del más antiguo al más reciente',
      ordering: { items: ['Fundación de Lima', 'Independencia del Perú', 'Guerra del Pacífico'] },
      assignmentId,
      clientMutationId: randomUUID(),
    };
    const createQuestion = `mutation($input: CreateQuestionInput!) {
      createQuestion(input: $input) { question { ... on QuestionCommon { id } } assignment { questionCount questions { ... on QuestionCommon { id } } } }
    }`;
    const first = (await ok(createQuestion, { input })).createQuestion;
    const retry = (await ok(createQuestion, { input })).createQuestion;
    expect(retry.question.id).toBe(first.question.id);
    expect(retry.assignment).toEqual({ questionCount: 1, questions: [{ id: first.question.id }] });
    const bank = await ok(`{ viewer { questions(type: ORDERING) { edges { node { ... on QuestionCommon { id } } } } } }`);
    expect(bank.viewer.questions.edges).toEqual([{ node: { id: first.question.id } }]);
  });
});
