import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database } from './database.js';

// Return bigint (int8) and numeric columns as JS numbers: our counters and scores fit comfortably.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/**
 * Statements with parameters are prepared: each connection parses and plans a text once and then runs it by name.
 * Parsing and planning were most of PostgreSQL's work on the api's small statements (the bench's read went 1,060 →
 * 2,640 reads/s on two cores). The texts come from the code, a fixed set; past `maxPrepared` of them (a text built
 * from data would be a bug), the rest run unprepared. Statements without parameters keep the simple protocol, which
 * allows several in one text.
 */
const maxPrepared = 2000;
const statementNames = new Map<string, string>();
/**
 * Raised when a schema change (another process's migration) altered the columns a prepared statement answers: a new
 * generation of names makes every connection prepare its statements again.
 */
let generation = 0;
const isStalePlan = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '0A000' && /cached plan must not change result type/.test((error as Error).message);

function statement(text: string, values?: unknown[]): pg.QueryConfig {
  if (!values?.length) return { text, values };
  let name = statementNames.get(text);
  if (!name && statementNames.size < maxPrepared) {
    name = createHash('sha1').update(text).digest('base64url').slice(0, 24);
    statementNames.set(text, name);
  }
  return name ? { name: `aula${generation}_${name}`, text, values } : { text, values };
}

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
      try {
        return (await pool.query(statement(sql, params))).rows;
      } catch (error) {
        if (!isStalePlan(error)) throw error;
        generation += 1;
        return (await pool.query(statement(sql, params))).rows;
      }
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async query(sql, params) {
            try {
              return (await client.query(statement(sql, params))).rows;
            } catch (error) {
              // The transaction is lost with it; the next one prepares afresh.
              if (isStalePlan(error)) generation += 1;
              throw error;
            }
          },
        });
        // A transaction in which a statement failed cannot commit: PostgreSQL answers COMMIT with a rollback.
        const { command } = await client.query('COMMIT');
        if (command === 'ROLLBACK') throw new Error('The transaction was rolled back: a statement in it had failed');
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
