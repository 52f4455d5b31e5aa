import { joinMessages } from '@aula/common';
import type { Database, Queryable } from '../../db/database.js';
import { ApiError, badRequest } from '../../domain/errors.js';
import { insertJoinRequest, settlePendingRequest, toJoinRequest } from '../joinRequests/repository.js';
import { notify } from '../notifications/repository.js';
import { assertGroupOwner } from './access.js';
import { loadGroup, newJoinCode } from './repository.js';

/** How a student names the group they join: its code, or (a public group found in search) its id; exactly one. */
export interface JoinTarget {
  code?: string;
  studyGroupId?: string;
}

/** "ab12-cd 34ef" as typed or pasted is the code AB12CD34EF. */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

interface JoinableGroup {
  id: string;
  owner_id: string;
  is_active: boolean;
  is_public: boolean;
  requires_request: boolean;
  is_member: boolean;
}

async function findJoinable(db: Queryable, target: JoinTarget, viewerId: string) {
  const byCode = target.code !== undefined;
  const [group] = await db.query<JoinableGroup>(
    `SELECT g.id, g.owner_id, g.is_active, g.is_public, g.requires_request,
            EXISTS (SELECT 1 FROM study_group_members m WHERE m.study_group_id = g.id AND m.profile_id = $2) AS is_member
       FROM study_groups g WHERE ${byCode ? 'g.code = $1' : 'g.id = $1'}`,
    [byCode ? normalizeCode(target.code!) : target.studyGroupId, viewerId],
  );
  // A replaced code finds nothing: the group answers only to its current one.
  if (!group) throw new ApiError(404, byCode ? joinMessages.unknownCode : joinMessages.codeOnly);
  if (!byCode && !group.is_public) throw new ApiError(403, joinMessages.codeOnly);
  if (!group.is_active) throw new ApiError(404, joinMessages.inactiveGroup);
  if (group.is_member || group.owner_id === viewerId) throw new ApiError(409, joinMessages.alreadyMember);
  return group;
}

/**
 * The viewer joins a group: at once when it does not require a request, else by a pending request that its owner
 * is told about; one transaction. Joining twice, or asking twice while a request waits, is a 409 even when both
 * arrive at once (the members' primary key and the pending requests' unique index decide).
 */
export function joinGroup(db: Database, viewerId: string, target: JoinTarget) {
  if ((target.code === undefined) === (target.studyGroupId === undefined)) throw badRequest(joinMessages.codeOrGroup);
  return db.transaction(async (tx) => {
    const group = await findJoinable(tx, target, viewerId);
    if (group.requires_request) {
      const request = await insertJoinRequest(tx, group.id, viewerId);
      if (!request) throw new ApiError(409, joinMessages.alreadyRequested);
      await notify(tx, { kind: 'JOIN_REQUESTED', recipientIds: [group.owner_id], actorId: viewerId, studyGroupId: group.id, joinRequestId: request.id });
      return { studyGroup: null, joinRequest: toJoinRequest(request) };
    }
    const [added] = await tx.query(
      'INSERT INTO study_group_members (study_group_id, profile_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING profile_id',
      [group.id, viewerId],
    );
    if (!added) throw new ApiError(409, joinMessages.alreadyMember);
    await settlePendingRequest(tx, group.id, viewerId);
    return { studyGroup: await loadGroup(tx, group.id), joinRequest: null };
  });
}

/** The owner replaces the group's code: the old one stops working at once. */
export function regenerateCode(db: Database, ownerId: string, groupId: string) {
  return db.transaction(async (tx) => {
    await assertGroupOwner(tx, groupId, ownerId);
    await tx.query('UPDATE study_groups SET code = $2 WHERE id = $1', [groupId, newJoinCode()]);
    return loadGroup(tx, groupId);
  });
}
