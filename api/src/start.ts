import type { FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { buildApi } from './app.js';
import { loadJwtSecret } from './auth/tokens.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { migrate } from './db/migrate.js';
import { createDatabaseImageStore, createImageStore, importImageFiles } from './storage/images.js';

/** Opens the database (migrated), the image store and the app, from the environment. */
export async function startApi(config = readConfig(), logger: FastifyServerOptions['logger'] = { level: config.logLevel }) {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
  await migrate(db);
  // With PostgreSQL nothing stays on this process's disk; the embedded PGlite keeps images beside its files.
  const images = config.databaseUrl ? createDatabaseImageStore(db) : await createImageStore(config.storageDir);
  if (config.databaseUrl) await importImageFiles(db, config.storageDir);
  const redis = config.redisUrl ? new Redis(config.redisUrl) : undefined;
  const app = await buildApi({
    db,
    images,
    jwtSecret: await loadJwtSecret(db, config.dataDir),
    logger,
    trustProxy: config.trustProxy,
    requestTimeout: config.requestTimeout,
    authRateLimit: config.authRateLimit,
    redis,
  });
  app.addHook('onClose', async () => {
    await redis?.quit();
    await db.close();
  });
  return { app, db, config };
}
