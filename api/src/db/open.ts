import type { Database } from './database.js';

export interface DatabaseOptions {
  /** postgres://… when set; otherwise the embedded PGlite database. */
  databaseUrl?: string;
  /** PGlite's data directory; unset means in memory (tests). */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests isolate themselves this way). */
  schema?: string;
  /** A PGlite data directory dump to start from (tests start from a migrated one: 0.4 s instead of 2 s). */
  pgliteTemplate?: Blob;
}

/** PostgreSQL when a URL is given, else the embedded PGlite; each adapter is loaded only when chosen. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(options.databaseUrl, options.schema);
  }
  const { openPglite } = await import('./pglite.js');
  return openPglite(options.dataDir, options.pgliteTemplate);
}
