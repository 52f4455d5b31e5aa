import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

it('signs up, then reads the viewer with the token', async () => {
  const signUp = await h.graphql(`mutation($input: SignUpInput!) { signUp(input: $input) { token profile { username } } }`, {
    input: { firstName: 'Marta', lastName: 'Salas', email: 'marta@aula.test', phone: '+51 911222333', password: 'clave12345' },
  });
  expect(signUp.errors).toBeUndefined();
  const token = signUp.data.signUp.token;
  const viewer = await h.graphql(`{ viewer { user { email } profile { username } } }`, {}, token);
  expect(viewer.data).toEqual({ viewer: { user: { email: 'marta@aula.test' }, profile: { username: 'martasalas' } } });
  expect((await h.graphql(`{ viewer { user { email } } }`)).data).toEqual({ viewer: null });
});
