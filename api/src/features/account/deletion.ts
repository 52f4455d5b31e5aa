import { randomBytes, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.js';
import { unauthorized } from '../../domain/errors.js';
import { deleteOfflineKey } from './offlineKeys.js';

/** What a deleted account is called wherever its names show (a teacher's gradebook, attempts, requests). */
export const deletedNames = { firstName: 'Usuario', lastName: 'eliminado' };

/**
 * Deletes the account in one transaction: the user is deactivated and anonymised (names, a reserved e-mail under
 * .invalid so the old one may sign up again, no phone, a password nobody knows), the profile renamed and its picture
 * dropped, its sessions and offline key deleted (their devices and User-Agents with them), pending join requests withdrawn, unused reset links spent, the groups it owns
 * deactivated, its own notifications and its unsubmitted drafts deleted. Its attempts and questions stay: teachers keep their records,
 * under 'Usuario eliminado'. It leaves the groups it belongs to, except those where it submitted attempts, so that
 * their gradebook keeps its grades. Notifications others received name it anew.
 * Answers the old picture's URL, for the caller to release once committed.
 */
export function deleteAccount(db: Database, userId: string, profileId: string | null) {
  return db.transaction(async (tx) => {
    const [old] = await tx.query<{ email: string; named: string | null; username: string | null; picture: string | null }>(
      `SELECT u.email, u.first_name || ' ' || u.last_name || ' (' || p.username || ')' AS named, p.username, p.profile_picture_url AS picture
         FROM users u LEFT JOIN profiles p ON p.user_id = u.id
        WHERE u.id = $1 AND u.deleted_at IS NULL FOR UPDATE OF u`,
      [userId],
    );
    if (!old) throw unauthorized();
    await tx.query(
      `UPDATE users SET is_active = false, deleted_at = now(), first_name = $2, last_name = $3, email = $4, phone = '', password_hash = $5
        WHERE id = $1`,
      [
        userId,
        deletedNames.firstName,
        deletedNames.lastName,
        `eliminado-${randomUUID()}@aula.invalid`,
        // Not a hash any password verifies against (auth/passwords.ts reads only "scrypt$…").
        `eliminado$${randomBytes(32).toString('base64')}`,
      ],
    );
    // Deleted, not ended: a token naming a session that is gone is refused all the same (auth/sessions.ts openSession).
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    // Its devices' encrypted drafts and queued answers can never be opened again, by anyone.
    await deleteOfflineKey(tx, userId);
    await tx.query('UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
    // Failed logins counted for the old address would otherwise greet whoever registers it next.
    await tx.query('DELETE FROM login_throttle WHERE email = $1', [old.email]);
    if (profileId && old.username) await leaveEverything(tx, profileId, old.username, old.named);
    return { picture: old.picture };
  });
}

async function leaveEverything(tx: Queryable, profileId: string, oldUsername: string, oldNamed: string | null) {
  const username = `usuario-eliminado-${randomBytes(4).toString('hex')}`;
  await tx.query('UPDATE profiles SET username = $2, profile_picture_url = NULL WHERE id = $1', [profileId, username]);
  await tx.query('UPDATE study_groups SET is_active = false WHERE owner_id = $1', [profileId]);
  await tx.query(
    `DELETE FROM study_group_members m
      WHERE m.profile_id = $1
        AND NOT EXISTS (SELECT 1 FROM study_groups g WHERE g.id = m.study_group_id AND g.owner_id = $1)
        AND NOT EXISTS (SELECT 1 FROM assignment_attempts at JOIN assignments a ON a.id = at.assignment_id
                         WHERE at.profile_id = $1 AND a.study_group_id = m.study_group_id)`,
    [profileId],
  );
  await tx.query(`UPDATE join_requests SET status = 'CANCELLED', decided_at = now() WHERE profile_id = $1 AND status = 'PENDING'`, [profileId]);
  await tx.query('DELETE FROM notifications WHERE recipient_id = $1', [profileId]);
  // Answers never handed in are the student's alone: they go with the account (submitted ones stay, as above).
  await tx.query('UPDATE attempt_starts SET draft = NULL, draft_step = NULL, draft_saved_at = NULL WHERE profile_id = $1 AND draft IS NOT NULL', [
    profileId,
  ]);
  // What others were told about it keeps its sense without its names: 'Nombre Apellido (usuario)' and a leading
  // username (notifications/repository.ts writes these) become the new ones.
  await tx.query(
    `UPDATE notifications
        SET message = CASE WHEN starts_with(message, $3 || ' ') THEN $4 || substr(message, char_length($3) + 1)
                           ELSE replace(message, $2, $5) END
      WHERE actor_id = $1`,
    [profileId, oldNamed ?? '', oldUsername, username, `${deletedNames.firstName} ${deletedNames.lastName} (${username})`],
  );
}
