import type { CallOptions } from './helpers.js';

type Call = (method: string, path: string, options?: CallOptions) => Promise<{ body: any }>;

/**
 * For openapi.test.ts: every sessions operation, with success and refusals. Logs `user` in, lists the sessions, ends
 * another one (then 404, and 400 for an id that is no id), changes the password (wrong current, too short, right),
 * logs out (then 401) and everywhere. Leaves the user with `newPassword` and no open session.
 */
export async function callSessionOperations(call: Call, user: { email: string; password: string }, newPassword = 'clave-nueva-123') {
  const login = await call('POST', 'auth/login', { body: { email: user.email, password: user.password } });
  const own = { token: login.body.token as string };
  const sessions: { id: string; current: boolean }[] = (await call('GET', 'auth/sessions', own)).body;
  const other = sessions.find((session) => !session.current)!.id;
  for (const id of [other, other, 'no-es-un-id']) await call('DELETE', `auth/sessions/${id}`, own);
  for (const [currentPassword, wanted] of [
    ['no-es-la-mía', newPassword],
    [user.password, 'corta'],
    [user.password, newPassword],
  ])
    await call('POST', 'auth/changePassword', { ...own, body: { currentPassword, newPassword: wanted } });
  const again = await call('POST', 'auth/login', { body: { email: user.email, password: newPassword } });
  for (let i = 0; i < 2; i++) await call('POST', 'auth/logout', own);
  await call('POST', 'auth/logoutEverywhere', { token: again.body.token });
}
