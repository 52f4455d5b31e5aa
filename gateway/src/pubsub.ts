import { notificationTopic } from '@aula/common';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { RestNotification } from './rest.js';

/**
 * Live notifications reach subscribers through one EventTarget: the api dispatches each notification, after the
 * transaction that wrote it has committed, as `notificationAdded:<recipient profile id>` (the api's
 * features/notifications/delivery.ts), and Subscription.notificationAdded listens to the viewer's own topic only.
 *
 * - One process (`npm start`): the api and the gateway share an in-process EventTarget (scripts/product.ts).
 * - Separate processes: with REDIS_URL the api and every gateway use @graphql-yoga/redis-event-target (a Redis
 *   channel per topic), so a change made through any gateway reaches subscribers connected to any other. A gateway
 *   on its own without REDIS_URL hears nothing live (notifications are still stored and listed).
 */
export type NotificationPubSub = ReturnType<typeof createNotificationPubSub>;

export function createNotificationPubSub(eventTarget: EventTarget) {
  return createPubSub<{ [notificationTopic]: [recipientId: string, notification: RestNotification] }>({ eventTarget });
}

/** The event target given (shared with an api in this process), else Redis from `redisUrl`, else a local one. */
export function notificationEvents(shared?: EventTarget, redisUrl = process.env.REDIS_URL): { target: EventTarget; close(): Promise<void> } {
  if (shared) return { target: shared, close: async () => {} };
  if (!redisUrl) return { target: new EventTarget(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  return {
    target: createRedisEventTarget({ publishClient, subscribeClient }) as unknown as EventTarget,
    async close() {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
