import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestMarkRead } from '../../upstream/rest.js';

export const markNotificationsRead: MutationResolvers['markNotificationsRead'] = async (_, { input }, { api }) => {
  const ids = input.ids?.map((id) => idOf(id, 'Notification'));
  const result = await api.call<RestMarkRead>({ method: 'PATCH', path: '/notification/markRead', body: ids ? { ids } : {} });
  return { notifications: result.notifications.map(tag.notification), unreadNotificationCount: result.unreadCount };
};
