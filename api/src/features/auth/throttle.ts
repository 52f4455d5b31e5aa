import type { Queryable } from '../../db/database.js';
import { ApiError, messages } from '../../http/errors.js';

const maxFailures = 5;
const window = '15 minutes';

/** After 5 failed logins for an e-mail within 15 minutes, further tries are refused until the window passes. */
export async function assertLoginAllowed(db: Queryable, email: string) {
  const [row] = await db.query<{ failures: number }>(
    `SELECT count(*)::int AS failures FROM login_failures WHERE email = $1 AND failed_at > now() - interval '${window}'`,
    [email],
  );
  if ((row?.failures ?? 0) >= maxFailures) throw new ApiError(429, messages.tooManyLogins);
}

export async function recordLoginFailure(db: Queryable, email: string) {
  await db.query('INSERT INTO login_failures (email) VALUES ($1)', [email]);
  // Old rows serve no purpose; trimming here keeps the table small without a scheduler.
  await db.query(`DELETE FROM login_failures WHERE email = $1 AND failed_at < now() - interval '${window}'`, [email]);
}

export async function clearLoginFailures(db: Queryable, email: string) {
  await db.query('DELETE FROM login_failures WHERE email = $1', [email]);
}
