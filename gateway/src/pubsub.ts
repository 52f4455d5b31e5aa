import { createNotificationEvents, notificationTopic, type NotificationEvents } from '@aula/api';
import { createPubSub } from 'graphql-yoga';
import type { RestNotification } from './rest.js';

/**
 * Live notifications reach subscribers through one EventTarget: the api dispatches each notification, after the
 * transaction that wrote it has committed, as `notificationAdded:<recipient profile id>` (see the api's
 * features/notifications/delivery.ts), and Subscription.notificationAdded listens to the viewer's own topic only.
 *
 * - One process (`npm start`): the api and the gateway share an in-process EventTarget (scripts/product.ts).
 * - Separate processes: with REDIS_URL every api and gateway uses the Redis event target, so a change made through
 *   any gateway reaches subscribers connected to any other. A gateway alone without REDIS_URL hears nothing live
 *   (notifications are still stored and listed).
 */
export type NotificationPubSub = ReturnType<typeof createNotificationPubSub>;

export function createNotificationPubSub(eventTarget: EventTarget) {
  return createPubSub<{ [notificationTopic]: [recipientId: string, notification: RestNotification] }>({ eventTarget });
}

/** The event target given (shared with an api in this process), else Redis from REDIS_URL, else a local one. */
export function notificationEvents(shared?: EventTarget, redisUrl = process.env.REDIS_URL): NotificationEvents {
  return shared ? { target: shared, close: async () => {} } : createNotificationEvents(redisUrl);
}
