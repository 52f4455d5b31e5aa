import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import { badRequest, notFound } from '../../domain/errors.js';
import { assertMayRead } from './access.js';
import type { GroupCreate, GroupUpdate, StudyGroup } from './schemas.js';

interface GroupRow {
  id: string;
  seq: number;
  name: string;
  description: string | null;
  group_picture_url: string | null;
  code: string;
  is_active: boolean;
  is_public: boolean;
  requires_request: boolean;
  owner_id: string;
  profiles_id: string[];
  member_count: number;
  owner_name: string;
}

const groupColumns = `g.*, (SELECT coalesce(json_agg(m.profile_id ORDER BY m.seq), '[]'::json)
  FROM study_group_members m WHERE m.study_group_id = g.id) AS profiles_id,
  (SELECT count(*)::int FROM study_group_members m WHERE m.study_group_id = g.id) AS member_count,
  (SELECT u.first_name || ' ' || u.last_name FROM profiles op JOIN users u ON u.id = op.user_id WHERE op.id = g.owner_id) AS owner_name`;

/**
 * `asMember` false: the view of someone outside the group, without its join code or members. The teacher's name is
 * public on a public group (the search shows it) and known to the members of any group.
 */
function toGroup(row: GroupRow, asMember = true): StudyGroup {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    groupPictureUrl: row.group_picture_url,
    code: asMember ? row.code : null,
    isActive: row.is_active,
    isPublic: row.is_public,
    requiresRequest: row.requires_request,
    ownerId: row.owner_id,
    profilesId: asMember ? row.profiles_id : [],
    memberCount: row.member_count,
    ownerName: asMember || row.is_public ? row.owner_name : null,
  };
}

/** `asMember` false: as someone outside the group sees it (one who just left it). */
export async function loadGroup(db: Queryable, id: string, asMember = true) {
  const [row] = await db.query<GroupRow>(`SELECT ${groupColumns} FROM study_groups g WHERE g.id = $1`, [id]);
  if (!row) throw notFound();
  return toGroup(row, asMember);
}

/**
 * getOne: the group as a member reads it, with the membership acknowledged (acknowledgeMembership), in one statement
 * (issue 33 §5: a read's statements are most of its cost on the embedded database). 404 without the group, 403 when
 * the viewer is neither a member nor the owner (assertGroupMember's rule).
 */
export async function openGroup(db: Queryable, id: string, viewerId: string) {
  const [row] = await db.query<GroupRow & { is_member: boolean }>(
    `WITH acknowledged AS (${acknowledgeStatement('ARRAY[$1::uuid]', '$2')})
     SELECT ${groupColumns},
            EXISTS (SELECT 1 FROM study_group_members m WHERE m.study_group_id = g.id AND m.profile_id = $2) AS is_member
       FROM study_groups g WHERE g.id = $1`,
    [id, viewerId],
  );
  if (!row) throw notFound();
  return toGroup(assertMayRead(row, viewerId));
}

/**
 * Whether the viewer (parameter `viewer`) may read group `g`: their own groups, and when asked by ids (parameter
 * `ids` not null) in the outsider's view the groups of their attempts and of their join requests. The one rule for
 * getAll and for pages asked with requireReadable.
 */
const readableBy = (
  viewer: string,
  ids: string,
) => `(EXISTS (SELECT 1 FROM study_group_members m WHERE m.study_group_id = g.id AND m.profile_id = ${viewer})
          OR (${ids}::uuid[] IS NOT NULL AND (EXISTS (
            SELECT 1 FROM assignment_attempts at JOIN assignments a ON a.id = at.assignment_id
             WHERE a.study_group_id = g.id AND at.profile_id = ${viewer})
            OR EXISTS (SELECT 1 FROM join_requests r WHERE r.study_group_id = g.id AND r.profile_id = ${viewer}))))`;

