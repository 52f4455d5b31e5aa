import type { Queryable } from '../../db/database.js';
import { ApiError, messages } from '../../domain/errors.js';

/**
 * Failed logins slow down guessing without locking the owner out. For one account from one client address, the
 * first 5 failures are free; after that each try waits 30 s, then 1, 2, 4, 8 and at most 15 minutes, counted
 * from the last failure. Other addresses are not held up until the account as a whole passes 100 failures, a
 * ceiling that takes many addresses to reach. Failures are forgotten 15 quiet minutes after the last wait ends.
 */
const freeFailures = { client: 5, account: 100 };
const firstDelaySeconds = 30;
const maxDelaySeconds = 15 * 60;
const forgetAfter = "interval '15 minutes'";
/** The row that counts the account's failures from every address. */
const wholeAccount = '';

/** SQL for the end of the wait after `failures` failures (NULL while they are free). */
const lockedUntil = (failures: string, free: number) =>
  `CASE WHEN ${failures} >= ${free}
     THEN now() + least(${firstDelaySeconds} * power(2, ${failures} - ${free}), ${maxDelaySeconds}) * interval '1 second' END`;

/** The same statement counts a failure for an address and for the account; `guard` keeps a waiting row as it is. */
const countFailure = (free: number, guard: string) => {
  const failures = `(CASE WHEN t.forget_at < now() THEN 1 ELSE t.failures + 1 END)`;
  return `INSERT INTO login_throttle AS t (email, client, failures, locked_until, forget_at)
          VALUES ($1, $2, 1, ${lockedUntil('1', free)}, now() + ${forgetAfter})
          ON CONFLICT (email, client) DO UPDATE SET
            failures = ${failures},
            locked_until = ${lockedUntil(failures, free)},
            forget_at = coalesce(${lockedUntil(failures, free)}, now()) + ${forgetAfter}
          ${guard}
          RETURNING failures`;
};

const reserveForClient = countFailure(freeFailures.client, 'WHERE t.locked_until IS NULL OR t.locked_until <= now()');
const failForAccount = countFailure(freeFailures.account, '');

/** Seconds this row must still wait, if any. */
async function waitFor(db: Queryable, email: string, client: string) {
  const [row] = await db.query<{ wait: number }>(
    `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS wait
       FROM login_throttle WHERE email = $1 AND client = $2 AND locked_until > now()`,
    [email, client],
  );
  return row?.wait;
}

const tooManyLogins = (wait: number) => new ApiError(429, messages.tooManyLogins(wait), { 'retry-after': String(wait) });

/**
 * Refuses with 429 while the account or this address must wait. Otherwise the try is counted as a failure before
 * the password is checked, so a burst of simultaneous guesses cannot all pass before any of them is recorded.
 */
export async function reserveLoginAttempt(db: Queryable, email: string, client: string) {
  const accountWait = await waitFor(db, email, wholeAccount);
  if (accountWait) throw tooManyLogins(accountWait);
  const [reserved] = await db.query(reserveForClient, [email, client]);
  // A wait that ended between the two statements still refuses this try: it was not counted.
  if (!reserved) throw tooManyLogins((await waitFor(db, email, client)) ?? 1);
}

/** The address's failure was counted when reserved; the account's is counted now, and forgotten rows go. */
export async function recordLoginFailure(db: Queryable, email: string) {
  await db.query(failForAccount, [email, wholeAccount]);
  await db.query('DELETE FROM login_throttle WHERE forget_at < now()');
}

/** A right password clears this address's failures; the account's ceiling wears off by itself. */
export async function clearLoginFailures(db: Queryable, email: string, client: string) {
  await db.query('DELETE FROM login_throttle WHERE email = $1 AND client = $2', [email, client]);
}
