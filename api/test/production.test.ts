import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '@aula/api';
import { usingPostgres } from './helpers.js';
import { freePort } from './localServices.js';

// `npm run start:production` (scripts/production.ts): the api and the gateway as WORKERS processes each.
const root = fileURLToPath(new URL('../../', import.meta.url));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/production.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const waitFor = async (pattern: RegExp) => {
    for (const started = Date.now(); !pattern.test(output); await new Promise((resolve) => setTimeout(resolve, 100))) {
      if (Date.now() - started > 90_000 || child.exitCode !== null) throw new Error(`waiting for ${pattern}:\n${output}`);
    }
  };
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, waitFor, exited, output: () => output };
}

const workersOf = (primary: ChildProcess) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary.pid)], { encoding: 'utf8' })
    .split('\n')
    .map(Number)
    .filter(Boolean);

describe('the production start', () => {
  it('refuses to start without DATABASE_URL, pointing to npm start', async () => {
    const started = start({ DATABASE_URL: '', WORKERS: '1' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('start:production needs DATABASE_URL');
  });
});

describe.skipIf(!usingPostgres)('the production start on PostgreSQL with WORKERS=2', () => {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  let admin: Database;
  let dataDir: string;
  let product: ReturnType<typeof start>;
  let ports: { gateway: number; api: number };
  beforeAll(async () => {
    admin = await openDatabase({ databaseUrl: inject('testDatabaseUrl'), schema });
    dataDir = await mkdtemp(join(tmpdir(), 'aula-production-'));
    const url = new URL(inject('testDatabaseUrl'));
    url.searchParams.set('options', `-c search_path=${schema}`);
    ports = { gateway: await freePort(), api: await freePort() };
    product = start({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, WORKERS: '2', PORT: String(ports.gateway), API_PORT: String(ports.api) });
    await product.waitFor(/running in production mode/);
  }, 120_000);
  afterAll(async () => {
    if (product?.child.exitCode === null) {
      product.child.kill('SIGTERM');
      await product.exited;
    }
    await admin?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs 2 api and 2 gateway processes that serve, and replaces one that dies', async () => {
    expect(workersOf(product.child)).toHaveLength(4);
    const ready = await fetch(`http://127.0.0.1:${ports.gateway}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ok', upstreams: { ready: 1, total: 1 } });
    expect((await fetch(`http://127.0.0.1:${ports.api}/readyz`)).status).toBe(200);

    const [victim] = workersOf(product.child);
    process.kill(victim!, 'SIGKILL');
    await product.waitFor(new RegExp(`worker ${victim} exited \\(SIGKILL\\); starting another`));
    for (const started = Date.now(); workersOf(product.child).length < 4 && Date.now() - started < 60_000;)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(workersOf(product.child)).toHaveLength(4);
    expect(workersOf(product.child)).not.toContain(victim);
    const query = await fetch(`http://127.0.0.1:${ports.gateway}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { user { email } } }' }),
    });
    expect(await query.json()).toEqual({ data: { viewer: null } });
  });
});
