import { Kind, type GraphQLResolveInfo } from 'graphql';
import type { NotificationResolvers } from '../__generated__/resolvers.js';
import { toGlobalId } from '../graphql/globalId.js';
import type { NotificationParent } from '../graphql/parents.js';

/** What a notification is about, or null when the recipient can no longer read it (removed, deactivated). */
const orNull = <T>(load: Promise<T>) => load.catch(() => null);

/**
 * Notifications just announced on a live stream (Subscription/notificationAdded.ts). They were written in the
 * transaction of the change they tell about, so what they link to was readable by their recipient a moment ago.
 */
export const freshNotifications = new WeakSet<NotificationParent>();

/** Whether the field asks only for the linked object's `id` (and `__typename`), as plain fields. */
const asksOnlyId = (info: GraphQLResolveInfo) =>
  info.fieldNodes.every((node) =>
    node.selectionSet?.selections.every((s) => s.kind === Kind.FIELD && (s.name.value === 'id' || s.name.value === '__typename')),
  );

/**
 * A link of a fresh notification asked only for its id is answered from the notification itself: the recipient
 * holds that id already, and loading the object would cost a REST call per recipient and link (three for each member
 * of a group told about an assignment, all at once). Anything more, or an older notification, is read as the
 * recipient, null when they can no longer read it.
 */
function link<T>(n: NotificationParent, id: string | null | undefined, typename: string, info: GraphQLResolveInfo, load: (id: string) => Promise<T>) {
  if (!id) return null;
  // Only `id` and `__typename` of this parent are ever resolved, and they are both here.
  if (freshNotifications.has(n) && asksOnlyId(info)) return { id, __typename: typename } as unknown as T;
  return orNull(load(id));
}

export const Notification = {
  id: (notification) => toGlobalId('Notification', notification.id),
  studyGroup: (n, _, { loaders }, info) => link(n, n.studyGroupId, 'StudyGroup', info, (id) => loaders.studyGroups.load(id)),
  assignment: (n, _, { loaders }, info) => link(n, n.assignmentId, 'Assignment', info, (id) => loaders.assignments.load(id)),
  assignmentAttempt: (n, _, { loaders }, info) =>
    link(n, n.assignmentAttemptId, 'AssignmentAttempt', info, (id) => loaders.assignmentAttempts.load(id)),
  actor: (n, _, { loaders }, info) => link(n, n.actorId, 'Profile', info, (id) => loaders.profiles.load(id)),
} satisfies NotificationResolvers;
