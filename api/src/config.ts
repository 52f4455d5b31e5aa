import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's own .data/, wherever a command is started from (npm start runs at the root, npm run demo in api/). */
const defaultDataDir = fileURLToPath(new URL('../../.data', import.meta.url));

/** Settings from the environment, with defaults that make `npm start` work on a fresh machine. */
export function readConfig(env = process.env) {
  const dataDir = env.DATA_DIR ? resolve(env.DATA_DIR) : defaultDataDir;
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.API_PORT ?? 4001),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    /** PGlite's own files live here; images beside them. */
    pgliteDir: resolve(dataDir, 'pglite'),
    storageDir: resolve(env.STORAGE_DIR ?? resolve(dataDir, 'storage')),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
