import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@aula/api';
import { openTestDatabase } from './helpers.js';

/**
 * Both databases prepare the api's statements (db/postgres.ts, db/pgliteThread.js): what a statement answers must
 * not depend on whether it ran before, and both take the same JavaScript values.
 */
describe('statements, on either database', () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('keeps answering a statement it has run before after a schema change alters the columns it returns', async () => {
    await db.query('CREATE TABLE statements_altered (id int PRIMARY KEY)');
    await db.query('INSERT INTO statements_altered VALUES (1)');
    const read = () => db.query('SELECT * FROM statements_altered WHERE id = $1', [1]);
    for (let i = 0; i < 6; i++) expect(await read()).toEqual([{ id: 1 }]);
    await db.query("ALTER TABLE statements_altered ADD COLUMN label text NOT NULL DEFAULT 'uno'");
    expect(await read()).toEqual([{ id: 1, label: 'uno' }]);
    expect(await db.transaction((tx) => tx.query('SELECT * FROM statements_altered WHERE id = $1', [1]))).toEqual([{ id: 1, label: 'uno' }]);
  });

  it('answers a statement that failed to parse or to bind with its error each time, and runs it once its values are right', async () => {
    await expect(db.query('SELEC $1::int', [1])).rejects.toMatchObject({ code: '42601' });
    await expect(db.query('SELEC $1::int', [1])).rejects.toMatchObject({ code: '42601' });
    const byId = 'SELECT $1::uuid AS id';
    await expect(db.query(byId, ['no-es-un-uuid'])).rejects.toMatchObject({ code: '22P02' });
    const id = '6f1c7a52-5d55-4a8e-9a43-3b7a0a0c9d10';
    expect(await db.query(byId, [id])).toEqual([{ id }]);
  });

  it('refuses to commit a transaction in which a statement failed, even when the work went on, and keeps nothing of it', async () => {
    await db.query('CREATE TABLE statements_aborted (id int PRIMARY KEY)');
    const goingOn = db.transaction(async (tx) => {
      await tx.query('INSERT INTO statements_aborted VALUES ($1)', [1]);
      await tx.query('INSERT INTO statements_aborted VALUES ($1)', [1]).catch(() => {});
      return 'hecho';
    });
    await expect(goingOn).rejects.toThrow(/rolled back/);
    expect(await db.query('SELECT * FROM statements_aborted')).toEqual([]);
  });

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
