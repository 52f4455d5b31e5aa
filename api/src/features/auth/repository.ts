import type { SessionRow } from '../../auth/sessions.js';
import type { Database, Queryable } from '../../db/database.js';
import { ApiError, messages } from '../../domain/errors.js';
import { createProfile, uniqueUsername } from '../profiles/repository.js';
import type { Session, SignUp, User } from './schemas.js';

export interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  subscription_method: string | null;
  is_active: boolean;
  password_hash: string;
}

/** A user as JSON; after sign-up, login or a reset, with the new session's token and when it ends unless used. */
export function toUser(row: UserRow, session?: { token: string; expiresAt?: Date }, deviceToken?: string): User {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    subscriptionMethod: row.subscription_method,
    isActive: row.is_active,
    token: session?.token,
    sessionExpiresAt: session?.expiresAt?.toISOString(),
    deviceToken,
  };
}

export async function findUser(db: Queryable, column: 'id' | 'email', value: string) {
  const [row] = await db.query<UserRow>(`SELECT * FROM users WHERE ${column} = $1`, [value]);
  return row;
}

/** The user and its profile, in one transaction; 409 when the e-mail is taken. */
export async function createUser(db: Database, input: SignUp, passwordHash: string): Promise<UserRow> {
  const create = () =>
    db.transaction(async (tx) => {
      if (await findUser(tx, 'email', input.email)) throw new ApiError(409, messages.conflict);
      const [row] = await tx.query<UserRow>(
        `INSERT INTO users (first_name, last_name, email, phone, password_hash, subscription_method)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [input.firstName, input.lastName, input.email, input.phone, passwordHash, input.subscriptionMethod ?? null],
      );
      const username = await uniqueUsername(tx, input.firstName + input.lastName, input.email.split('@')[0]!);
      await createProfile(tx, row!.id, username);
      return row!;
    });
  let user: UserRow | undefined;
  for (let attempt = 1; !user; attempt++) {
    user = await create().catch((error: { code?: string; constraint?: string }) => {
      // Two namesakes signing up at once derive the same username: the loser derives the next one.
      if (error.code === '23505' && error.constraint === 'profiles_username_key' && attempt < 5) return undefined;
      // Two sign-ups racing for one e-mail: the loser gets the same 409 as a repeat.
      if (error.code === '23505') throw new ApiError(409, messages.conflict);
      throw error;
    });
  }
  return user;
}

/** An open session as its owner sees it; `current` when it is the one asking. */
export function toSession(row: SessionRow, currentSessionId: string): Session {
  return {
    id: row.id,
    device: row.device,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    remembered: row.remembered,
    current: row.id === currentSessionId,
  };
}

/**
 * Replaces the password hash, provided it is still the one the current password was checked against: of two changes
 * racing, the second finds the hash changed and counts as a wrong current password. True when it was replaced.
 */
export async function replacePasswordHash(db: Queryable, userId: string, checkedHash: string, newHash: string) {
  const rows = await db.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2 RETURNING id', [
    userId,
    checkedHash,
    newHash,
  ]);
  return rows.length === 1;
}
