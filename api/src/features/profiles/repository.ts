import type { Queryable } from '../../db/database.js';

export interface ProfileRow {
  id: string;
  seq: number;
  user_id: string;
  username: string;
  profile_picture_url: string | null;
  study_group_ids: string[];
}

/** Columns of a profile plus the active groups it belongs to. */
export const profileColumns = `p.id, p.seq, p.user_id, p.username, p.profile_picture_url,
  (SELECT coalesce(json_agg(m.study_group_id ORDER BY m.seq), '[]'::json)
     FROM study_group_members m JOIN study_groups g ON g.id = m.study_group_id
    WHERE m.profile_id = p.id AND g.is_active) AS study_group_ids`;

/** What its owner sees of a profile. */
export function ownProfile(row: ProfileRow) {
  return {
    id: row.id,
    username: row.username,
    profilePictureUrl: row.profile_picture_url,
    studyGroupsIDs: row.study_group_ids,
    userId: row.user_id,
  };
}

/** What everybody else sees: DESIGN.md lets profile search show id, username and picture only. */
export function publicProfile(row: Pick<ProfileRow, 'id' | 'username' | 'profile_picture_url'>) {
  return { id: row.id, username: row.username, profilePictureUrl: row.profile_picture_url };
}

/** A readable, unique username from the names ("Ana María Pérez" → "anamariaperez", then "anamariaperez2", …). */
export async function uniqueUsername(db: Queryable, ...sources: string[]): Promise<string> {
  const base =
    sources
      .map((s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]/g, ''))
      .find((s) => s.length >= 3)
      ?.slice(0, 24) ?? 'usuario';
  const taken = new Set(
    (
      await db.query<{ username: string }>(
        `SELECT username FROM profiles WHERE username = $1 OR username ~ ('^' || $1 || '[0-9]+$')`,
        [base],
      )
    ).map((r) => r.username),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(base + n)) return base + n;
}

export async function createProfile(db: Queryable, userId: string, username: string, pictureUrl: string | null = null) {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO profiles (user_id, username, profile_picture_url) VALUES ($1, $2, $3) RETURNING id',
    [userId, username, pictureUrl],
  );
  return row!.id;
}

export async function findProfile(db: Queryable, where: 'id' | 'user_id' | 'username', value: string) {
  const [row] = await db.query<ProfileRow>(`SELECT ${profileColumns} FROM profiles p WHERE p.${where} = $1`, [value]);
  return row;
}
