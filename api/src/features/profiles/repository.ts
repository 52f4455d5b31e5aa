import type { Database, Queryable } from '../../db/database.js';
import { normalizeText } from '@aula/common';
import { ApiError, messages } from '../../domain/errors.js';
import type { Profile, PublicProfile } from './schemas.js';

export interface ProfileRow {
  id: string;
  seq: number;
  user_id: string;
  username: string;
  profile_picture_url: string | null;
  study_group_ids: string[];
  /** Null unless the viewer may read them (`namesFor`). */
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

/**
 * The user's first and last name and e-mail, joined as `n` for the viewer whose profile id is parameter `viewer`
 * (`$2`, …): present for the profile's own user and for the owner of a group the profile chose (joined by itself, or
 * opened after the owner added it: `acknowledged_at`), asked to join or has attempts in (also after leaving it); no
 * row, so nulls, for anybody else. Decided here, so the fields never leave the api for a classmate or a stranger, nor
 * for someone who merely added the profile to a group of their own. A deleted account has no e-mail to show: its
 * stored one is a placeholder (account/deletion.ts) that would pass for a real address.
 */
export const namesFor = (viewer: string) => `LEFT JOIN LATERAL (
    SELECT u.first_name, u.last_name, CASE WHEN u.deleted_at IS NULL THEN u.email END AS email FROM users u
     WHERE u.id = p.user_id
       AND (p.id = ${viewer}
         OR EXISTS (SELECT 1 FROM study_group_members m JOIN study_groups og ON og.id = m.study_group_id
                     WHERE m.profile_id = p.id AND og.owner_id = ${viewer} AND m.acknowledged_at IS NOT NULL)
         OR EXISTS (SELECT 1 FROM join_requests r JOIN study_groups og ON og.id = r.study_group_id
                     WHERE r.profile_id = p.id AND og.owner_id = ${viewer})
         OR EXISTS (SELECT 1 FROM assignment_attempts at JOIN assignments a ON a.id = at.assignment_id
                     JOIN study_groups og ON og.id = a.study_group_id
                     WHERE at.profile_id = p.id AND og.owner_id = ${viewer}))
  ) n ON true`;

/** Accented letters and their plain lowercase letter, for `translate()`: PGlite has no `unaccent`. */
const accented = 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ';
const plain = [...accented].map((c) => foldText(c)).join('');
/** SQL for `column` lowercased without accents, the way `foldText` folds a search. */
const folded = (column: string) => `translate(lower(${column}), '${accented}', '${plain}')`;

/** Lowercase, without accents, spaces collapsed: 'Díaz' and 'diaz' fold alike. */
export function foldText(value: string) {
  return normalizeText(value).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Columns of a profile plus the active groups it belongs to. */
export const profileColumns = `p.id, p.seq, p.user_id, p.username, p.profile_picture_url,
  (SELECT coalesce(json_agg(m.study_group_id ORDER BY m.seq), '[]'::json)
     FROM study_group_members m JOIN study_groups g ON g.id = m.study_group_id
    WHERE m.profile_id = p.id AND g.is_active) AS study_group_ids`;

/** What its owner sees of a profile. */
export function ownProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    username: row.username,
    profilePictureUrl: row.profile_picture_url,
    studyGroupsIDs: row.study_group_ids,
    userId: row.user_id,
    ...names(row),
  };
}

const names = (row: Pick<ProfileRow, 'first_name' | 'last_name' | 'email'>) => ({
  firstName: row.first_name ?? null,
  lastName: row.last_name ?? null,
  email: row.email ?? null,
});

/**
 * What everybody else sees: id, username and picture; names and e-mail only where `namesFor` found them readable
 * (the phone stays private).
 */
export function publicProfile(
  row: Pick<ProfileRow, 'id' | 'username' | 'profile_picture_url' | 'first_name' | 'last_name' | 'email'>,
): PublicProfile {
  return { id: row.id, username: row.username, profilePictureUrl: row.profile_picture_url, ...names(row) };
}

/** A readable, unique username from the names ("Ana María Pérez" → "anamariaperez", then "anamariaperez2", …). */
export async function uniqueUsername(db: Queryable, ...sources: string[]): Promise<string> {
  const base =
    sources
      .map((s) =>
        s
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .toLowerCase()
          .replace(/[^a-z0-9]/g, ''),
      )
      .find((s) => s.length >= 3)
      ?.slice(0, 24) ?? 'usuario';
  const taken = new Set(
    (await db.query<{ username: string }>(`SELECT username FROM profiles WHERE username = $1 OR username ~ ('^' || $1 || '[0-9]+$')`, [base])).map(
      (r) => r.username,
    ),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(base + n)) return base + n;
}

export async function createProfile(db: Queryable, userId: string, username: string, pictureUrl: string | null = null) {
  const [row] = await db.query<{ id: string }>('INSERT INTO profiles (user_id, username, profile_picture_url) VALUES ($1, $2, $3) RETURNING id', [
    userId,
    username,
    pictureUrl,
  ]);
  return row!.id;
}