/**
 * A page of the groups the viewer belongs to. By ids also, in the outsider's view (no members, no code), the groups
 * of the viewer's attempts (a student removed from a group still reads it beside their grades) and of the viewer's
 * join requests (a student reads the name of the group they asked to join).
 */
export async function listGroups(db: Queryable, viewerId: string, filter: { ids?: string[]; isActive?: boolean }, after: number, limit: number) {
  const rows = await db.query<GroupRow & { is_member: boolean }>(
    `SELECT ${groupColumns},
        EXISTS (SELECT 1 FROM study_group_members m WHERE m.study_group_id = g.id AND m.profile_id = $2) AS is_member
       FROM study_groups g
      WHERE g.seq > $1
        AND ${readableBy('$2', '$3')}
        AND ($3::uuid[] IS NULL OR g.id = ANY($3::uuid[]))
        AND ($4::boolean IS NULL OR g.is_active = $4)
      ORDER BY g.seq LIMIT $5`,
    [after, viewerId, filter.ids ?? null, filter.isActive ?? null, limit],
  );
  return rows.map((row) => toGroup(row, row.is_member));
}

/** Whether the viewer may read every one of these groups by id (listGroups' rule); unknown ids are not readable. */
export async function allReadable(db: Queryable, viewerId: string, ids: string[]) {
  const distinct = [...new Set(ids)];
  const [row] = await db.query<{ readable: number }>(
    `SELECT count(*)::int AS readable FROM study_groups g WHERE g.id = ANY($2::uuid[]) AND ${readableBy('$1', '$2')}`,
    [viewerId, distinct],
  );
  return row!.readable === distinct.length;
}

/** A page of the active groups a profile belongs to. */
export async function groupsOfMember(db: Queryable, profileId: string, after: number, limit: number) {
  const rows = await db.query<GroupRow>(
    `SELECT ${groupColumns} FROM study_groups g
      WHERE g.seq > $1 AND g.is_active
        AND EXISTS (SELECT 1 FROM study_group_members m WHERE m.study_group_id = g.id AND m.profile_id = $2)
      ORDER BY g.seq LIMIT $3`,
    [after, profileId, limit],
  );
  return rows.map((row) => toGroup(row));
}

/** A fresh join code: 10 letters and digits, easy to read out and type. */
export const newJoinCode = () => randomBytes(5).toString('hex').toUpperCase();

/** A new group with a random join code; returns its id. */
export async function insertGroup(db: Queryable, ownerId: string, input: GroupCreate): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO study_groups (name, description, is_public, requires_request, owner_id, code, client_mutation_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [input.name, input.description || null, input.isPublic, input.requiresRequest, ownerId, newJoinCode(), input.clientMutationId ?? null],
  );
  return row!.id;
}

/** Changes the fields given; an empty or null description clears it. */
export async function updateGroup(db: Queryable, id: string, input: GroupUpdate) {
  await db.query(
    `UPDATE study_groups SET
       name = coalesce($2, name),
       description = CASE WHEN $3::boolean THEN $4 ELSE description END,
       is_public = coalesce($5, is_public),
       requires_request = coalesce($6, requires_request)
     WHERE id = $1`,
    [id, input.name ?? null, input.description !== undefined, input.description || null, input.isPublic ?? null, input.requiresRequest ?? null],
  );
}

/**
 * Adds profiles to a group, ignoring ones already in it; unknown profile ids are a 400, not a silent skip. Being
 * added back lifts a removal's exclusion, and settles a request the profile still had waiting. Returns the profiles
 * that were not members before.
 */
