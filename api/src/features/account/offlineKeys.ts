import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import { unauthorized } from '../../domain/errors.js';

// Each account's offline key: the web encrypts what it keeps on the device with it (WebCrypto AES-256-GCM), and
// holds it only while a session lasts, so that after logout nothing of the account is readable in the browser's
// storage, and the same student's next login opens it again. The same for every session; it ends with the account.

const keyBytes = 32;

const read = async (db: Queryable, userId: string) =>
  (await db.query<{ key: Uint8Array }>('SELECT key FROM offline_keys WHERE user_id = $1', [userId]))[0]?.key;

/**
 * The user's key in base64, made on first need. Two first needs at once (two tabs logging in) both insert; the
 * second insert does nothing and both read the one that stayed. A deleted account gets none (401).
 */
export async function offlineKeyOf(db: Queryable, userId: string): Promise<string> {
  let key = await read(db, userId);
  if (!key) {
    await db.query(
      `INSERT INTO offline_keys (user_id, key) SELECT id, $2 FROM users WHERE id = $1 AND deleted_at IS NULL
       ON CONFLICT (user_id) DO NOTHING`,
      [userId, randomBytes(keyBytes)],
    );
    key = await read(db, userId);
  }
  if (!key) throw unauthorized();
  return Buffer.from(key).toString('base64');
}

/** Forgets the key (account deletion): what the account's devices kept encrypted with it can never be opened again. */
export async function deleteOfflineKey(db: Queryable, userId: string) {
  await db.query('DELETE FROM offline_keys WHERE user_id = $1', [userId]);
}
