import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import { ApiError } from '../../domain/errors.js';
import type { UserRow } from '../auth/repository.js';
import { invalidLinkMessage } from './schemas.js';

/** Reset mails each e-mail may be sent in an hour, registered or not. */
export const mailsPerHour = 3;

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * Counts a reset request against its e-mail's hourly budget of mails, by a hash of the address: the table never
 * says which addresses were tried. False past the budget: the request is still answered 202, but no mail goes.
 * Refusing it instead (429) would let anyone who knows the address lock its owner out of recovery, while the mails
 * already sent carry links the owner can use. Only requests that may mail are counted, so the table holds at most
 * `mailsPerHour` rows an address; a lock on the hash keeps two requests at once from both taking the last place.
 * Requests older than the hour are of no more use and go.
 */
export async function takeResetMail(tx: Queryable, email: string) {
  const emailHash = sha256(email);
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('aula:password-reset:' || $1))`, [emailHash.toString('hex')]);
  await tx.query(`DELETE FROM password_reset_requests WHERE requested_at <= now() - interval '1 hour'`);
  const [counted] = await tx.query<{ requests: number }>('SELECT count(*)::int AS requests FROM password_reset_requests WHERE email_hash = $1', [
    emailHash,
  ]);
  if (counted!.requests >= mailsPerHour) return false;
  await tx.query('INSERT INTO password_reset_requests (email_hash) VALUES ($1)', [emailHash]);
  return true;
}

/** The active account with this (normalised) e-mail, if any: a deactivated or deleted one gets no link. */
export async function findActiveUser(db: Queryable, email: string) {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE email = $1 AND is_active AND deleted_at IS NULL', [email]);
  return row;
}

export async function findActiveUserById(db: Queryable, id: string) {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1 AND is_active AND deleted_at IS NULL', [id]);
  return row;
}

/**
 * A new reset token for the user: 32 random bytes, valid one hour. Only its SHA-256 is stored, so the database
 * alone never lets anyone reset a password. Tokens past their hour are of no more use and go.
 */
export async function createResetToken(db: Queryable, userId: string) {
  const token = randomBytes(32).toString('base64url');
  await db.query('DELETE FROM password_reset_tokens WHERE expires_at <= now()');
  await db.query(`INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [
    sha256(token),
    userId,
  ]);
  return token;
}

const invalidLink = () => new ApiError(400, invalidLinkMessage);

/** The user of an unused, unexpired token of an active account, or 400 with what to do. */
export async function userOfToken(db: Queryable, token: string) {
  const [row] = await db.query<{ user_id: string }>(
    `SELECT t.user_id FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now() AND u.is_active AND u.deleted_at IS NULL`,
    [sha256(token)],
  );
  if (!row) throw invalidLink();
  return row.user_id;
}

/**
 * Sets the password of the token's user and spends the token with every other unused one of theirs. The user's row
 * is locked first, so resets of one account run one at a time; the token is checked again under the lock, so one
 * used meanwhile (or the account deactivated) is refused with the same 400.
 */
export async function resetPassword(tx: Queryable, userId: string, token: string, passwordHash: string) {
  const [user] = await tx.query<UserRow>('SELECT * FROM users WHERE id = $1 AND is_active AND deleted_at IS NULL FOR NO KEY UPDATE', [userId]);
  const spent = await tx.query<{ token_hash: Uint8Array; valid: boolean }>(
    `UPDATE password_reset_tokens SET used_at = now()
      WHERE user_id = $1 AND used_at IS NULL
      RETURNING token_hash, expires_at > now() AS valid`,
    [userId],
  );
  const hash = sha256(token);
  if (!user || !spent.some((row) => row.valid && hash.equals(row.token_hash))) throw invalidLink();
  await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
  return user;
}

/** The user's profile, whose live streams close when their sessions end. */
export async function profileOf(db: Queryable, userId: string) {
  const [row] = await db.query<{ id: string }>('SELECT id FROM profiles WHERE user_id = $1', [userId]);
  return row?.id;
}
