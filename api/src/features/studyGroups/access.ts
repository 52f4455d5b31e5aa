import type { Queryable } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../domain/errors.js';

// Who may do what in a group, and with the assignments it holds: the owner manages, members (the owner is one) read.

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
export function assertMayRead<Group extends Pick<GroupAccess, 'is_member' | 'owner_id'>>(group: Group, profileId: string) {
  if (!group.is_member && group.owner_id !== profileId) throw forbidden();
  return group;
}

/** assertMayRead on the group's row, read here; 404 when there is no such group. */
export async function assertGroupMember(db: Queryable, groupId: string, profileId: string) {
  return assertMayRead(await groupAccess(db, groupId, profileId), profileId);
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

/** An assignment belongs to its group's owner: 404 when there is no such assignment, 403 for anyone but the owner. */
export async function assertAssignmentOwner(db: Queryable, assignmentId: string, profileId: string) {
  const [assignment] = await db.query<{ study_group_id: string }>('SELECT study_group_id FROM assignments WHERE id = $1', [assignmentId]);
  if (!assignment) throw notFound();
  return assertGroupOwner(db, assignment.study_group_id, profileId);
}

/**
 * Who reads an assignment: its group's owner always, other members only while it and its group are active (404
 * otherwise, as if it did not exist); anyone else gets 403.
 */
export async function assertAssignmentReader(db: Queryable, assignment: { study_group_id: string; is_active: boolean }, profileId: string) {
  const group = await assertGroupMember(db, assignment.study_group_id, profileId);
  if (group.owner_id !== profileId && (!assignment.is_active || !group.is_active)) throw notFound();
  return group;
}

/** assertAssignmentReader for an assignment known by id; 404 when there is no such assignment. */
export async function assertAssignmentReaderById(db: Queryable, assignmentId: string, profileId: string) {
  const [assignment] = await db.query<{ study_group_id: string; is_active: boolean }>(
    'SELECT study_group_id, is_active FROM assignments WHERE id = $1',
    [assignmentId],
  );
  if (!assignment) throw notFound();
  return assertAssignmentReader(db, assignment, profileId);
}
