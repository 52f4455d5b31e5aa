import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, createDatabaseImageStore, type Api, type Database } from '@aula/api';
import { openTestDatabase } from './helpers.js';
import { redisAnswers, redisUrl } from './localServices.js';

const redisAnswering = await redisAnswers();

/** An api that allows 3 logins a window, behind a proxy, counting in `redis` when given, else in its database. */
const rateLimitedApi = (db: Database, redis?: Redis) =>
  buildApi({ db, images: createDatabaseImageStore(db), jwtSecret: 's', trustProxy: true, authRateLimit: 3, redis });

/** A failed login (an unknown account) from `address`, to the api given. */
const logInFrom = (address: string) => (api: Api) =>
  api.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-forwarded-for': address },
    payload: { email: `alguien${randomInt(1e9)}@aula.test`, password: 'contraseña123' },
  });

// Two api processes behind one load balancer: a client's requests land on either, and the limit counts them all.
describe.each([
  { store: 'the database', redis: false },
  { store: 'Redis', redis: true },
])('the authentication rate limit counted in $store', ({ redis: useRedis }) => {
  let apis: Api[] = [];
  let drop: () => Promise<void>;
  let clients: Redis[] = [];
  beforeAll(async () => {
    if (useRedis && !redisAnswering) return;
    const opened = await openTestDatabase();
    drop = opened.drop;
    clients = useRedis ? [new Redis(redisUrl), new Redis(redisUrl)] : [];
    apis = await Promise.all([0, 1].map((i) => rateLimitedApi(opened.db, clients[i])));
  });
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.close()));
    await Promise.all(clients.map((client) => client.quit()));
    await drop?.();
  });

  it.skipIf(useRedis && !redisAnswering)('is shared by two api processes', async () => {
    // An address of its own, so runs against the same Redis do not count each other's requests.
    const address = `198.51.100.${randomInt(1, 255)}`;
    const logIn = logInFrom(address);
    const [a, b] = apis as [Api, Api];
    expect((await logIn(a)).statusCode).toBe(401);
    expect((await logIn(b)).statusCode).toBe(401);
    expect((await logIn(a)).statusCode).toBe(401);
    const refused = await logIn(b);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Demasiadas solicitudes\. Inténtelo de nuevo en/);
  });
  it.skipIf(useRedis && !redisAnswering)('counts the tries to join a group per account across both processes', async () => {
    const [a, b] = apis as [Api, Api];
    const signedUp = await a.inject({
      method: 'POST',
      url: '/api/v1/auth/create',
      headers: { 'x-forwarded-for': `192.0.2.${randomInt(1, 255)}` },
      payload: { firstName: 'Gema', lastName: 'Ríos', email: `gema${randomInt(1e9)}@aula.test`, phone: '+51 987654321', password: 'contraseña123' },
    });
    const token = signedUp.json().token as string;
    const join = (api: Api, i: number) =>
      api.inject({
        method: 'POST',
        url: '/api/v1/study-group/join',
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `198.18.0.${randomInt(1, 255)}` },
        payload: { code: `NOEXISTE${String(i).padStart(2, '0')}` },
      });
    for (let i = 0; i < 10; i += 1) expect((await join(i % 2 ? b : a, i)).statusCode).toBe(404);
    const refused = await join(a, 10);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Demasiados intentos de unirse\. Inténtelo de nuevo en 1[45] minutos\.$/);
  });
});

// Two deployments (each its own database, so its own deployment id) counting their rate limits on one Redis: a
// client's logins to one do not count against the other.
describe('two deployments on one Redis', () => {
  let apis: Api[] = [];
  let clients: Redis[] = [];
  const drops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    if (!redisAnswering) return;
    clients = [new Redis(redisUrl), new Redis(redisUrl)];
    apis = await Promise.all(
      clients.map(async (redis) => {
        const { db, drop } = await openTestDatabase();
        drops.push(drop);
        return rateLimitedApi(db, redis);
      }),
    );
  });

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.close()));
    await Promise.all(clients.map((client) => client.quit()));
    await Promise.all(drops.map((drop) => drop()));
  });

  it.skipIf(!redisAnswering)("do not share the login limit's counter", async () => {
    const address = `203.0.113.${randomInt(1, 255)}`;
    const logIn = logInFrom(address);
    const [first, second] = apis as [Api, Api];
    for (let i = 0; i < 3; i += 1) expect((await logIn(first)).statusCode).toBe(401);
    expect((await logIn(first)).statusCode).toBe(429);
    // The other deployment has seen none of these.
    expect((await logIn(second)).statusCode).toBe(401);
  });
});
