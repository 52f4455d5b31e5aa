import { joinMessages } from '@aula/common';
import type { Database, Queryable } from '../../db/database.js';
import { ApiError, badRequest } from '../../domain/errors.js';
import { insertJoinRequest, settlePendingRequest, toJoinRequest } from '../joinRequests/repository.js';
import { notify } from '../notifications/repository.js';
import { assertGroupOwner } from './access.js';
import { loadGroup, newJoinCode, removeMember } from './repository.js';

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
  /** The owner removed the viewer and has not added them back. */
  is_excluded: boolean;
  /** Seconds until the viewer may ask again after the owner rejected them, when that is still ahead. */
  rejected_wait: number | null;
}

/** A rejected student may ask the same group again a day after the rejection, not before. */
const askAgainAfter = "interval '24 hours'";

async function findJoinable(db: Queryable, target: JoinTarget, viewerId: string) {
  const byCode = target.code !== undefined;
  const [group] = await db.query<JoinableGroup>(
    `SELECT g.id, g.owner_id, g.is_active, g.is_public, g.requires_request,
            EXISTS (SELECT 1 FROM study_group_members m WHERE m.study_group_id = g.id AND m.profile_id = $2) AS is_member,
            EXISTS (SELECT 1 FROM study_group_exclusions e WHERE e.study_group_id = g.id AND e.profile_id = $2) AS is_excluded,
            (SELECT ceil(extract(epoch FROM max(r.decided_at) + ${askAgainAfter} - now()))::int FROM join_requests r
              WHERE r.study_group_id = g.id AND r.profile_id = $2 AND r.status = 'REJECTED'
             HAVING max(r.decided_at) + ${askAgainAfter} > now()) AS rejected_wait
       FROM study_groups g WHERE ${byCode ? 'g.code = $1' : 'g.id = $1'}`,
    [byCode ? normalizeCode(target.code!) : target.studyGroupId, viewerId],
  );
  const insider = group !== undefined && (group.is_member || group.owner_id === viewerId);
  // One answer for every group a stranger may not learn about, so that it tells nothing: by code, no such code, a
  // replaced one (the group answers only to its current code) and a deactivated group's; by id, no such group, a
  // private one (unless the viewer is in it) and a deactivated one.
  if (!group || !group.is_active || (!byCode && !group.is_public && !insider)) {
    throw new ApiError(404, byCode ? joinMessages.unknownCode : joinMessages.codeOnly);
  }
  if (insider) throw new ApiError(409, joinMessages.alreadyMember);
  return group;
}

/**
 * Whether the owner was told of this student's request to, or joining of, this group within the day: a student who
 * withdraws and asks again, or leaves and joins again, in a loop tells the owner once.
 */
async function toldOwnerToday(db: Queryable, group: JoinableGroup, viewerId: string, kind: 'JOIN_REQUESTED' | 'MEMBER_JOINED') {
  const [row] = await db.query(
    `SELECT 1 FROM notifications
      WHERE recipient_id = $1 AND kind = $4 AND study_group_id = $2 AND actor_id = $3 AND created_at > now() - ${askAgainAfter}
      LIMIT 1`,
    [group.owner_id, group.id, viewerId, kind],
  );
  return row !== undefined;
}

/**
 * The viewer joins a group: at once, and its owner is told; or by a pending request that its owner is told about,
 * when the group requires one or the owner removed the viewer. One transaction. Joining twice, or asking twice
 * while a request waits, is a 409 even when both arrive at once (the members' primary key and the pending
 * requests' unique index decide). After a rejection the student may ask again only a day later, and the owner hears
 * of one request and one join per student and day however often it is withdrawn and sent again, or the student
 * leaves and joins again.
 */
export function joinGroup(db: Database, viewerId: string, target: JoinTarget) {
  if ((target.code === undefined) === (target.studyGroupId === undefined)) throw badRequest(joinMessages.codeOrGroup);
  return db.transaction(async (tx) => {
    const group = await findJoinable(tx, target, viewerId);
    if (group.requires_request || group.is_excluded) {
      if (group.rejected_wait) throw new ApiError(409, joinMessages.rejectedRecently(group.rejected_wait));
      const request = await insertJoinRequest(tx, group.id, viewerId);
      if (!request) throw new ApiError(409, joinMessages.alreadyRequested);
      if (!(await toldOwnerToday(tx, group, viewerId, 'JOIN_REQUESTED'))) {
        await notify(tx, {
          kind: 'JOIN_REQUESTED',
          recipientIds: [group.owner_id],
          actorId: viewerId,
          studyGroupId: group.id,
          joinRequestId: request.id,
        });
      }
      return { studyGroup: null, joinRequest: toJoinRequest(request) };
    }
    const [added] = await tx.query(
      'INSERT INTO study_group_members (study_group_id, profile_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING profile_id',
      [group.id, viewerId],
    );
    if (!added) throw new ApiError(409, joinMessages.alreadyMember);
    await settlePendingRequest(tx, group.id, viewerId);
    if (!(await toldOwnerToday(tx, group, viewerId, 'MEMBER_JOINED'))) {
      await notify(tx, { kind: 'MEMBER_JOINED', recipientIds: [group.owner_id], actorId: viewerId, studyGroupId: group.id });
    }
    return { studyGroup: await loadGroup(tx, group.id), joinRequest: null };
  });
}

/**
 * A member who is not the owner leaves the group, whoever added them; they are not kept out, and may join again as
 * anyone may. Not a member, and no such group, are the same 404. Returns the group as an outsider sees it.
 */
export function leaveGroup(db: Database, viewerId: string, groupId: string) {
  return db.transaction(async (tx) => {
    const [group] = await tx.query<{ owner_id: string }>('SELECT owner_id FROM study_groups WHERE id = $1', [groupId]);
    if (group?.owner_id === viewerId) throw new ApiError(409, joinMessages.ownerCannotLeave);
    if (!group || !(await removeMember(tx, groupId, viewerId))) throw new ApiError(404, joinMessages.notAMember);
    return loadGroup(tx, groupId, false);
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
