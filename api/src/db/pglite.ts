import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database.js';
import { lockDataDir } from './dataDirLock.js';

/** PGlite on a directory (this process's alone: see lockDataDir), or in memory. */
export async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  if (!dataDir) return wrapPglite(await PGlite.create({ loadDataDir: template }));
  await mkdir(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    return wrapPglite(await PGlite.create({ dataDir, loadDataDir: template }), release);
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite runs each statement on this thread and settles its promise as a microtask, so a transaction of many
 * statements (a submission writes one row per answer) would run from end to end without letting any other request
 * in. Each statement first yields to the event loop: the others wait one statement, not one transaction.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export function wrapPglite(pg: PGlite, release?: () => void): Database {
  return {
    async query(sql, params) {
      await yieldToEventLoop();
      const result = await pg.query(sql, params);
      return result.rows as never[];
    },
    transaction(work) {
      // PGlite has one connection; its transaction() holds it for the whole unit of work.
      return pg.transaction((tx) =>
        work({
          async query(sql, params) {
            await yieldToEventLoop();
            return (await tx.query(sql, params)).rows as never[];
          },
        }),
      );
    },
    async exec(script) {
      await yieldToEventLoop();
      // In a transaction of its own: a failed statement rolls the script back instead of leaving the one connection aborted.
      return pg.transaction(async (tx) => ((await tx.exec(script)).at(-1)?.rows ?? []) as never[]);
    },
    async close() {
      try {
        await pg.close();
      } finally {
        release?.();
      }
    },
  };
}
