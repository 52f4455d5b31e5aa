import { afterAll, beforeAll } from 'vitest';
import { addQuestion, createAssignment, createGroup, sampleQuestions, signUpAll, startTestApi, type TestApi, type TestUser } from './helpers.js';

// What the hardening-*.test.ts files share: an owner with a member in their group, an assignment with three
// questions, and an outsider. Each test file gets its own copy of this module (vitest isolates files), so the
// bindings below are set for that file before its tests run.

export let api: TestApi;
export let owner: TestUser;
export let member: TestUser;
export let outsider: TestUser;
export let groupId: string;
export let assignmentId: string;
export let questionId: string;
export const questions: Record<string, string> = {};

export const nul = '\u0000';

/** Registers the hooks that set the bindings above (in the calling describe, or the file). */
export function startHardeningFixture() {
  beforeAll(async () => {
    api = await startTestApi();
    [owner, member, outsider] = await signUpAll(api, 'Olga Robles', 'Mateo Ríos', 'Óscar Ajeno');
    groupId = (await createGroup(api, owner, [member])).id;
    assignmentId = (await createAssignment(api, owner, groupId)).id;
    for (const type of ['FILL_BLANKS', 'MATCH_COLUMNS', 'SHORT_ANSWER'] as const) {
      questions[type] = (await addQuestion(api, owner, assignmentId, sampleQuestions[type])).id;
    }
    questionId = questions.SHORT_ANSWER!;
  });
  afterAll(() => api?.close());
}
