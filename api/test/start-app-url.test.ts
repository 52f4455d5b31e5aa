import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { usingPostgres } from './helpers.js';

// `npm start` (scripts/start.ts) served to a classroom (HOST=0.0.0.0): without APP_URL the links in reset e-mails say
// localhost, which opens nothing on a student's device, so the start says so and how to set it. It runs on the
// embedded database whatever the test database, so once.

const root = fileURLToPath(new URL('../../', import.meta.url));
const dataDirs: string[] = [];
afterAll(() => Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** `npm start`'s script on its own data directory and free ports; what it printed once it has started, then stopped. */
async function startOutput(env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-start-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      API_PORT: '0',
      APP_URL: '',
      SMTP_URL: '',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (const started = Date.now(); !/e-mail: /.test(output); await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (Date.now() - started > 60_000 || child.exitCode !== null) throw new Error(`npm start did not start:\n${output}`);
  }
  // The warning follows the start lines at once, on stderr: give that pipe a moment.
  await new Promise((resolve) => setTimeout(resolve, 500));
  child.kill('SIGTERM');
  await exited;
  return output;
}

describe.skipIf(usingPostgres)('npm start served to other devices', () => {
  it('warns, in the start lines, that links would say localhost without APP_URL, and how to set it', async () => {
    const output = await startOutput({ HOST: '0.0.0.0' });
    const port = /Aula is running: http:\/\/localhost:(\d+)/.exec(output)?.[1];
    expect(port).toBeDefined();
    expect(output).toContain('warning: HOST=0.0.0.0 serves other devices, but APP_URL is not set');
    expect(output).toContain(`http://localhost:${port}, which opens nothing on them`);
    expect(output).toMatch(new RegExp(`e\\.g\\. APP_URL=http://\\S+:${port}\\n`));
  }, 90_000);

  it('says nothing of it with APP_URL set, nor on this machine alone', async () => {
    const [withAppUrl, loopback] = await Promise.all([
      startOutput({ HOST: '0.0.0.0', APP_URL: 'http://192.168.1.20:4000' }),
      startOutput({ HOST: '127.0.0.1' }),
    ]);
    for (const output of [withAppUrl, loopback]) {
      expect(output).toContain('Aula is running');
      expect(output).not.toContain('APP_URL');
    }
  }, 90_000);
});
