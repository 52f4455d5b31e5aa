/** node-postgres's conversion of a parameter to what it sends PostgreSQL (pgliteThread.js sends PGlite the same). */
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): string | Buffer | null };
  export default utils;
}
