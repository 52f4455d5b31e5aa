import { afterAll, beforeAll, expect } from 'vitest';
import type { Assignment } from '@aula/api';
import { createGroup, signUpAll, startTestApi, type OrError, type TestApi, type TestUser } from './helpers.js';

// What the assignments-*.test.ts files share: an owner with a member in their group, an outsider with a group and a
// question of their own, and calls that read and create assignments. Each test file gets its own copy of this module
// (vitest isolates files), so the bindings below are set for that file before its tests run.

export const forbiddenMessage = 'Acceso restringido. No tiene los roles para esta acción';
export const notFoundMessage = 'No se encontró el recurso';

/** The fields that carry an answer key; none may reach a solver. */
export const keyFields = ['correctAnswer', 'correctWords', 'correctOptionsIndex', 'acceptedAnswers', 'answers'];

export let api: TestApi;
export let owner: TestUser;
export let member: TestUser;
export let outsider: TestUser;
export let groupId: string;
export let outsiderGroupId: string;
/** A question in the outsider's bank, linked nowhere. */
export let foreignQuestionId: string;

export const getOne = (user: TestUser, id: string, includeQuestions = false) =>
  api.call<OrError<Assignment>>('GET', `assignments/getOne?id=${id}${includeQuestions ? '&includeQuestions=true' : ''}`, { token: user.token });
export const getAll = (user: TestUser, query: string) => api.call<OrError<Assignment[]>>('GET', `assignments/getAll?${query}`, { token: user.token });
export const create = (user: TestUser, body: Record<string, unknown>) =>
  api.call<OrError<Assignment>>('POST', 'assignments/create', {
    token: user.token,
    body: { name: 'Tarea', description: 'Descripción', studyGroupId: groupId, ...body },
  });

/** Registers the hooks that set the bindings above (in the calling describe, or the file). */
export function startAssignmentsFixture() {
  beforeAll(async () => {
    api = await startTestApi();
    [owner, member, outsider] = await signUpAll(api, 'Teresa Quispe', 'Mario Rojas', 'Olga Salas');
    groupId = (await createGroup(api, owner, [member], { name: 'Matemáticas' })).id;
    outsiderGroupId = (await createGroup(api, outsider, [], { name: 'Otro grupo' })).id;
    const foreign = await api.call('POST', 'question/createShortAnswerQuestion', {
      token: outsider.token,
      body: { type: 'SHORT_ANSWER', statement: 'Pregunta de otra autora' },
    });
    expect(foreign.status).toBe(201);
    foreignQuestionId = foreign.body.id;
  });
  afterAll(() => api.close());
}
