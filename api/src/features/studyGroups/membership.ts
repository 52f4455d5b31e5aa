import type { Database } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../domain/errors.js';
import { createdBefore, onceFor } from '../../http/idempotency.js';
import { notify } from '../notifications/repository.js';
import { assertGroupOwner } from './access.js';
import { addMembers, excludeMember, insertGroup, loadGroup, removeMember } from './repository.js';
import type { GroupCreate } from './schemas.js';

/** A new group owned by the caller, who is its first member, with the members chosen at once; one transaction. */
export async function createGroup(db: Database, ownerId: string, input: GroupCreate) {
  if (input.ownerId && input.ownerId !== ownerId) throw forbidden();
  const first = async () => {
    const id = await createdBefore(db, 'study_groups', ownerId, input.clientMutationId);
    return id ? loadGroup(db, id) : undefined;
  };
  // The same clientMutationId again (a retry) returns the group created the first time.
  const before = await first();
  if (before) return before;
  return onceFor(
    () =>
      db.transaction(async (tx) => {
        const id = await insertGroup(tx, ownerId, input);
        const added = await addMembers(tx, id, [ownerId, ...input.profilesId]);
        await notify(tx, { kind: 'ADDED_TO_GROUP', recipientIds: added, actorId: ownerId, studyGroupId: id });
        return loadGroup(tx, id);
      }),
    first,
  );
}

/** The owner adds members (ones already in the group are kept as they are), who are told; one transaction. */
export function addMembersAsOwner(db: Database, ownerId: string, groupId: string, profileIds: string[]) {
  return db.transaction(async (tx) => {
    await assertGroupOwner(tx, groupId, ownerId);
    const added = await addMembers(tx, groupId, profileIds);
    await notify(tx, { kind: 'ADDED_TO_GROUP', recipientIds: added, actorId: ownerId, studyGroupId: groupId });
    return loadGroup(tx, groupId);
  });
}

/**
 * The owner removes a member (never themselves), who is then kept out: their joins become requests the owner
 * decides, until the owner adds them back. One transaction.
 */
export function removeMemberAsOwner(db: Database, ownerId: string, groupId: string, profileId: string) {
  return db.transaction(async (tx) => {
    const group = await assertGroupOwner(tx, groupId, ownerId);
    if (profileId === group.owner_id) throw badRequest('No se puede eliminar al propietario del grupo');
    if (!(await removeMember(tx, groupId, profileId))) throw notFound();
    await excludeMember(tx, groupId, profileId);
    return loadGroup(tx, groupId);
  });
}
