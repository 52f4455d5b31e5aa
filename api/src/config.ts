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
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    /** Milliseconds a client has to send a whole request; slower ones are cut off with 408. */
    requestTimeout: Number(env.REQUEST_TIMEOUT_MS || 30_000),
    /** Sign-ups and logins per minute per client address; 0 turns the limit off. */
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 30),
    /** redis://…: rate limits counted and live notifications dispatched in Redis, shared by every process; unset: the database counts, notifications stay in-process. */
    redisUrl: env.REDIS_URL || undefined,
    /** Bytes of uploaded images each person may keep. */
    imageQuotaBytes: Number(env.IMAGE_QUOTA_MIB || 50) * 1024 * 1024,
    /** smtp://user:pass@host:587 (or smtps://…): where e-mail goes; unset, each message is written to the outbox and its links logged. */
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    outboxDir: resolve(dataDir, 'outbox'),
    /** The web app's public address, the start of the links in e-mails (where `npm start` serves it by default). */
    appUrl: (env.APP_URL || `http://localhost:${env.PORT || 4000}`).replace(/\/+$/, ''),
  };
}

/**
 * Whom to believe about the client's address (X-Forwarded-For): nobody by default, since anyone can send the
 * header. Behind a proxy: `true` (any sender) or the proxies' addresses and ranges ("loopback", "10.0.0.0/8,::1").
 */
function readTrustProxy(value = ''): boolean | string {
  if (value === '' || value === 'false') return false;
  return value === 'true' || value;
}
