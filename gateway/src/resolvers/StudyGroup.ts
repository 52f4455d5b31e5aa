import type { StudyGroupResolvers } from '../__generated__/resolvers.js';
import { checkFirst, connectionFromIds, connectionFromPage } from '../graphql/connections.js';
import { toGlobalId } from '../graphql/globalId.js';
import { loadAll, type Loaders } from '../graphql/loaders.js';
import { gradebook } from './gradebook.js';

/**
 * The page StudyGroup.assignments reads. `requireReadable` when the group itself was not read: the api then refuses a
 * group the viewer may not read, as reading the group does. Invalid arguments throw before anything is read.
 */
export function assignmentsPage(
  loaders: Loaders,
  groupId: string,
  { first, after }: { first?: number | null; after?: string | null },
  requireReadable = false,
) {
  return loaders.assignmentPages(groupId, { first: checkFirst(first ?? 50, 500), cursor: after, requireReadable: requireReadable || undefined });
}

export const StudyGroup = {
  id: (group) => toGlobalId('StudyGroup', group.id),
  owner: (group, _, { loaders }) => loaders.profiles.load(group.ownerId),
  viewerIsOwner: async (group, _, { loaders }) => group.ownerId === (await loaders.viewer()).profile.id,
  members: (group, { first, after }, { loaders }) => connectionFromIds(group.profilesId, first ?? 50, after, (ids) => loadAll(loaders.profiles, ids)),
  async assignments(group, args, { loaders }) {
    // A group node(id:) did not read (Query/connectionsAlone.ts): its page was read with the api checking the group's access.
    const page = await assignmentsPage(loaders, group.id, args, 'readAlone' in group);
    for (const assignment of page.nodes) loaders.assignments.prime(assignment.id, assignment);
    return connectionFromPage(page.nodes, page.nextCursor, args.after);
  },
  gradebook,
} satisfies StudyGroupResolvers;
