import type { ViewerResolvers } from '../__generated__/resolvers.js';
import { checkFirst, connectionFromPage } from '../graphql/connections.js';
import { tag } from '../graphql/parents.js';
import type { RestJoinRequest, RestNotification } from '../upstream/rest.js';

/** The viewer's notifications and join requests, beside the fields of Viewer.ts. */
export const ViewerNotifications = {
  async notifications(_, { first, after, unreadOnly }, { api }) {
    const page = await api.response<RestNotification[]>({
      path: '/notification/getAll',
      query: { unreadOnly: unreadOnly ?? false, limit: checkFirst(first), cursor: after },
    });
    return connectionFromPage(page.body.map(tag.notification), page.nextCursor, after);
  },

  unreadNotificationCount: async (_, __, { api }) => (await api.call<{ count: number }>({ path: '/notification/unreadCount' })).count,

  async joinRequests(_, { first, after, status }, { api }) {
    const page = await api.response<RestJoinRequest[]>({
      path: '/join-request/getAll',
      query: { status, limit: checkFirst(first), cursor: after },
    });
    return connectionFromPage(page.body.map(tag.joinRequest), page.nextCursor, after);
  },
} satisfies ViewerResolvers;
