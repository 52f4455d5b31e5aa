import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/database.js';

/**
 * @fastify/rate-limit's counters in the database (rate_limit_hits), so every api process on it counts the same
 * requests: one fixed window per key (route and client address), counted by one atomic upsert.
 */
export function databaseRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      db.query<{ hits: number; ttl: number }>(
        `INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
           reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN excluded.reset_at ELSE rate_limit_hits.reset_at END
         RETURNING hits, ceil(extract(epoch FROM reset_at - now()) * 1000)::int AS ttl`,
        [this.prefix + key, timeWindow],
      ).then(([row]) => {
        callback(null, { current: row!.hits, ttl: Math.max(0, row!.ttl) });
        // Now and then, windows long past are dropped, so the table holds only recent clients.
        if (Math.random() < 0.01) db.query(`DELETE FROM rate_limit_hits WHERE reset_at < now() - interval '1 hour'`).catch(() => {});
      }, callback);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // One counter per route: the plugin hands the route in as routeInfo (as its own RedisStore reads it).
      const { method, url } = (routeOptions as unknown as { routeInfo: { method?: string; url?: string } }).routeInfo;
      return new DatabaseStore(undefined, `${this.prefix}${method} ${url} `);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
