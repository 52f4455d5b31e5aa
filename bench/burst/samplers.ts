import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { ProductionLayout } from './servers.js';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100;

/** A process's CPU seconds so far (user + system), or null once it is gone. */
export function cpuSeconds(pid: number): number | null {
  try {
    // The fields after the command's name, which may itself hold spaces: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return null;
  }
}

/**
 * CPU seconds spent by each service's workers from `begin()` on, sampled every 250 ms (a worker killed meanwhile
 * counts up to its last sample; one started meanwhile counts whole, its start included).
 */
export function cpuMeter(layout: ProductionLayout) {
  const seen = new Map<number, { service: string; first: number; last: number }>();
  const sample = (firstSeen: boolean) => {
    for (const { pid, service } of layout.workers()) {
      const now = cpuSeconds(pid);
      if (now === null) continue;
      const known = seen.get(pid);
      if (known) known.last = now;
      else seen.set(pid, { service, first: firstSeen ? now : 0, last: now });
    }
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    begin() {
      sample(true);
      timer = setInterval(() => sample(false), 250);
    },
    /** Takes one more sample now (before a worker is killed). */
    sample: () => sample(false),
    end(): Record<string, number> {
      clearInterval(timer);
      sample(false);
      const totals: Record<string, number> = {};
      for (const { service, first, last } of seen.values()) totals[service] = (totals[service] ?? 0) + last - first;
      return totals;
    },
  };
}

/** Connections to the PostgreSQL server, sampled every 250 ms: the run's database's and all of them, at their peak. */
export async function connectionMeter(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const maxConnections = ((await client.query('SHOW max_connections')).rows as Array<{ max_connections: string }>)[0]!.max_connections;
  const peak = { ours: 0, server: 0 };
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(async () => {
      const { rows } = await client
        .query(`SELECT count(*) FILTER (WHERE datname = current_database())::int AS ours, count(*)::int AS server FROM pg_stat_activity`)
        .catch(() => ({ rows: [] as Array<{ ours: number; server: number }> }));
      // This sampler's own connection is not the product's.
      if (rows[0]) [peak.ours, peak.server] = [Math.max(peak.ours, rows[0].ours - 1), Math.max(peak.server, rows[0].server - 1)];
    });
  }, 250);
  return {
    async end() {
      clearInterval(timer);
      await sampling;
      await client.end();
      return { ...peak, maxConnections: Number(maxConnections) };
    },
  };
}

export interface LoopFigures {
  pid: number;
  service: string;
  since: number;
  until: number;
  samples: number;
  p50: number;
  p99: number;
  max: number;
}

/** Asks every worker for its event-loop figures since the last ask (loopProbe.ts), and starts its count again. */
export function signalLoopProbes(layout: ProductionLayout) {
  for (const { pid } of layout.workers()) process.kill(pid, 'SIGUSR2');
}

/**
 * The figures the workers wrote when asked at `askedAt` (Date.now() time): each live worker's since the ask before
 * (or since it started, for one started meanwhile). A worker killed meanwhile left none.
 */
export async function readLoopProbes(dir: string, askedAt: number): Promise<LoopFigures[]> {
  const figures = [];
  for (const file of await readdir(dir)) {
    const figure = JSON.parse(await readFile(join(dir, file), 'utf8')) as Omit<LoopFigures, 'pid'>;
    if (figure.until >= askedAt) figures.push({ pid: Number(file.replace('.json', '')), ...figure });
  }
  return figures;
}
