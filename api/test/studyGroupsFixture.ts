import { afterAll, beforeAll } from 'vitest';
import type { StudyGroup } from '@aula/api';
import { createGroup, signUpAll, startTestApi, type OrError, type TestApi, type TestUser } from './helpers.js';

// What the studyGroups-*.test.ts files share: an owner, a member, an outsider and one more user, the messages the
// tests expect, and calls that read groups. Each test file gets its own copy of this module (vitest isolates files),
// so the bindings below are set for that file before its tests run.

export const forbiddenMessage = 'Acceso restringido. No tiene los roles para esta acción';
export const notFoundMessage = 'No se encontró el recurso';
export const createNameMessage = 'Necesita tener 3 caracteres como mínimo';
export const editNameMessage = 'Debe tener mínimo 3 caracteres';

export let api: TestApi;
export let owner: TestUser;
export let member: TestUser;
export let outsider: TestUser;
export let extra: TestUser;

export const getOne = (user: TestUser, id: string) => api.call<OrError<StudyGroup>>('GET', `study-group/getOne?id=${id}`, { token: user.token });
export const getAll = (user: TestUser, query = '') => api.call<OrError<StudyGroup[]>>('GET', `study-group/getAll${query}`, { token: user.token });

/** In the calling describe: before its tests, the owner creates a group with the member (`overrides` to the defaults). */
export function groupBeforeAll(overrides: Record<string, unknown>, use: (group: StudyGroup) => void) {
  beforeAll(async () => use((await createGroup(api, owner, [member], overrides)) as StudyGroup));
}

/** Registers the hooks that set the bindings above (in the calling describe, or the file). */
export function startStudyGroupsFixture() {
  beforeAll(async () => {
    api = await startTestApi();
    [owner, member, outsider, extra] = await signUpAll(api, 'Teresa Quispe', 'Mario Rojas', 'Olga Salas', 'Ernesto Vega');
  });
  afterAll(() => api.close());
}
