import { joinMessages } from '@aula/common';
import type { Database } from '../../db/database.js';
import { ApiError, notFound } from '../../domain/errors.js';
import { notify } from '../notifications/repository.js';
import { assertGroupOwner } from '../studyGroups/access.js';
import { addMembers, loadGroup } from '../studyGroups/repository.js';
import { decideJoinRequest, lockJoinRequest, toJoinRequest } from './repository.js';
import type { JoinRequestCancelled, JoinRequestDecision } from './schemas.js';

/**
 * The group's owner approves (the requester becomes a member) or rejects a pending request; the requester is told.
 * One transaction, with the request locked: of two decisions at once, the second finds it decided (409). Nobody
 * enters a deactivated group (409, the request stays pending); rejecting is still possible.
 */
export function decide(db: Database, ownerId: string, id: string, status: 'APPROVED' | 'REJECTED'): Promise<JoinRequestDecision> {
  return db.transaction(async (tx) => {
    const request = await lockJoinRequest(tx, id);
    if (!request) throw notFound();
    const group = await assertGroupOwner(tx, request.study_group_id, ownerId);
    if (request.status !== 'PENDING') throw new ApiError(409, joinMessages.alreadyDecided);
    if (status === 'APPROVED' && !group.is_active) throw new ApiError(409, joinMessages.inactiveGroup);
    const decided = await decideJoinRequest(tx, id, status);
    if (status === 'APPROVED') await addMembers(tx, request.study_group_id, [request.profile_id]);
    await notify(tx, {
      kind: status === 'APPROVED' ? 'JOIN_APPROVED' : 'JOIN_REJECTED',
      recipientIds: [request.profile_id],
      actorId: ownerId,
      studyGroupId: request.study_group_id,
      joinRequestId: id,
    });
    return { joinRequest: toJoinRequest(decided), studyGroup: await loadGroup(tx, request.study_group_id) };
  });
}

/**
 * The requester withdraws their pending request (kept, as CANCELLED); they may send another. Anyone else's request
 * and no such request are the same 404; one already settled is a 409.
 */
export function cancel(db: Database, profileId: string, id: string): Promise<JoinRequestCancelled> {
  return db.transaction(async (tx) => {
    const request = await lockJoinRequest(tx, id);
    if (request?.profile_id !== profileId) throw notFound();
    if (request.status !== 'PENDING') throw new ApiError(409, joinMessages.alreadyDecided);
    return { joinRequest: toJoinRequest(await decideJoinRequest(tx, id, 'CANCELLED')) };
  });
}
