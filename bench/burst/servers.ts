import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import { startProcess } from '../processes.js';

// Two runs at once never share ports: each asks for free ones (the api suites' helper).
export { freePort } from '../../api/test/localServices.js';

/**
 * The production layout as `npm run start:production` runs it (scripts/production.ts, without the web build):
 * WORKERS api and WORKERS gateway processes under one primary, on PostgreSQL and Redis. With `probeDir` every
 * worker also writes its event-loop delay there (loopProbe.ts).
 */
export async function startProductionLayout(options: {
  databaseUrl: string;
  redisUrl?: string;
  workers: number;
  gatewayPort: number;
  apiPort: number;
  dataDir: string;
  probeDir?: string;
  cpuProfileDir?: string;
}) {
  const probe = options.probeDir ? ['--import', 'tsx', '--import', pathToFileURL(new URL('loopProbe.ts', import.meta.url).pathname).href] : [];
  const profile = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const product = await startProcess(
    'scripts/production.ts',
    {
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl ?? '',
      WORKERS: String(options.workers),
      PORT: String(options.gatewayPort),
      API_PORT: String(options.apiPort),
      DATA_DIR: options.dataDir,
      // Every simulated student logs in from this one machine: the per-address login limit would refuse them.
      AUTH_RATE_LIMIT: '0',
      ...(options.probeDir ? { BURST_PROBE_DIR: options.probeDir } : {}),
    },
    /running in production mode/,
    [...probe, ...profile],
  );
  const primary = product.child.pid!;
  // What the cluster says of workers that died ("Aula api worker 123 exited (SIGKILL); starting another").
  const exits: string[] = [];
  const listen = (chunk: Buffer) =>
    exits.push(
      ...chunk
        .toString()
        .split('\n')
        .filter((line) => / exited \(/.test(line)),
    );
  product.child.stdout!.on('data', listen);
  product.child.stderr!.on('data', listen);
  return {
    ...product,
    exits,
    gatewayUrl: `http://127.0.0.1:${options.gatewayPort}`,
    apiUrl: `http://127.0.0.1:${options.apiPort}/api/v1`,
    /** The primary's workers now, each with its service (api or gateway). */
    workers: () => workersOf(primary),
  };
}

export type ProductionLayout = Awaited<ReturnType<typeof startProductionLayout>>;

export function workersOf(primary: number): Array<{ pid: number; service: string }> {
  let children: number[];
  try {
    children = readFileSync(`/proc/${primary}/task/${primary}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
  return children.flatMap((pid) => {
    try {
      const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      const service = environment.find((entry) => entry.startsWith('AULA_SERVICE='))?.slice('AULA_SERVICE='.length);
      return service ? [{ pid, service }] : [];
    } catch {
      return []; // gone meanwhile
    }
  });
}

/** Waits until the layout has `count` workers of each service again (after one was killed). */
export async function waitForWorkers(layout: ProductionLayout, count: number, timeoutMs = 60_000) {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(200)) {
    const workers = layout.workers();
    if (['api', 'gateway'].every((service) => workers.filter((w) => w.service === service).length >= count)) return;
  }
  throw new Error(`the layout did not get back to ${count} workers of each service`);
}

/** A Redis of the run's own (no persistence), which the fault run may restart without touching the machine's shared one. */
export async function startPrivateRedis(port: number) {
  let server: ChildProcess;
  const start = async () => {
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (const started = Date.now(); Date.now() - started < 10_000; await sleep(100)) {
      const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      probe.on('error', () => {}); // refused until the server listens: the loop asks again
      const answered = await probe.connect().then(
        () => probe.ping().then((reply) => reply === 'PONG'),
        () => false,
      );
      probe.disconnect();
      if (answered) return;
    }
    throw new Error(`redis-server did not answer on port ${port}`);
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGKILL');
    });
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Killed (as a crash) and started again a second later, empty. */
    restart: async () => {
      await stop();
      await sleep(1000);
      await start();
    },
    stop,
  };
}
