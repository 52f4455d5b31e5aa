import type { Database } from '../../db/database.js';
import { ApiError, unauthorized } from '../../domain/errors.js';
import { findUser, toUser } from '../auth/repository.js';
import { findProfile, ownProfile } from './repository.js';
import type { ProfileUpdate } from './schemas.js';

export const usernameTaken = 'Ese nombre de usuario ya está en uso';

/**
 * Changes the viewer's names, phone and username, in one transaction; answers the user and profile as they are
 * then. Usernames are unique ignoring case: 'Ana' is taken when 'ana' exists (the viewer may change the case of
 * their own). Two people asking for one name at once are serialised by a lock on the folded name, and the unique
 * index settles the rest.
 */
export async function updateOwnProfile(db: Database, userId: string, profileId: string, input: ProfileUpdate) {
  return db
    .transaction(async (tx) => {
      const { username, firstName, lastName, phone } = input;
      if (username !== undefined) {
        await tx.query(`SELECT pg_advisory_xact_lock(hashtext('aula:username:' || lower($1)))`, [username]);
        const clash = await tx.query('SELECT 1 FROM profiles WHERE lower(username) = lower($1) AND id <> $2', [username, profileId]);
        if (clash.length > 0) throw new ApiError(400, usernameTaken);
        await tx.query('UPDATE profiles SET username = $2 WHERE id = $1', [profileId, username]);
      }
      await tx.query(
        `UPDATE users SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name), phone = coalesce($4, phone)
          WHERE id = $1`,
        [userId, firstName ?? null, lastName ?? null, phone ?? null],
      );
      const user = await findUser(tx, 'id', userId);
      const profile = await findProfile(tx, 'id', profileId, profileId);
      if (!user || !profile) throw unauthorized();
      return { user: toUser(user), profile: ownProfile(profile) };
    })
    .catch((error: { code?: string }) => {
      if (error.code === '23505') throw new ApiError(400, usernameTaken);
      throw error;
    });
}