export async function addMembers(db: Queryable, groupId: string, profileIds: string[]): Promise<string[]> {
  const unique = [...new Set(profileIds)];
  if (unique.length === 0) return [];
  const [{ found } = { found: 0 }] = await db.query<{ found: number }>('SELECT count(*)::int AS found FROM profiles WHERE id = ANY($1::uuid[])', [
    unique,
  ]);
  if (found !== unique.length) throw badRequest('Alguno de los perfiles no existe');
  // Acknowledged at once only for the owner and someone who asked to join; the others when they open the group.
  const added = await db.query<{ profile_id: string }>(
    `INSERT INTO study_group_members (study_group_id, profile_id, acknowledged_at)
     SELECT $1, x.id, CASE WHEN x.id = g.owner_id OR EXISTS (SELECT 1 FROM join_requests r WHERE r.study_group_id = $1
                AND r.profile_id = x.id AND r.status IN ('PENDING', 'APPROVED')) THEN now() END
       FROM unnest($2::uuid[]) AS x(id) JOIN study_groups g ON g.id = $1
     ON CONFLICT DO NOTHING RETURNING profile_id`,
    [groupId, unique],
  );
  await db.query('DELETE FROM study_group_exclusions WHERE study_group_id = $1 AND profile_id = ANY($2::uuid[])', [groupId, unique]);
  await db.query(
    `UPDATE join_requests SET status = 'APPROVED', decided_at = now()
      WHERE study_group_id = $1 AND profile_id = ANY($2::uuid[]) AND status = 'PENDING'`,
    [groupId, unique],
  );
  return added.map((row) => row.profile_id);
}

/** The owner removed the profile: its joins become requests until the owner adds it back (addMembers). */
export async function excludeMember(db: Queryable, groupId: string, profileId: string) {
  await db.query(
    `INSERT INTO study_group_exclusions (study_group_id, profile_id) VALUES ($1, $2)
     ON CONFLICT (study_group_id, profile_id) DO UPDATE SET excluded_at = now()`,
    [groupId, profileId],
  );
}

/** False when the profile was not a member. */
export async function removeMember(db: Queryable, groupId: string, profileId: string): Promise<boolean> {
  const removed = await db.query('DELETE FROM study_group_members WHERE study_group_id = $1 AND profile_id = $2 RETURNING profile_id', [
    groupId,
    profileId,
  ]);
  return removed.length > 0;
}

export async function deactivateGroup(db: Queryable, id: string) {
  await db.query('UPDATE study_groups SET is_active = false WHERE id = $1', [id]);
}

/** Active public groups whose name contains `search`, in the outsider's view unless the viewer is a member. */
export async function publicGroups(db: Queryable, viewerId: string, search: string | undefined, after: number, limit: number) {
  const rows = await db.query<GroupRow & { is_member: boolean }>(
    `SELECT ${groupColumns},
        EXISTS (SELECT 1 FROM study_group_members m WHERE m.study_group_id = g.id AND m.profile_id = $2) AS is_member
       FROM study_groups g
      WHERE g.seq > $1 AND g.is_active AND g.is_public
        AND ($3::text IS NULL OR g.name ILIKE '%' || $3 || '%')
      ORDER BY g.seq LIMIT $4`,
    [after, viewerId, search?.replace(/[\\%_]/g, (c) => `\\${c}`) || null, limit],
  );
  return rows.map((row) => toGroup(row, row.is_member));
}

export async function setGroupPicture(db: Queryable, id: string, url: string) {
  await db.query('UPDATE study_groups SET group_picture_url = $2 WHERE id = $1', [id, url]);
}

/** Marks the memberships of `profile` in the groups `groupIds` (SQL expressions) seen, where they were not yet. */
const acknowledgeStatement = (groupIds: string, profile: string) =>
  `UPDATE study_group_members SET acknowledged_at = now() WHERE study_group_id = ANY(${groupIds}) AND profile_id = ${profile} AND acknowledged_at IS NULL`;

/** The member has seen the group an owner added them to (opened it, or started an attempt in it): its owner may now read their names. */
export async function acknowledgeMembership(db: Queryable, groupId: string | string[], profileId: string) {
  await db.query(acknowledgeStatement('$1::uuid[]', '$2'), [typeof groupId === 'string' ? [groupId] : groupId, profileId]);
}
