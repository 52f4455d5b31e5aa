import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readConfig, startApi, type Api } from '@aula/api';
import { isDataDirInUse, lockDataDir } from '../src/db/dataDirLock.js';
import { openPglite } from '../src/db/pglite.js';
import { usingPostgres } from './helpers.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs one of the api's commands (`src/server.ts`, `src/demo.ts`) as its own process, as npm would. */
function run(script: string, env: Record<string, string>, stopWhen?: RegExp) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: apiDir,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      // A process that starts serving instead of being refused is stopped here, and the test sees what it said.
      if (stopWhen?.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

// Only the embedded database lives in a directory that two processes could open.
describe.skipIf(usingPostgres)('one PGlite data directory, one process', () => {
  let dataDir: string;
  let running: Api;
  let port: number;
  const readiness = async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).json();

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'aula-datadir-'));
    // Seeded from the suite's migrated template: a fresh PGlite directory costs seconds of initdb.
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    await (await openPglite(readConfig({ DATA_DIR: dataDir }).pgliteDir, template)).close();
    ({ app: running } = await startApi(readConfig({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: '0' }), false));
    await running.listen({ host: '127.0.0.1', port: 0 });
    port = (running.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await running?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second api process on the same directory, saying what to do, and the first keeps answering', async () => {
    const second = await run('src/server.ts', { DATA_DIR: dataDir, API_PORT: '0' }, /listening/);
    expect(second.code).toBe(1);
    expect(second.output).toContain(`Another Aula process (pid ${process.pid}) is using the embedded database in ${join(dataDir, 'pglite')}`);
    expect(second.output).toContain('npm run demo');
    // A clear refusal, not a stack trace.
    expect(second.output).not.toMatch(/\n\s+at /);
    expect(await readiness()).toEqual({ status: 'ok', database: true });
  });

  it('loads the demo into the running api over HTTP, and the api keeps answering', async () => {
    const demo = await run('src/demo.ts', { DATA_DIR: dataDir, API_PORT: String(port) });
    expect(demo.output).toContain('Demo data created');
    expect(demo.code).toBe(0);
    const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'docente@aula.demo', password: 'aula12345' }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ email: 'docente@aula.demo' });
    const again = await run('src/demo.ts', { DATA_DIR: dataDir, API_PORT: String(port) });
    expect(again.output).toContain('Demo data already present');
    expect(await readiness()).toEqual({ status: 'ok', database: true });
  });

  it('is not blocked by the lock of a process that died', async () => {
    await running.close();
    // What a process killed with SIGKILL leaves behind: its lock file, naming a pid that no longer runs.
    const gone = spawn(process.execPath, ['-e', '']);
    const pid = gone.pid!;
    await new Promise((resolve) => gone.on('exit', resolve));
    await writeFile(join(dataDir, 'pglite.lock'), JSON.stringify({ pid, host: hostname() }));
    const restarted = await run('src/server.ts', { DATA_DIR: dataDir, API_PORT: '0' }, /listening/);
    expect(restarted.output).toContain('Aula API listening');
  });
});

describe('the data directory lock', () => {
  it('takes over a lock naming this very pid (a container restarted with the same pid), but not its own live one', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'aula-lock-')), 'pglite');
    try {
      // What a process with pid 1 leaves behind when its container restarts and the new process is pid 1 again.
      await writeFile(`${dir}.lock`, JSON.stringify({ pid: process.pid, host: hostname() }));
      const release = lockDataDir(dir);
      // Held now by this process: a second open here would corrupt the directory just the same.
      let refused: unknown;
      try {
        lockDataDir(dir);
      } catch (error) {
        refused = error;
      }
      expect(isDataDirInUse(refused)).toBe(true);
      release();
      await expect(readFile(`${dir}.lock`)).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await rm(join(dir, '..'), { recursive: true, force: true });
    }
  });
});
