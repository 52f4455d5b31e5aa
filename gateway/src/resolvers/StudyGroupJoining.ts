import type { StudyGroupResolvers } from '../__generated__/resolvers.js';
import { checkFirst, connectionFromPage } from '../graphql/connections.js';
import { tag } from '../graphql/parents.js';
import type { RestJoinRequest } from '../upstream/rest.js';

/** A group's join requests, beside the fields of StudyGroup.ts: null for anyone but its owner. */
export const StudyGroupJoining = {
  async joinRequests(group, { first, after, status }, { api, loaders }) {
    if (group.ownerId !== (await loaders.viewer()).profile.id) return null;
    const page = await api.response<RestJoinRequest[]>({
      path: '/join-request/getAll',
      query: { groupId: group.id, status, limit: checkFirst(first), cursor: after },
    });
    return connectionFromPage(page.body.map(tag.joinRequest), page.nextCursor, after);
  },
} satisfies StudyGroupResolvers;
