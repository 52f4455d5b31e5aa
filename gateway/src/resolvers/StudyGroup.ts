import type { StudyGroupResolvers } from '../__generated__/resolvers.js';
import { checkFirst, connectionFromIds, connectionFromPage } from '../graphql/connections.js';
import { toGlobalId } from '../graphql/globalId.js';
import { loadAll } from '../graphql/loaders.js';
import { gradebook } from './gradebook.js';

export const StudyGroup = {
  id: (group) => toGlobalId('StudyGroup', group.id),
  owner: (group, _, { loaders }) => loaders.profiles.load(group.ownerId),
  viewerIsOwner: async (group, _, { loaders }) => group.ownerId === (await loaders.viewer()).profile.id,
  members: (group, { first, after }, { loaders }) => connectionFromIds(group.profilesId, first ?? 50, after, (ids) => loadAll(loaders.profiles, ids)),
  async assignments(group, { first, after }, { loaders }) {
    const page = await loaders.assignmentPages(group.id, { first: checkFirst(first ?? 50, 500), cursor: after });
    for (const assignment of page.nodes) loaders.assignments.prime(assignment.id, assignment);
    return connectionFromPage(page.nodes, page.nextCursor, after);
  },
  gradebook,
} satisfies StudyGroupResolvers;
