import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, createImageStore, migrate, openDatabase, type Database } from '@aula/api';

// These start their own servers, so they run once (in the PGlite project), not once per database.
const once = process.env.AULA_TEST_DB === 'postgres';
const apiDir = fileURLToPath(new URL('..', import.meta.url));

const person = { firstName: 'Rosa', lastName: 'Fallas', email: 'rosa@faults.aula', phone: '+51 987654321', password: 'contraseña123' };

async function call(origin: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${origin}/api/v1/${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

/** A throwaway PostgreSQL cluster of our own, so restarting it disturbs no other test. */
async function startCluster(dir: string, port: number) {
  const bin = readdirSyncBin();
  const asPostgres = (command: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' });
  await chmod(dir, 0o777);
  asPostgres('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const ctl = (action: string) =>
    asPostgres('pg_ctl', [
      '-D',
      join(dir, 'data'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-l',
      join(dir, 'log'),
      '-w',
      '-m',
      'fast',
      action,
    ]);
  ctl('start');
  return { restart: () => ctl('restart'), stop: () => ctl('stop') };
}

let binDir: string | undefined;
function readdirSyncBin() {
  binDir ??= execFileSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1'], { encoding: 'utf8' }).trim();
  return binDir;
}

describe.skipIf(once)('PostgreSQL restarted under the api', () => {
  let dir: string;
  let cluster: Awaited<ReturnType<typeof startCluster>>;
  let db: Database;
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'aula-pg-restart-'));
    cluster = await startCluster(dir, 5499);
    db = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5499/postgres' });
    await migrate(db);
    const images = await createImageStore(join(dir, 'images'));
    const app = await buildApi({ db, images, jwtSecret: 'restart-secret' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    close = async () => {
      await app.close();
      await db.close();
    };
  });

  afterAll(async () => {
    await close?.();
    cluster?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers cleanly while the server is gone and reconnects by itself, without a crash', async () => {
    const created = await call(origin, 'POST', 'auth/create', undefined, person);
    expect(created.status).toBe(201);
    const token = created.body.token;
    expect((await call(origin, 'GET', 'profile/getOne', token)).status).toBe(200);

    // The pooled connections die with the restart; the next requests must get new ones.
    cluster.restart();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await call(origin, 'GET', 'profile/getOne', token)).status);
    // At most the first request after the restart may fail, and then only with the clean 500 message.
    expect(statuses.filter((s) => s !== 200).length).toBeLessThanOrEqual(1);
    expect(statuses.at(-1)).toBe(200);
    const group = await call(origin, 'POST', 'study-group/create', token, { name: 'Grupo tras el reinicio' });
    expect(group.status).toBe(201);
  });

  it('gives the clean 500 message, not a stack, while the server is down', async () => {
    const login = await call(origin, 'POST', 'auth/login', undefined, { email: person.email, password: person.password });
    cluster.stop();
    try {
      const reply = await call(origin, 'GET', 'profile/getOne', login.body.token);
      expect(reply.status).toBe(500);
      expect(reply.body).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Error del servidor. Por favor, inténtelo de nuevo más tarde',
      });
    } finally {
      execFileSync(
        'runuser',
        [
          '-u',
          'postgres',
          '--',
          join(readdirSyncBin(), 'pg_ctl'),
          '-D',
          join(dir, 'data'),
          '-o',
          `-p 5499 -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
          '-l',
          join(dir, 'log'),
          '-w',
          'start',
        ],
        { stdio: 'pipe' },
      );
    }
    expect((await call(origin, 'GET', 'profile/getOne', login.body.token)).status).toBe(200);
  });
});

/** Resolves when the process has exited, also when that happened before anyone listened. */
const exited = (process: ChildProcess) =>
  new Promise<void>((resolve) => (process.exitCode !== null || process.signalCode !== null ? resolve() : process.once('exit', () => resolve())));

describe.skipIf(once)('the api killed hard while writing on PGlite', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;

  const start = (port: number) =>
    new Promise<ChildProcess>((resolve, reject) => {
      const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, API_PORT: String(port), LOG_LEVEL: 'warn', JWT_SECRET: 'kill-secret' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      server.stdout!.on('data', (chunk: Buffer) => {
        output += chunk;
        if (output.includes('listening')) resolve(server);
      });
      server.stderr!.on('data', (chunk: Buffer) => (output += chunk));
      server.once('exit', (code) => reject(new Error(`api exited (${code}): ${output}`)));
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'aula-kill-'));
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write and opens cleanly after SIGKILL mid-write', async () => {
    const port = 4390 + Math.floor(Math.random() * 100);
    const origin = `http://127.0.0.1:${port}`;
    child = await start(port);
    const user = await call(origin, 'POST', 'auth/create', undefined, { ...person, email: 'kill@faults.aula' });
    const token = user.body.token;

    // Writers keep creating questions; the process is killed while requests are still in flight.
    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        try {
          const reply = await call(origin, 'POST', 'question/createShortAnswerQuestion', token, {
            type: 'SHORT_ANSWER',
            statement: `Pregunta ${w}-${i} antes del corte`,
          });
          if (reply.status === 201) acknowledged.push(reply.body.id);
        } catch {
          return; // the connection died with the process
        }
      }
    });
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
    const killed = exited(child);
    child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await killed;

    child = await start(port);
    const bank = await call(origin, 'GET', 'question/getAll?limit=1000', token);
    expect(bank.status).toBe(200);
    const present = new Set((bank.body as Array<{ id: string }>).map((q) => q.id));
    expect(acknowledged.filter((id) => !present.has(id))).toEqual([]);
    // And the database takes new writes.
    expect(
      (await call(origin, 'POST', 'question/createShortAnswerQuestion', token, { type: 'SHORT_ANSWER', statement: 'Pregunta después del corte' }))
        .status,
    ).toBe(201);
    const stopped = exited(child);
    child.kill('SIGTERM');
    await stopped;
    child = undefined;
    expect(await readdir(join(dataDir, 'pglite'))).toContain('PG_VERSION');
  }, 180_000);
});
