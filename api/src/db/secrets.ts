import { randomBytes } from 'node:crypto';
import type { Queryable } from './database.js';

/**
 * A random secret kept in the database under `name`: the first process creates it (from `initial` when given),
 * every later one (and every process started alongside on the same PostgreSQL) reads the same value.
 */
export async function serverSecret(db: Queryable, name: string, initial: Buffer = randomBytes(32)): Promise<Buffer> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, initial.toString('base64')]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  return Buffer.from(row!.value, 'base64');
}
