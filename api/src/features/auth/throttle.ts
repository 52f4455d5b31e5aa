import type { Queryable } from '../../db/database.js';
import { ApiError, messages } from '../../domain/errors.js';
import { addressKey } from '../../http/clientAddress.js';

/**
 * Failed logins slow down guessing without letting strangers lock the owner out, as OWASP's device cookies do.
 * A browser that logged in to an account before presents its device token: its failures count for that device
 * alone, and nobody else's failures hold it up. Any other client is unknown: its failures count for its address
 * and for the account. An unknown client's first 5 failures from one address are free; after that each try from
 * there waits 30 s, then 1, 2, 4, 8 and at most 15 minutes, counted from the last failure. Past 100 failures of
 * unknown clients in all, every unknown client waits the same way, however many addresses they come from. A known
 * device gets the same 5 free failures and waits, counted for its nonce. Failures are forgotten 15 quiet minutes
 * after the last wait ends.
 */
const freeFailures = { client: 5, account: 100 };
const firstDelaySeconds = 30;
const maxDelaySeconds = 15 * 60;
const forgetAfter = "interval '15 minutes'";
/** The row that counts the failures of unknown clients from every address. */
const unknownClients = '';

/**
 * Who tries a password: a device that logged in to this account before (its token's nonce), an unknown client at an
 * address, or a logged-in session confirming the password (changing it): a session's failures count for that
 * session alone, like a device's, so a stolen session guesses as slowly as anyone and locks out nobody else.
 */
export type LoginClient = { device: string } | { session: string } | { address: string };

/** The client's key: the row that counts its failures, and its bucket in the login route's rate limit. */
export const clientKey = (client: LoginClient) =>
  'device' in client ? `device:${client.device}` : 'session' in client ? `session:${client.session}` : addressKey(client.address);

/** SQL for the end of the wait after `failures` failures (NULL while they are free). */
const lockedUntil = (failures: string, free: number) =>
  `CASE WHEN ${failures} >= ${free}
     THEN now() + least(${firstDelaySeconds} * power(2, ${failures} - ${free}), ${maxDelaySeconds}) * interval '1 second' END`;

/** The same statement counts a failure for a client and for the account; `guard` keeps a waiting row as it is. */
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
async function waitFor(db: Queryable, email: string, row: string) {
  const [found] = await db.query<{ wait: number }>(
    `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS wait
       FROM login_throttle WHERE email = $1 AND client = $2 AND locked_until > now()`,
    [email, row],
  );
  return found?.wait;
}

const tooManyLogins = (wait: number) => new ApiError(429, messages.tooManyLogins(wait), { 'retry-after': String(wait) });

/**
 * Refuses with 429 while this client must wait, or, for an unknown client, while unknown clients of the account
 * must. Otherwise the try is counted as a failure before the password is checked, so a burst of simultaneous
 * guesses cannot all pass before any of them is recorded.
 */
export async function reserveLoginAttempt(db: Queryable, email: string, client: LoginClient) {
  if ('address' in client) {
    const accountWait = await waitFor(db, email, unknownClients);
    if (accountWait) throw tooManyLogins(accountWait);
  }
  const row = clientKey(client);
  const [reserved] = await db.query(reserveForClient, [email, row]);
  // A wait that ended between the two statements still refuses this try: it was not counted.
  if (!reserved) throw tooManyLogins((await waitFor(db, email, row)) ?? 1);
}

/** The client's failure was counted when reserved; an unknown client's counts for the account now. Forgotten rows go. */
export async function recordLoginFailure(db: Queryable, email: string, client: LoginClient) {
  if ('address' in client) await db.query(failForAccount, [email, unknownClients]);
  await db.query('DELETE FROM login_throttle WHERE forget_at < now()');
}

/** A right password clears this client's failures; the account's ceiling for unknown clients wears off by itself. */
export async function clearLoginFailures(db: Queryable, email: string, client: LoginClient) {
  await db.query('DELETE FROM login_throttle WHERE email = $1 AND client = $2', [email, clientKey(client)]);
}

/** Forgets every failure counted for the e-mail, of every client: a password reset proved control of the address. */
export async function forgetLoginFailures(db: Queryable, email: string) {
  await db.query('DELETE FROM login_throttle WHERE email = $1', [email]);
}
