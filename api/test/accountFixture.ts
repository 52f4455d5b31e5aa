import { signUp, type CallOptions, type TestApi, type TestUser } from './helpers.js';

/**
 * Every answer of the account routes, for the OpenAPI check: a profile edit (200) and a taken username (400), the
 * export of a user with an attempt, and an account deletion refused for its password (400) and done (200).
 */
export async function callAccountOperations(
  call: (method: string, path: string, options?: CallOptions) => Promise<unknown>,
  api: TestApi,
  { teacher, student }: { teacher: TestUser; student: TestUser },
) {
  await call('PATCH', 'profile/update', {
    token: teacher.token,
    body: { firstName: 'Olga María', phone: '+51 912345678', username: 'olga.documento' },
  });
  await call('PATCH', 'profile/update', { token: student.token, body: { username: 'OLGA.Documento' } });
  await call('GET', 'profile/export', { token: student.token });
  const leaving = await signUp(api, { firstName: 'Lorena', lastName: 'Saliente' });
  for (const password of ['no-es-la-clave', leaving.password]) await call('POST', 'auth/deleteAccount', { token: leaving.token, body: { password } });
}
