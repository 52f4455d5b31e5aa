import { randomBytes } from 'node:crypto';
import { notificationTopic } from '@aula/common';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Database, Queryable } from '../../db/database.js';
import { serverSecret } from '../../db/secrets.js';
import type { Notification } from './schemas.js';

/**
 * Live delivery of notifications. They are stored in the transaction of the change that causes them; once it has
 * committed, each one is announced on an EventTarget as event `<prefix>notificationAdded:<recipient profile id>`,
 * so the gateway listens to one recipient's events only.
 *
 * The target is in-process when the api and the gateway share a process (`npm start`), or Redis when REDIS_URL is
 * set (@graphql-yoga/redis-event-target: dispatching publishes on the Redis channel of that name), so that any
 * number of api and gateway processes reach each other's subscribers.
 *
 * What travels is only `{ id, recipientId }`: the gateway reads the notification itself from the api with the
 * subscriber's token, so a message published by anyone else on the same Redis can show nothing that the
 * subscriber could not read anyway. The prefix keeps deployments apart on one Redis: REDIS_PREFIX when set, else
 * one derived from a random id this database keeps (created by the first api process), so every api process of
 * a deployment agrees without configuration. Gateways learn it from the api (`GET /live/channels`).
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
  // ioredis reconnects by itself; without a listener each failed reconnection is printed as an unhandled error.
  for (const client of [publishClient, subscribeClient]) client.on('error', () => {});
  // The event target publishes and forgets the promise: while Redis is down (restarting), its rejection after two
  // tries would end the process, with every request in flight. A notification not pushed is still stored and listed.
  const publishing = { publish: (channel: string, message: string) => publishClient.publish(channel, message).catch(() => 0) };
  return {
    target: createRedisEventTarget({ publishClient: publishing as unknown as Redis, subscribeClient }) as unknown as EventTarget,
    async close() {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}

/** What a live message carries: which notification, for whom. Never its text. */
export interface NotificationAnnouncement {
  id: string;
  recipientId: string;
}

/** Event name of the announcement that `profileId`'s sessions have ended (deactivated account, revoked sessions). */
export const sessionsEndedTopic = 'sessionsEnded';

const prefixes = new WeakMap<Queryable, Promise<string>>();

/** The channel prefix of this deployment (see above), read once per database. */
export function livePrefix(db: Queryable, configured = process.env.REDIS_PREFIX): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let prefix = prefixes.get(db);
  if (!prefix) {
    prefix = serverSecret(db, 'deployment-id', randomBytes(8)).then((id) => `aula:${id.toString('hex')}:`);
    // A failed read is tried again by the next caller.
    prefix.catch(() => prefixes.delete(db));
    prefixes.set(db, prefix);
  }
  return prefix;
}

/**
 * `GET /live/channels` → `{ prefix }`: where the gateways listen. Outside /api/v1 and without a token, like the
 * health checks: a gateway asks before anyone subscribes, and the prefix is no secret (what is shown is read
 * from the database, never from a message).
 */
export function liveChannelsRoute(app: FastifyInstance, db: Queryable) {
  app.get('/live/channels', { config: { public: true }, schema: { hide: true } }, async () => ({ prefix: await livePrefix(db) }));
}

function dispatchNotifications(target: EventTarget, prefix: string, notifications: Notification[]) {
  for (const { id, recipientId } of notifications) {
    const announcement: NotificationAnnouncement = { id, recipientId };
    target.dispatchEvent(new CustomEvent(`${prefix}${notificationTopic}:${recipientId}`, { detail: announcement }));
  }
}

/**
 * Tells the gateways that `profileId`'s sessions have ended, so that they close that person's open streams now
 * rather than at their next session check. Whatever deactivates an account or revokes its sessions calls this
 * after committing; the gateways check with the api before closing anything, so the message only hurries them.
 */
export async function dispatchSessionsEnded(target: EventTarget, db: Queryable, profileId: string) {
  target.dispatchEvent(new CustomEvent(`${await livePrefix(db)}${sessionsEndedTopic}:${profileId}`, { detail: { recipientId: profileId } }));
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
  // After the commit, never failing the request that caused them: a notification not pushed is still listed.
  const dispatch = (notifications: Notification[]) => {
    if (notifications.length)
      void livePrefix(db).then(
        (prefix) => dispatchNotifications(target, prefix, notifications),
        () => {},
      );
  };
  const wrapped: Database = {
    query: (sql, params) => db.query(sql, params),
    close: () => db.close(),
    async transaction(work) {
      const pending: Notification[] = [];
      const result = await db.transaction((tx) => {
        sinks.set(tx, (notifications) => pending.push(...notifications));
        return work(tx);
      });
      dispatch(pending);
      return result;
    },
  };
  sinks.set(wrapped, dispatch);
  return wrapped;
}
