import pg from 'pg';
import type { Database } from './database.js';

// Return bigint (int8) and numeric columns as JS numbers: our counters and scores fit comfortably.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export async function openPostgres(connectionString: string, schema?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: Number(process.env.PG_POOL_SIZE ?? 10),
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  // A dropped connection (server restart) must not crash the process; the pool reconnects on next use.
  pool.on('error', () => {});
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);

  return {
    async query(sql, params) {
      return (await pool.query(sql, params)).rows;
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async query(sql, params) {
            return (await client.query(sql, params)).rows;
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(script) {
      const client = await pool.connect();
      try {
        // In a transaction of its own: a failed statement rolls the script back, never returning an aborted connection to the pool.
        await client.query('BEGIN');
        const results = (await client.query(script)) as unknown as pg.QueryResult | pg.QueryResult[];
        await client.query('COMMIT');
        return [results].flat().at(-1)?.rows ?? [];
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
