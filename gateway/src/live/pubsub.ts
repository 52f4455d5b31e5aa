import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';

/**
 * Where the api announces live events (liveNotifications.ts reads them):
 *
 * - One process (`npm start`): the api and the gateway share an in-process EventTarget (scripts/product.ts).
 * - Separate processes: with REDIS_URL the api and every gateway use @graphql-yoga/redis-event-target (a Redis
 *   channel per event name, under the deployment's prefix), so a change made through any gateway reaches
 *   subscribers connected to any other. A gateway on its own without REDIS_URL hears nothing live (notifications
 *   are still stored and listed).
 */
export function notificationEvents(
  shared?: EventTarget,
  redisUrl = process.env.REDIS_URL,
): { target: EventTarget; redis?: Redis; close(): Promise<void> } {
  if (shared) return { target: shared, close: async () => {} };
  if (!redisUrl) return { target: new EventTarget(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  return {
    // Anyone on the Redis may publish on our channels: a message that is not JSON is heard as nothing (null)
    // instead of throwing inside the Redis client's message handler.
    target: createRedisEventTarget({
      publishClient,
      subscribeClient,
      serializer: { stringify: JSON.stringify, parse: parseOrNull },
    }) as unknown as EventTarget,
    // For other commands (the open streams' count, streamPlaces.ts): a subscribed client takes no other.
    redis: publishClient,
    async close() {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
