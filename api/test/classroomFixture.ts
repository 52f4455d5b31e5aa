import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import {
  addQuestion,
  createAssignment,
  createGroup,
  sampleQuestions,
  signUp,
  signUpAll,
  startTestApi,
  type TestApi,
  type TestUser,
} from './helpers.js';

// A classroom for the suites that need one: a teacher's group with a student (and a classmate, when asked), and an
// outsider (when asked) who belongs to no group. Each test file gets its own copy of this module (vitest isolates
// files), so the bindings below are set for that file before its tests run.

export let api: TestApi;
export let teacher: TestUser;
export let student: TestUser;
export let classmate: TestUser;
export let outsider: TestUser;
export let groupId: string;

/** Registers the hooks that set the bindings above (in the calling describe, or the file); the others stay unset. */
export function startClassroom(options: { classmate?: boolean; outsider?: boolean } = {}) {
  beforeAll(async () => {
    api = await startTestApi();
    [teacher, student] = await signUpAll(api, 'Carmen Salazar', 'Mateo Torres');
    if (options.classmate) classmate = await signUp(api, { firstName: 'Valeria', lastName: 'Gómez' });
    if (options.outsider) outsider = await signUp(api, { firstName: 'Andrés', lastName: 'Paredes' });
    groupId = (await createGroup(api, teacher, options.classmate ? [student, classmate] : [student])).id;
  });
  afterAll(() => api.close());
}

/** An assignment with two true-or-false questions (both true): 0, 50 or 100 by how many answers are true. */
export async function twoQuestionAssignment(overrides: Record<string, unknown> = {}) {
  const { id } = await createAssignment(api, teacher, groupId, overrides);
  const questions = [];
  for (let i = 0; i < 2; i++) questions.push((await addQuestion(api, teacher, id, sampleQuestions.TRUE_OR_FALSE)).id as string);
  return { id, questions };
}

/** The answers to a twoQuestionAssignment that score `score`. */
export const answersScoring = (questions: string[], score: 0 | 50 | 100) =>
  questions.map((questionId, i) => ({ questionId, trueOrFalseAnswer: i < score / 50 }));

export const submit = (user: TestUser, assignmentId: string, body: Record<string, unknown> = {}) =>
  api.call('POST', 'assignments/submit', { token: user.token, body: { assignmentId, clientSubmissionId: randomUUID(), answers: [], ...body } });
