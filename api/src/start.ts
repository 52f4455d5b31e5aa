import type { FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { buildApi, type ApiOptions } from './app.js';
import { loadJwtSecret } from './auth/tokens.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { migrate } from './db/migrate.js';
import { createDatabaseImageStore, createImageStore, importImageFiles } from './storage/images.js';
import { createNotificationEvents } from './features/notifications/delivery.js';

/** The settings startApi takes: readConfig's, with the web app's address possibly known only later (a function). */
export type StartConfig = Omit<ReturnType<typeof readConfig>, 'appUrl'> & { appUrl: NonNullable<ApiOptions['appUrl']> };

/**
 * Opens the database (migrated), the image store and the app, from the environment. Notifications are dispatched
 * on `notificationEvents` when given (a gateway in the same process listens there), else on Redis with REDIS_URL.
 */
export async function startApi(
  config: StartConfig = readConfig(),
  logger: FastifyServerOptions['logger'] = { level: config.logLevel },
  notificationEvents?: EventTarget,
) {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
  await migrate(db);
  // With PostgreSQL nothing stays on this process's disk; the embedded PGlite keeps images beside its files.
  const images = config.databaseUrl ? createDatabaseImageStore(db) : await createImageStore(config.storageDir);
  if (config.databaseUrl) await importImageFiles(db, config.storageDir);
  const redis = config.redisUrl ? new Redis(config.redisUrl) : undefined;
  const events = notificationEvents ? undefined : createNotificationEvents(config.redisUrl);
  const app = await buildApi({
    db,
    images,
    jwtSecret: await loadJwtSecret(db, config.dataDir),
    logger,
    trustProxy: config.trustProxy,
    requestTimeout: config.requestTimeout,
    authRateLimit: config.authRateLimit,
    imageQuotaBytes: config.imageQuotaBytes,
    mail: { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir },
    appUrl: config.appUrl,
    redis,
    notificationEvents: notificationEvents ?? events!.target,
  });
  app.addHook('onClose', async () => {
    await redis?.quit();
    await events?.close();
    await db.close();
  });
  return { app, db, config };
}
