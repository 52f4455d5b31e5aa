import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApi, createDatabaseImageStore, type Api } from '@aula/api';
import { openTestDatabase } from './helpers.js';

// Two deployments (each its own database, so its own deployment id) counting their rate limits on one Redis: a
// client's logins to one do not count against the other.

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await (async () => {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

let apis: Api[] = [];
let clients: Redis[] = [];
const drops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  if (!redisAnswers) return;
  clients = [new Redis(redisUrl), new Redis(redisUrl)];
  apis = await Promise.all(
    clients.map(async (redis) => {
      const { db, drop } = await openTestDatabase();
      drops.push(drop);
      return buildApi({ db, images: createDatabaseImageStore(db), jwtSecret: 's', trustProxy: true, authRateLimit: 3, redis });
    }),
  );
});

afterAll(async () => {
  await Promise.all(apis.map((api) => api.close()));
  await Promise.all(clients.map((client) => client.quit()));
  await Promise.all(drops.map((drop) => drop()));
});

it.skipIf(!redisAnswers)("two deployments on one Redis do not share the login limit's counter", async () => {
  const address = `203.0.113.${randomInt(1, 255)}`;
  const logIn = (api: Api) =>
    api.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-forwarded-for': address },
      payload: { email: `alguien${randomInt(1e9)}@aula.test`, password: 'contraseña123' },
    });
  const [first, second] = apis as [Api, Api];
  for (let i = 0; i < 3; i += 1) expect((await logIn(first)).statusCode).toBe(401);
  expect((await logIn(first)).statusCode).toBe(429);
  // The other deployment has seen none of these.
  expect((await logIn(second)).statusCode).toBe(401);
});
