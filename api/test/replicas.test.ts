import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate, openDatabase, readConfig, startApi, type Database } from '@aula/api';
import { startJobQueues } from '../src/jobs/queues.js';
import { tinyPng, usingPostgres } from './helpers.js';

// Several api processes on one PostgreSQL: nothing they need may live in one process's memory or on its disk.
describe.skipIf(!usingPostgres)('api processes side by side on one PostgreSQL', () => {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  // The schema travels in the URL, as a deployment would set it: startApi reads only the environment.
  const url = () => {
    const base = new URL(inject('testDatabaseUrl'));
    base.searchParams.set('options', `-c search_path=${schema}`);
    return base.toString();
  };
  let admin: Database;
  let dataDir: string;
  beforeAll(async () => {
    admin = await openDatabase({ databaseUrl: inject('testDatabaseUrl'), schema });
    dataDir = await mkdtemp(join(tmpdir(), 'aula-replicas-'));
  });
  afterAll(async () => {
    await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
    await admin.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('migrates a fresh schema once when five processes start together', async () => {
    const databases = await Promise.all(Array.from({ length: 5 }, () => openDatabase({ databaseUrl: url() })));
    try {
      const applied = await Promise.all(databases.map((db) => migrate(db)));
      const all = (await readdir(new URL('../src/db/migrations/', import.meta.url))).filter((f) => f.endsWith('.sql')).sort();
      // Every migration applied by exactly one of them, and recorded once.
      expect(applied.flat().sort()).toEqual(all);
      const recorded = await admin.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(recorded.map((row) => row.name)).toEqual(all);
    } finally {
      await Promise.all(databases.map((db) => db.close()));
    }
  });

  it('starts the job queues when four processes start together on a fresh schema, round after round', async () => {
    // pg-boss's schema and queues are made by whichever process gets there first; the others, deadlocked or refused
    // on the way, try again and find them made (jobs/queues.ts). Each round is a fresh schema: a new race.
    const queues = ['publicacion', 'correo', 'pregunta', 'intentos', 'quinta'];
    for (let round = 0; round < 3; round++) {
      const fresh = `test_${randomUUID().replaceAll('-', '')}`;
      // The schema made once (CREATE SCHEMA IF NOT EXISTS races too), then three more processes on it.
      const first = await openDatabase({ databaseUrl: inject('testDatabaseUrl'), schema: fresh });
      const databases = [
        first,
        ...(await Promise.all(Array.from({ length: 3 }, () => openDatabase({ databaseUrl: inject('testDatabaseUrl'), schema: fresh })))),
      ];
      try {
        const started = await Promise.all(databases.map((db) => startJobQueues(db, queues, () => {})));
        await Promise.all(started.map((jobs) => jobs.stop()));
      } finally {
        await admin.query(`DROP SCHEMA IF EXISTS "${fresh}_pgboss" CASCADE`);
        await admin.query(`DROP SCHEMA IF EXISTS "${fresh}" CASCADE`);
        await Promise.all(databases.map((db) => db.close()));
      }
    }
  });

  it('share sessions and images, and keep nothing on their own disk', async () => {
    const env = { DATABASE_URL: url(), DATA_DIR: dataDir };
    const started = [await startApi(readConfig(env), false), await startApi(readConfig(env), false)];
    try {
      const [a, b] = await Promise.all(
        started.map(async ({ app }) => {
          await app.listen({ host: '127.0.0.1', port: 0 });
          const { port } = app.server.address() as { port: number };
          return `http://127.0.0.1:${port}`;
        }),
      );
      const signedUp = await fetch(`${a}/api/v1/auth/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Ana',
          lastName: 'Réplica',
          email: `replica-${randomUUID()}@aula.test`,
          phone: '+51 987654321',
          password: 'contraseña123',
        }),
      });
      expect(signedUp.status).toBe(201);
      const { id, token } = (await signedUp.json()) as { id: string; token: string };

      // A token signed by one process is accepted by the other: the secret comes from the database.
      const profile = await fetch(`${b}/api/v1/profile/getOne?userId=${id}`, { headers: { authorization: `Bearer ${token}` } });
      expect(profile.status).toBe(200);

      // An image stored through one process is served by the other.
      const form = new FormData();
      form.append('image', new Blob([tinyPng], { type: 'image/png' }), 'foto.png');
      const uploaded = await fetch(`${a}/api/v1/images/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      expect(uploaded.status).toBe(201);
      const { url: imageUrl } = (await uploaded.json()) as { url: string };
      const served = await fetch(b + imageUrl);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(tinyPng)).toBe(true);
      const again = await fetch(b + imageUrl, { headers: { 'if-none-match': served.headers.get('etag')! } });
      expect(again.status).toBe(304);

      // Neither process wrote a file: no secret, no image.
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await Promise.all(started.map(({ app }) => app.close()));
    }
  });

  it('serve the images an earlier version kept as files, once moved into the database at start', async () => {
    const oldDir = await mkdtemp(join(tmpdir(), 'aula-replicas-old-'));
    const key = `${randomUUID()}.png`;
    await mkdir(join(oldDir, 'storage'));
    await writeFile(join(oldDir, 'storage', key), tinyPng);
    const env = { DATABASE_URL: url() };
    try {
      const { app } = await startApi(readConfig({ ...env, DATA_DIR: oldDir }), false);
      await app.close();
      // Another process, on another machine without those files, serves it.
      const other = await startApi(readConfig({ ...env, DATA_DIR: dataDir }), false);
      try {
        const served = await other.app.inject({ method: 'GET', url: `/storage/${key}` });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(tinyPng)).toBe(true);
      } finally {
        await other.app.close();
      }
    } finally {
      await rm(oldDir, { recursive: true, force: true });
    }
  });
});
