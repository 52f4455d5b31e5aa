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

  it('keeps answering a statement it has run before after a schema change alters what the statement returns', async () => {
    await db.query('CREATE TABLE thread_altered (id int PRIMARY KEY)');
    await db.query('INSERT INTO thread_altered VALUES (1)');
    const read = () => db.query('SELECT * FROM thread_altered');
    for (let i = 0; i < 6; i++) expect(await read()).toEqual([{ id: 1 }]);
    await db.query("ALTER TABLE thread_altered ADD COLUMN label text NOT NULL DEFAULT 'uno'");
    expect(await read()).toEqual([{ id: 1, label: 'uno' }]);
  });

  it('runs more distinct statements than it keeps prepared, and the ones let go run again', async () => {
    const texts = Array.from({ length: 620 }, (_, i) => `SELECT $1::int + ${i} AS n`);
    for (const [i, text] of texts.entries()) expect(await db.query(text, [1])).toEqual([{ n: 1 + i }]);
    expect(await db.query(texts[0]!, [2])).toEqual([{ n: 2 }]);
    expect(await db.query(texts.at(-1)!, [2])).toEqual([{ n: 621 }]);
  });

  it('answers a statement that failed to parse or to bind with its error each time, and runs it once its values are right', async () => {
    await expect(db.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    await expect(db.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    const byId = 'SELECT $1::uuid AS id';
    await expect(db.query(byId, ['no-es-un-uuid'])).rejects.toMatchObject({ code: '22P02' });
    const id = '6f1c7a52-5d55-4a8e-9a43-3b7a0a0c9d10';
    expect(await db.query(byId, [id])).toEqual([{ id }]);
  });

  it('refuses to commit a transaction in which a statement failed, even when the work went on, and keeps nothing of it', async () => {
    await db.query('CREATE TABLE thread_aborted (id int PRIMARY KEY)');
    const goingOn = db.transaction(async (tx) => {
      await tx.query('INSERT INTO thread_aborted VALUES (1)');
      await tx.query('INSERT INTO thread_aborted VALUES (1)').catch(() => {});
    });
    await expect(goingOn).rejects.toThrow(/rolled back/);
    expect(await db.query('SELECT * FROM thread_aborted')).toEqual([]);
  });
});

describe('parameters, on either database', () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('takes the same JavaScript values on PGlite as node-postgres sends PostgreSQL', async () => {
    const when = new Date('2026-11-28T10:30:00.000Z');
    const ids = ['6f1c7a52-5d55-4a8e-9a43-3b7a0a0c9d10', '0b7e8f7c-2a4e-4c44-9a0e-1f2b3c4d5e6f'];
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT $1::jsonb AS document, $2::timestamptz AS at, $3::uuid[] AS ids, $4::bytea AS bytes,
              $5::text IS NULL AS missing, $6::boolean AS flag, $7::int AS count, '0b7e8f7c-2a4e-4c44-9a0e-1f2b3c4d5e6f' = ANY($3::uuid[]) AS listed`,
      [{ respuesta: ['a', 'b'], puntos: 2 }, when, ids, Buffer.from([0, 1, 254, 255]), null, true, 42],
    );
    expect(row).toMatchObject({ document: { respuesta: ['a', 'b'], puntos: 2 }, ids, missing: true, flag: true, count: 42, listed: true });
    expect((row!.at as Date).toISOString()).toBe(when.toISOString());
    expect([...(row!.bytes as Uint8Array)]).toEqual([0, 1, 254, 255]);
  });
});
