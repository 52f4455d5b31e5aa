import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database.js';

export async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  return wrapPglite(await PGlite.create({ dataDir, loadDataDir: template }));
}

export function wrapPglite(pg: PGlite): Database {
  return {
    async query(sql, params) {
      const result = await pg.query(sql, params);
      return result.rows as never[];
    },
    transaction(work) {
      // PGlite has one connection; its transaction() holds it for the whole unit of work.
      return pg.transaction((tx) =>
        work({
          async query(sql, params) {
            return (await tx.query(sql, params)).rows as never[];
          },
        }),
      );
    },
    async close() {
      await pg.close();
    },
  };
}