/** A profile, with the names the viewer may read (`viewerId`; none without it). */
export async function findProfile(db: Queryable, where: 'id' | 'user_id' | 'username', value: string, viewerId: string | null = null) {
  const [row] = await db.query<ProfileRow>(
    `SELECT ${profileColumns}, n.first_name, n.last_name, n.email FROM profiles p ${namesFor('$2::uuid')} WHERE p.${where} = $1`,
    [value, viewerId],
  );
  return row;
}

export interface ProfileFilter {
  ids?: string[];
  userId?: string;
  /** Members of this group. */
  groupId?: string;
  /** Profiles that are not members of this group. */
  excludeGroupId?: string;
  excludeProfileId?: string[];
  /** Part of the username, case-insensitive. */
  username?: string;
  /** Part of the username, or of the first and last name, ignoring case and accents. */
  search?: string;
}

/**
 * A page of profiles after sequence number `after`, with the names `viewerId` may read: one query serves every
 * listing (the gateway's batches by ids too); the filters only add conditions.
 */
export function listProfiles(db: Queryable, viewerId: string, filter: ProfileFilter, after: number, limit: number) {
  const conditions: string[] = ['p.seq > $1'];
  const params: unknown[] = [after, viewerId];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    conditions.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (filter.ids) add('p.id = ANY(?::uuid[])', filter.ids);
  if (filter.userId) add('p.user_id = ?', filter.userId);
  if (filter.groupId) add('EXISTS (SELECT 1 FROM study_group_members m WHERE m.profile_id = p.id AND m.study_group_id = ?)', filter.groupId);
  if (filter.excludeGroupId)
    add('NOT EXISTS (SELECT 1 FROM study_group_members m WHERE m.profile_id = p.id AND m.study_group_id = ?)', filter.excludeGroupId);
  if (filter.excludeProfileId) add('NOT (p.id = ANY(?::uuid[]))', filter.excludeProfileId);
  if (filter.username) add(`p.username ILIKE '%' || ? || '%'`, filter.username.replace(/[\\%_]/g, '\\$&'));
  // A deleted account is found by no search (nobody adds it to a group); by its id it still shows, as 'Usuario eliminado'.
  if (filter.username || filter.search) conditions.push('NOT EXISTS (SELECT 1 FROM users du WHERE du.id = p.user_id AND du.deleted_at IS NOT NULL)');
  // Every word of the search must be part of the username or a whole first or last name word ('díaz', not 'dí'):
  // names match for anybody (an owner adds students whose names they cannot read yet), but whole words only, so a
  // search cannot spell out a stranger's name letter by letter; only `namesFor` shows them.
  for (const word of foldText(filter.search ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 6))
    add(
      `(${folded('p.username')} LIKE '%' || ? || '%' OR EXISTS (SELECT 1 FROM users su WHERE su.id = p.user_id
         AND ' ' || ${folded("su.first_name || ' ' || su.last_name")} || ' ' LIKE '% ' || ? || ' %'))`,
      word.replace(/[\\%_]/g, '\\$&'),
    );
  params.push(limit);
  return db.query<ProfileRow>(
    `SELECT p.id, p.seq, p.username, p.profile_picture_url, n.first_name, n.last_name, n.email
       FROM profiles p ${namesFor('$2::uuid')}
      WHERE ${conditions.join(' AND ')} ORDER BY p.seq LIMIT $${params.length}`,
    params,
  );
}

/** The students who submitted an attempt on the assignment, by username. */
export function profilesWithAttempts(db: Queryable, assignmentId: string) {
  return db.query<{ id: string; username: string }>(
    `SELECT p.id, p.username FROM profiles p
      WHERE EXISTS (SELECT 1 FROM assignment_attempts a WHERE a.profile_id = p.id AND a.assignment_id = $1)
      ORDER BY p.username`,
    [assignmentId],
  );
}

export async function setProfilePicture(db: Queryable, id: string, url: string) {
  await db.query('UPDATE profiles SET profile_picture_url = $2 WHERE id = $1', [id, url]);
}

/**
 * The calling user's profile, when sign-up did not make one: under the username asked for, or one derived from
 * the user's names. 409 when the user has a profile or the username is taken.
 */
export async function createOwnProfile(db: Database, userId: string, requested: string | undefined) {
  return db
    .transaction(async (tx) => {
      if (await findProfile(tx, 'user_id', userId)) throw new ApiError(409, messages.conflict);
      if (requested && (await findProfile(tx, 'username', requested))) {
        throw new ApiError(409, 'Ese nombre de usuario ya está en uso');
      }
      const user = await userNames(tx, userId);
      const username = requested ?? (await uniqueUsername(tx, user.first_name + user.last_name, user.email.split('@')[0]!));
      const id = await createProfile(tx, userId, username);
      return (await findProfile(tx, 'id', id, id))!;
    })
    .catch((error: { code?: string }) => {
      if (error.code === '23505') throw new ApiError(409, messages.conflict);
      throw error;
    });
}

/** The names a username is derived from. */
async function userNames(db: Queryable, userId: string) {
  const [user] = await db.query<{ first_name: string; last_name: string; email: string }>(
    'SELECT first_name, last_name, email FROM users WHERE id = $1',
    [userId],
  );
  return user!;
}
