import type { SubscriptionResolvers } from '../../__generated__/resolvers.js';
import { sessionEnded } from '../../graphql/errors.js';
import type { LiveEvent } from '../../live/liveNotifications.js';
import { tag } from '../../graphql/parents.js';
import { freshNotifications } from '../Notification.js';

/**
 * The viewer's new notifications, live (Server-Sent Events). The viewer is known from the token before listening
 * (UNAUTHENTICATED without one), and only their own are listened to: nobody hears another's notifications. When
 * the session ends the stream's last event is an UNAUTHENTICATED error, and the stream completes
 * (liveNotifications.ts).
 */
export const notificationAdded: SubscriptionResolvers['notificationAdded'] = {
  subscribe: async (_, __, { api, loaders, live }) => live.subscribe(api, (await loaders.viewer()).profile.id),
  resolve: (event: LiveEvent) => {
    if ('sessionEnded' in event) throw sessionEnded();
    const notification = tag.notification(event.notification);
    freshNotifications.add(notification);
    return notification;
  },
};
