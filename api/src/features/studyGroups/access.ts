import type { Queryable } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';

export interface GroupAccess {
  id: string;
  owner_id: string;
  is_active: boolean;
  is_member: boolean;
}

/** The group and the caller's standing in it; 404 when there is no such group. */
export async function groupAccess(db: Queryable, groupId: string, profileId: string): Promise<GroupAccess> {
  const [row] = await db.query<GroupAccess>(
    `SELECT g.id, g.owner_id, g.is_active,
            EXISTS (SELECT 1 FROM study_group_members m WHERE m.study_group_id = g.id AND m.profile_id = $2) AS is_member
       FROM study_groups g WHERE g.id = $1`,
    [groupId, profileId],
  );
  if (!row) throw notFound();
  return row;
}

/** Members (the owner is one) may read a group; anyone else gets 403. */
export async function assertGroupMember(db: Queryable, groupId: string, profileId: string) {
  const group = await groupAccess(db, groupId, profileId);
  if (!group.is_member && group.owner_id !== profileId) throw forbidden();
  return group;
}

/** Only the owner manages a group, its members and its assignments. */
export async function assertGroupOwner(db: Queryable, groupId: string, profileId: string) {
  const group = await groupAccess(db, groupId, profileId);
  if (group.owner_id !== profileId) throw forbidden();
  return group;
}

/** An assignment's assignee is one of its group's members (the owner is one). */
export async function assertAssignee(db: Queryable, groupId: string, profileId: string) {
  const group = await groupAccess(db, groupId, profileId);
  if (!group.is_member && group.owner_id !== profileId) throw badRequest("El campo 'assigneeProfileId' debe ser un miembro del grupo");
}
