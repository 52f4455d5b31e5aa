import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@aula/api';
import { openTestDatabase, usingPostgres } from './helpers.js';

/** A statement that keeps PGlite's engine busy for a few hundred milliseconds. */
const slowStatement = 'SELECT count(*)::int AS n FROM generate_series(1, 3000000)';

describe.skipIf(usingPostgres)('the embedded database on a thread of its own', () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('leaves the api thread free while a statement runs: a timer due meanwhile fires before the statement answers', async () => {
    const events: string[] = [];
    const statement = db.query<{ n: number }>(slowStatement).then(([row]) => events.push(`statement ${row!.n}`));
    await new Promise((resolve) => setTimeout(resolve, 5));
    events.push('timer');
    await statement;
    expect(events).toEqual(['timer', 'statement 3000000']);
  });

  it('keeps a statement outside a transaction waiting until the transaction commits, and sees what it wrote', async () => {
    await db.query('CREATE TABLE thread_probe (id int PRIMARY KEY)');
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO thread_probe VALUES (1)');
      outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM thread_probe');
      await tx.query('INSERT INTO thread_probe VALUES (2)');
    });
    expect(await outside).toEqual([{ n: 2 }]);
  });

  it("rolls back a transaction whose work fails, and hands over the database error's code and constraint", async () => {
    await db.query('CREATE TABLE thread_unique (id int PRIMARY KEY)');
    const failing = db.transaction(async (tx) => {
      await tx.query('INSERT INTO thread_unique VALUES (1)');
      await tx.query('INSERT INTO thread_unique VALUES (1)');
    });
    await expect(failing).rejects.toMatchObject({ code: '23505', constraint: 'thread_unique_pkey' });
    await expect(failing).rejects.toBeInstanceOf(Error);
    expect(await db.query('SELECT * FROM thread_unique')).toEqual([]);
    // The one connection is usable again.
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('runs more distinct statements than it keeps prepared, and the ones let go run again', async () => {
    const texts = Array.from({ length: 620 }, (_, i) => `SELECT $1::int + ${i} AS n`);
    for (const [i, text] of texts.entries()) expect(await db.query(text, [1])).toEqual([{ n: 1 + i }]);
    expect(await db.query(texts[0]!, [2])).toEqual([{ n: 2 }]);
    expect(await db.query(texts.at(-1)!, [2])).toEqual([{ n: 621 }]);
    // The ones let go are closed on the engine, not only forgotten here: 500 kept, plus this count's own statement,
    // parsed before the one it displaces is closed (with the next statement).
    const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE $1::int = 1', [1])) as [
      { n: number },
    ];
    expect(n).toBeLessThanOrEqual(501);
  });

  it('keeps one prepared statement for a text whose values failed to bind, instead of preparing it again', async () => {
    const byId = 'SELECT $1::uuid AS id';
    const id = '6f1c7a52-5d55-4a8e-9a43-3b7a0a0c9d10';
    for (let i = 0; i < 3; i++) {
      expect(await db.query(byId, [id])).toEqual([{ id }]);
      await expect(db.query(byId, ['no-es-un-uuid'])).rejects.toMatchObject({ code: '22P02' });
    }
    expect(await db.query('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1', [byId])).toEqual([{ n: 1 }]);
  });
});
