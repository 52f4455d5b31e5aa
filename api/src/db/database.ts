/** The storage seam: everything above it speaks plain SQL with $1 parameters and works on PGlite and PostgreSQL alike. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: everything it writes commits together or not at all. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

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

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(options.databaseUrl, options.schema);
  }
  const { openPglite } = await import('./pglite.js');
  return openPglite(options.dataDir, options.pgliteTemplate);
}
