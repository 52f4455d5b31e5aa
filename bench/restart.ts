/**
 * How long `npm start` takes to answer again after a stop, on the same embedded data and an unchanged web build
 * (issue 33 §5, budget ≤ 5 s): the first start builds if it must and creates the database; each timed restart runs
 * `npm start` as a person would and waits for the printed URL to serve the web app. Median of RESTARTS (3).
 *
 *   npx tsx bench/restart.ts
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { root } from './processes.js';

const port = 4193;

/** Starts `npm start`, resolves with the milliseconds until `/` answers 200, and stops it (the whole process group). */
async function timedStart(dataDir: string) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), API_PORT: String(port + 1), DATABASE_URL: '' },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const answered = await request(`http://127.0.0.1:${port}/`).then(
        async (response) => (await response.body.text(), response.statusCode === 200),
        () => false,
      );
      if (answered) return Math.round(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

export async function restartFigures(restarts = Number(process.env.RESTARTS ?? 3)) {
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-bench-restart-'));
  try {
    const first = await timedStart(dataDir);
    const times: number[] = [];
    for (let i = 0; i < restarts; i++) times.push(await timedStart(dataDir));
    const sorted = [...times].sort((a, b) => a - b);
    return {
      'first start, ms (builds the web app when its sources changed, creates the database)': first,
      'restart, median ms (budget ≤ 5000)': sorted[Math.floor(sorted.length / 2)]!,
      'restarts, ms': times.join(' / '),
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await restartFigures());
