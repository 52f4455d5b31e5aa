import { createServer } from 'node:net';
import { Redis } from 'ioredis';

// What the suites that start servers of their own, or count on Redis, share.

/** The Redis the suites use when it answers (TEST_REDIS_URL, else the local default). */
export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers at redisUrl: the suites that need it skip their Redis tests when it does not. */
export async function redisAnswers() {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A loopback port nothing listens on (at the time of asking). */
export async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
