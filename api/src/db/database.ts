/** The storage seam: everything above it speaks plain SQL with $1 parameters and works on PGlite and PostgreSQL alike. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: everything it writes commits together or not at all. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Runs a script of several statements without parameters in a transaction of its own (a script's own BEGIN and
   * COMMIT are allowed), answering the last statement's rows: a job queue's schema and maintenance.
   */
  exec?(script: string): Promise<Record<string, unknown>[]>;
}
