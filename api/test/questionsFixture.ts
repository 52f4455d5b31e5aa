import { afterAll, beforeAll, expect } from 'vitest';
import { createAssignment, createGroup, sampleQuestions, signUpAll, startTestApi, type TestApi, type TestUser } from './helpers.js';

// What the questions-*.test.ts files share: an author with a member in their group and an assignment, an outsider,
// and calls that create a question of each type through its own path. Each test file gets its own copy of this
// module (vitest isolates files), so the bindings below are set for that file before its tests run.

export let api: TestApi;
export let author: TestUser;
export let member: TestUser;
export let outsider: TestUser;
export let assignmentId: string;

export const endpoints = {
  TRUE_OR_FALSE: 'question/createTrueOrFalseQuestion',
  FILL_BLANKS: 'question/createFillBlanksQuestion',
  MATCH_COLUMNS: 'question/createMatchColumnsQuestion',
  MULTIPLE_ANSWER: 'question/createMultipleAnswerQuestion',
  SHORT_ANSWER: 'question/createShortAnswerQuestion',
  NUMERICAL: 'question/createNumericalQuestion',
  ORDERING: 'question/createOrderingQuestion',
} as const;

export function create(type: keyof typeof endpoints, body: Record<string, unknown>, user: TestUser = author) {
  return api.call('POST', endpoints[type], { token: user.token, body: { ...sampleQuestions[type], ...body } });
}

export async function created(type: keyof typeof endpoints, body: Record<string, unknown> = {}) {
  const reply = await create(type, body);
  expect(reply.status).toBe(201);
  return reply.body;
}

/** Registers the hooks that set the bindings above (in the calling describe, or the file). */
export function startQuestionsFixture() {
  beforeAll(async () => {
    api = await startTestApi();
    [author, member, outsider] = await signUpAll(api, 'Marta Quispe', 'Diego Rojas', 'Elena Vargas');
    const group = await createGroup(api, author, [member]);
    assignmentId = (await createAssignment(api, author, group.id)).id;
  });
  afterAll(() => api.close());
}
