import { randomUUID } from 'node:crypto';
import type { Database } from '@aula/api';
import type { CallOptions } from './helpers.js';

/**
 * A valid reset token for the user, as the e-mailed link would carry it, stored the way the api stores one (its
 * SHA-256), for tests about what the reset answers rather than about the e-mail.
 */
export async function plantResetToken(db: Database, userId: string) {
  const token = randomUUID();
  await db.query(
    `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES (sha256(convert_to($1, 'UTF8')), $2, now() + interval '1 hour')`,
    [token, userId],
  );
  return token;
}

/**
 * Every answer of the password recovery routes, for the OpenAPI check: requests (the 4th for one e-mail in an hour
 * is a 429, a malformed e-mail a 400), a token that is no link's (400) and a valid one (200, logged in).
 */
export async function callPasswordRecovery(
  call: (method: string, path: string, options?: CallOptions) => Promise<unknown>,
  db: Database,
  user: { id: string; email: string },
) {
  for (const email of [user.email, user.email, user.email, user.email, 'no-es-un-correo'])
    await call('POST', 'auth/requestPasswordReset', { body: { email } });
  for (const token of ['no-es-un-enlace', await plantResetToken(db, user.id)]) {
    await call('POST', 'auth/resetPassword', { body: { token, password: 'clave-nueva-456' } });
  }
}
