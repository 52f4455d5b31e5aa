import { afterAll, beforeAll } from 'vitest';
import type { PublicProfile } from '@aula/api';
import { createGroup, signUp, signUpAll, startTestApi, type TestApi, type TestUser } from './helpers.js';

// What the profiles-*.test.ts files share: an owner with a member in their group, an outsider, six users whose
// usernames contain "buscable", and the refusals the tests expect. Each test file gets its own copy of this module
// (vitest isolates files), so the bindings below are set for that file before its tests run.

export const forbidden = { statusCode: 403, error: 'Forbidden', message: 'Acceso restringido. No tiene los roles para esta acción' };
export const notFound = { statusCode: 404, error: 'Not Found', message: 'No se encontró el recurso' };

export let api: TestApi;
export let owner: TestUser;
export let member: TestUser;
export let outsider: TestUser;
/** Six users whose usernames all contain "buscable": zoilabuscable, zoilabuscable2, … */
export let searchable: TestUser[];
export let groupId: string;

export const ids = (list: PublicProfile[]) => list.map((p) => p.id).sort();
export const sorted = (...users: TestUser[]) => users.map((u) => u.profileId).sort();

/** Registers the hooks that set the bindings above (in the calling describe, or the file). */
export function startProfilesFixture() {
  beforeAll(async () => {
    api = await startTestApi();
    [owner, member, outsider] = await signUpAll(api, 'Olga Docente', 'Mario Alumno', 'Óscar Ajeno');
    searchable = [];
    for (let i = 0; i < 6; i++) searchable.push(await signUp(api, { firstName: 'Zoila', lastName: 'Buscable' }));
    groupId = (await createGroup(api, owner, [member])).id;
    // Added by the owner, the member opens the group: its owner may then read the member's names.
    await api.call('GET', `study-group/getOne?id=${groupId}`, { token: member.token });
  });
  afterAll(() => api?.close());
}
