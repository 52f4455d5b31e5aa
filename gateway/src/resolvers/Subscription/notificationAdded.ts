import { notificationTopic } from '@aula/common';
import type { SubscriptionResolvers } from '../../__generated__/resolvers.js';
import { tag } from '../../parents.js';
import type { RestNotification } from '../../rest.js';

/**
 * The viewer's new notifications, live (Server-Sent Events). The viewer is known from the token before listening
 * (UNAUTHENTICATED without one), and only their own topic is listened to: nobody hears another's notifications.
 */
export const notificationAdded: SubscriptionResolvers['notificationAdded'] = {
  subscribe: async (_, __, { loaders, pubSub }) => pubSub.subscribe(notificationTopic, (await loaders.viewer()).profile.id),
  resolve: (notification: RestNotification) => tag.notification(notification),
};
