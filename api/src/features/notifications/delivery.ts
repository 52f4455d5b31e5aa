import { notificationTopic } from '@aula/common';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import type { Database, Queryable } from '../../db/database.js';
import type { Notification } from './schemas.js';

/**
 * Live delivery of notifications. They are stored in the transaction of the change that causes them; once it has
 * committed, each one is dispatched on an EventTarget as event `notificationAdded:<recipient profile id>` with the
 * notification as `detail` — the topic graphql-yoga's createPubSub subscribes to for
 * `subscribe('notificationAdded', profileId)`, so the gateway listens to one recipient's events only.
 *
 * The target is in-process when the api and the gateway share a process (`npm start`), or Redis when REDIS_URL is
 * set (@graphql-yoga/redis-event-target: dispatching publishes on the Redis channel of that name), so that any
 * number of api and gateway processes reach each other's subscribers.
 */
export interface NotificationEvents {
  target: EventTarget;
  close(): Promise<void>;
}

/** Redis when `redisUrl` is given, else a plain in-process EventTarget. */
export function createNotificationEvents(redisUrl?: string): NotificationEvents {
  if (!redisUrl) return { target: new EventTarget(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    target: createRedisEventTarget({ publishClient, subscribeClient }) as unknown as EventTarget,
    async close() {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}

export function dispatchNotifications(target: EventTarget, notifications: Notification[]) {
  for (const notification of notifications) {
    target.dispatchEvent(new CustomEvent(`${notificationTopic}:${notification.recipientId}`, { detail: notification }));
  }
}

// Where notify() hands what it stored: a transaction's list (sent after commit) or, outside one, straight out.
const sinks = new WeakMap<Queryable, (notifications: Notification[]) => void>();

/** Called by notify() with what it wrote through `db`. */
export function delivered(db: Queryable, notifications: Notification[]) {
  sinks.get(db)?.(notifications);
}

/**
 * The database every route uses, whose transactions dispatch the notifications written in them only after they
 * commit: a rolled-back change tells nobody, and a subscriber that hears one can read it at once.
 */
export function withNotificationDelivery(db: Database, target: EventTarget): Database {
  const wrapped: Database = {
    query: (sql, params) => db.query(sql, params),
    close: () => db.close(),
    async transaction(work) {
      const pending: Notification[] = [];
      const result = await db.transaction((tx) => {
        sinks.set(tx, (notifications) => pending.push(...notifications));
        return work(tx);
      });
      dispatchNotifications(target, pending);
      return result;
    },
  };
  sinks.set(wrapped, (notifications) => dispatchNotifications(target, notifications));
  return wrapped;
}
