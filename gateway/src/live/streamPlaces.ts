import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Places for open live streams, at most `max` per person. With Redis the count is shared by every gateway process
 * of the deployment: each open stream holds a lease in a sorted set per person (`<prefix>streams:<profile id>`,
 * scored by when the lease runs out), renewed while the stream is open and removed when it closes, so the streams
 * of a process that died stop counting once their leases run out. Without Redis it is this process's count.
 */
export interface StreamPlaces {
  /** A place for one more stream of `person`, and how to give it back; undefined when they hold `max` already. */
  take(prefix: string, person: string): Promise<(() => void) | undefined>;
  close(): void;
}

export function localStreamPlaces(max: number): StreamPlaces {
  const open = new Map<string, number>();
  return {
    async take(_prefix, person) {
      const count = open.get(person) ?? 0;
      if (count >= max) return undefined;
      open.set(person, count + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const left = (open.get(person) ?? 1) - 1;
        if (left > 0) open.set(person, left);
        else open.delete(person);
      };
    },
    close() {},
  };
}

/** Drops the leases that ran out, then adds this one unless `max` are held. KEYS: the set; ARGV: now, expiry, max, member, lease ms. */
const takeScript = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`;

export function redisStreamPlaces(redis: Redis, max: number, leaseMs = 90_000): StreamPlaces {
  const processId = randomUUID();
  let next = 0;
  // This process's leases (set key → members), renewed a few times per lease.
  const held = new Map<string, Set<string>>();
  const renewal = setInterval(() => {
    if (!held.size) return;
    const batch = redis.pipeline();
    const expiry = Date.now() + leaseMs;
    for (const [key, members] of held) {
      for (const member of members) batch.zadd(key, 'XX', expiry, member);
      batch.pexpire(key, leaseMs);
    }
    // A renewal Redis missed is made at the next one, well before the lease runs out.
    batch.exec().catch(() => {});
  }, leaseMs / 3);
  renewal.unref();

  return {
    async take(prefix, person) {
      const key = `${prefix}streams:${person}`;
      const member = `${processId}:${next++}`;
      const now = Date.now();
      let taken: unknown;
      try {
        taken = await redis.eval(takeScript, 1, key, now, now + leaseMs, max, member, leaseMs);
      } catch {
        // Redis unreachable: live events cannot flow either; the stream is not refused for it.
        return () => {};
      }
      if (taken !== 1) return undefined;
      const members = held.get(key) ?? new Set<string>();
      held.set(key, members.add(member));
      return () => {
        if (!members.delete(member)) return;
        if (!members.size) held.delete(key);
        redis.zrem(key, member).catch(() => {});
      };
    },
    close() {
      clearInterval(renewal);
    },
  };
}
