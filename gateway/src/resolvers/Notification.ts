import type { NotificationResolvers } from '../__generated__/resolvers.js';
import { toGlobalId } from '../graphql/globalId.js';

/** What a notification is about, or null when the recipient can no longer read it (removed, deactivated). */
const orNull = <T>(load: Promise<T>) => load.catch(() => null);

export const Notification = {
  id: (notification) => toGlobalId('Notification', notification.id),
  studyGroup: (n, _, { loaders }) => (n.studyGroupId ? orNull(loaders.studyGroups.load(n.studyGroupId)) : null),
  assignment: (n, _, { loaders }) => (n.assignmentId ? orNull(loaders.assignments.load(n.assignmentId)) : null),
  assignmentAttempt: (n, _, { loaders }) => (n.assignmentAttemptId ? orNull(loaders.assignmentAttempts.load(n.assignmentAttemptId)) : null),
  actor: (n, _, { loaders }) => (n.actorId ? orNull(loaders.profiles.load(n.actorId)) : null),
} satisfies NotificationResolvers;
