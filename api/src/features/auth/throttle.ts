import type { Queryable } from '../../db/database.js';
import { ApiError, messages } from '../../http/errors.js';

const maxFailures = 5;
const window = '15 minutes';

/**
 * After 5 failed logins for an e-mail within 15 minutes, further tries are refused until the window passes.
 * The try is counted as a failure before the password is checked, so a burst of simultaneous guesses cannot all
 * pass the count before any of them is recorded; a refused try gives its place back, a successful login clears all.
 */
export async function reserveLoginAttempt(db: Queryable, email: string) {
  const [reserved] = await db.query<{ ctid: string }>('INSERT INTO login_failures (email) VALUES ($1) RETURNING ctid', [email]);
  const [row] = await db.query<{ failures: number }>(
    `SELECT count(*)::int AS failures FROM login_failures WHERE email = $1 AND failed_at > now() - interval '${window}'`,
    [email],
  );
  if ((row?.failures ?? 0) > maxFailures) {
    await db.query('DELETE FROM login_failures WHERE ctid = $1::tid', [reserved!.ctid]);
    throw new ApiError(429, messages.tooManyLogins);
  }
}

/** The reserved row stays as the failure; old rows serve no purpose, and trimming here needs no scheduler. */
export async function recordLoginFailure(db: Queryable, email: string) {
  await db.query(`DELETE FROM login_failures WHERE email = $1 AND failed_at < now() - interval '${window}'`, [email]);
}

export async function clearLoginFailures(db: Queryable, email: string) {
  await db.query('DELETE FROM login_failures WHERE email = $1', [email]);
}
