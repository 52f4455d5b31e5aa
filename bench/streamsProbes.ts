/**
 * What bench/streams.ts reads from outside the servers it measures, and the private Redis it starts: the production
 * cluster's workers, their CPU time, memory and client connections from /proc, and Redis's view of the streams.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile, readlink } from 'node:fs/promises';
import type { Redis } from 'ioredis';
import { WebSocket } from 'undici';
import { freePort } from '../api/test/localServices.js';

/** A Redis of the bench's own, without persistence, so restarting or filling it touches nobody else's. */
export async function startRedis() {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** The cluster's workers by service: children of the primary started with AULA_SERVICE=api or gateway. */
export async function clusterWorkers(primaryPid: number) {
  const workers = { api: [] as number[], gateway: [] as number[] };
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // Field 4 (after the command in parentheses, which may hold spaces) is the parent's pid.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent !== primaryPid) continue;
    const environment = (await readFile(`/proc/${entry}/environ`, 'utf8').catch(() => '')).split('\0');
    if (environment.includes('AULA_SERVICE=gateway')) workers.gateway.push(Number(entry));
    if (environment.includes('AULA_SERVICE=api')) workers.api.push(Number(entry));
  }
  return workers;
}

/** CPU seconds (user + system) a process has used. */
export async function cpuSeconds(pid: number) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export async function rssKiB(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Clients' connections a process holds: its sockets that are established TCP connections on its `port`. */
export async function clientConnections(pid: number, port: number) {
  const tables = await Promise.all(['tcp', 'tcp6'].map((file) => readFile(`/proc/${pid}/net/${file}`, 'utf8').catch(() => '')));
  const onGatewayPort = new Set<string>();
  for (const line of tables.join('\n').split('\n')) {
    // sl local_address rem_address st … inode: the local port is hex after the colon, 01 is ESTABLISHED.
    const fields = line.trim().split(/\s+/);
    if (fields[3] === '01' && parseInt(fields[1]?.split(':')[1] ?? '', 16) === port) onGatewayPort.add(fields[9]!);
  }
  const fds = await readdir(`/proc/${pid}/fd`);
  const targets = await Promise.all(fds.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')));
  return targets.filter((target) => onGatewayPort.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '')).length;
}

/** Channels each Redis subscriber connection listens to (the gateway workers' and the api's), most first. */
export async function subscriptions(redis: Redis) {
  const list = (await redis.client('LIST')) as string;
  return list
    .split('\n')
    .map((line) => Number(/ sub=(\d+)/.exec(line)?.[1] ?? 0))
    .filter((count) => count > 0)
    .sort((a, b) => b - a);
}

/** The stream leases the gateways hold in Redis (live/streamPlaces.ts): one sorted set per person with a stream. */
export async function leaseCount(redis: Redis, prefix: string) {
  let cursor = '0';
  let members = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}streams:*`, 'COUNT', 1000);
    cursor = next;
    for (const key of keys) members += await redis.zcard(key);
  } while (cursor !== '0');
  return members;
}

/**
 * The V8 heap in use by each process that printed an inspector address (node started with --inspect=127.0.0.1:0),
 * by pid, right after a full collection forced through the inspector: what the process still holds, garbage apart.
 */
export async function heapAfterGc(output: string) {
  const heaps = new Map<number, number>();
  for (const [address] of output.matchAll(/ws:\/\/127\.0\.0\.1:\d+\/[\w-]+/g)) {
    const socket = new WebSocket(address);
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    let lastId = 0;
    const send = (method: string, params: Record<string, unknown> = {}) =>
      new Promise<{ result?: { value?: unknown } }>((resolve) => {
        const id = ++lastId;
        const onMessage = (event: Event) => {
          const message = JSON.parse(String((event as MessageEvent).data)) as { id?: number; result?: { result?: { value?: unknown } } };
          if (message.id !== id) return;
          socket.removeEventListener('message', onMessage);
          resolve({ result: message.result?.result });
        };
        socket.addEventListener('message', onMessage);
        socket.send(JSON.stringify({ id, method, params }));
      });
    await send('HeapProfiler.collectGarbage');
    const read = await send('Runtime.evaluate', { expression: 'JSON.stringify([process.pid, process.memoryUsage().heapUsed])' });
    const [pid, heapUsed] = JSON.parse(String(read.result?.value)) as [number, number];
    heaps.set(pid, heapUsed);
    socket.close();
  }
  return heaps;
}
