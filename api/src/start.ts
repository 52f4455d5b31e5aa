import type { FastifyServerOptions } from 'fastify';
import { buildApi } from './app.js';
import { loadJwtSecret } from './auth/tokens.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { migrate } from './db/migrate.js';
import { createImageStore } from './storage/images.js';
import { createNotificationEvents } from './features/notifications/delivery.js';

/**
 * Opens the database (migrated), the image store and the app, from the environment. Notifications are dispatched
 * on `notificationEvents` when given (a gateway in the same process listens there), else on Redis with REDIS_URL.
 */
export async function startApi(
  config = readConfig(),
  logger: FastifyServerOptions['logger'] = { level: config.logLevel },
  notificationEvents?: EventTarget,
) {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
  await migrate(db);
  const images = await createImageStore(config.storageDir);
  const events = notificationEvents ? undefined : createNotificationEvents(config.redisUrl);
  const app = await buildApi({
    db,
    images,
    jwtSecret: await loadJwtSecret(config.dataDir),
    logger,
    trustProxy: config.trustProxy,
    requestTimeout: config.requestTimeout,
    authRateLimit: config.authRateLimit,
    notificationEvents: notificationEvents ?? events!.target,
  });
  app.addHook('onClose', async () => {
    await events?.close();
    await db.close();
  });
  return { app, db, config };
}
