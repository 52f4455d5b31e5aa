import { afterAll, beforeAll } from 'vitest';
import { startHarness, type Harness } from './harness.js';

// What the security-*.test.ts files share: an owner, a member, an outsider and one more profile; the owner's group,
// assignment and two questions; the member's submitted attempt. Each test file gets its own copy of this module
// (vitest isolates files), so the bindings below are set for that file before its tests run.

export let h: Harness;
export const endpoint = 'http://gateway.test/graphql';

export type Role = 'owner' | 'member' | 'outsider';
export const people: Record<Role, { token: string; profileId: string; userId: string }> = {} as never;
export const ids: Record<string, string> = {};

export async function raw(init: RequestInit & { headers?: Record<string, string> }, url = endpoint) {
  const response = await h.gateway.yoga.fetch(url, init);
  const text = await response.text();
  let body: { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (a 4xx page): keep the empty body
  }
  return { status: response.status, body, text };
}

export const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) => h.graphql(query, variables, token);

export async function signUp(name: string) {
  const result = await gql(`mutation($input: SignUpInput!) { signUp(input: $input) { token user { id } profile { id } } }`, {
    input: {
      firstName: name,
      lastName: 'Seguridad',
      email: `${name.toLowerCase()}@security.aula`,
      phone: '+51 911222333',
      password: 'clave-segura-1',
    },
  });
  return { token: result.data.signUp.token, userId: result.data.signUp.user.id, profileId: result.data.signUp.profile.id };
}

/** Starts the harness with the data above before this file's tests, and closes it after. */
export function startSecurityFixture() {
  beforeAll(async () => {
    h = await startHarness();
    people.owner = await signUp('Olga');
    people.member = await signUp('Mario');
    people.outsider = await signUp('Oscar');
    const extra = await signUp('Elena');
    ids.extraProfile = extra.profileId;

    const group = await gql(
      `mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { id } } }`,
      { input: { name: 'Grupo seguro', memberIds: [people.member.profileId] } },
      people.owner.token,
    );
    ids.group = group.data.createStudyGroup.studyGroup.id;
    const assignment = await gql(
      `mutation($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id } } }`,
      { input: { studyGroupId: ids.group, name: 'Tarea segura', description: 'Para la matriz', maxAttempts: null } },
      people.owner.token,
    );
    ids.assignment = assignment.data.createAssignment.assignment.id;
    const addQuestion = async (input: Record<string, unknown>) =>
      (
        await gql(
          `mutation($input: CreateQuestionInput!) { createQuestion(input: $input) { question { ... on QuestionCommon { id } } } }`,
          { input: { assignmentId: ids.assignment, ...input } },
          people.owner.token,
        )
      ).data.createQuestion.question.id as string;
    ids.trueOrFalse = await addQuestion({ statement: 'El agua moja', trueOrFalse: { correctAnswer: true } });
    ids.shortAnswer = await addQuestion({ statement: 'Explique la lluvia', shortAnswer: {} });
    await gql(
      `mutation($input: PublishAssignmentInput!) { publishAssignment(input: $input) { assignment { id } } }`,
      { input: { id: ids.assignment } },
      people.owner.token,
    );
    const submitted = await gql(
      `mutation($input: SubmitAssignmentAttemptInput!) { submitAssignmentAttempt(input: $input) { assignmentAttempt { id questionAttempts { id } } } }`,
      {
        input: {
          assignmentId: ids.assignment,
          clientSubmissionId: 'security-matrix-1',
          answers: [
            { questionId: ids.trueOrFalse, trueOrFalseAnswer: true },
            { questionId: ids.shortAnswer, shortAnswer: 'Por las nubes' },
          ],
        },
      },
      people.member.token,
    );
    ids.attempt = submitted.data.submitAssignmentAttempt.assignmentAttempt.id;
    ids.questionAttempt = submitted.data.submitAssignmentAttempt.assignmentAttempt.questionAttempts[1].id;
  });
  afterAll(() => h?.close());
}
