import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { request } from 'undici';
import { toGlobalId } from '../gateway/src/graphql/globalId.js';
import type { Dataset } from './dataset.js';
import { startProcess, type Started } from './processes.js';

// How the bench measures: where the product listens, a request as data, latency pairs and throughput.

export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const gatewayPort = 4100;
export const apiPort = 4101;
export const bareHopPort = 4102;
export const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
export const apiOrigin = `http://127.0.0.1:${apiPort}`;
export const apiUrl = `${apiOrigin}/api/v1`;
export const bareHopUrl = `http://127.0.0.1:${bareHopPort}`;

/**
 * The api and the gateway each in its own process (as deployed: they scale apart, and the gateway reaches the api
 * over HTTP), on a fresh PGlite directory, and beside them the bare hop (bareHop.ts) that prices one more process
 * on the path; BENCH_CPU_PROF=1 writes a CPU profile of the api and the gateway into bench/profiles/.
 */
export async function startServers(dataDir: string) {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=bench/profiles'] : [];
  const started: Started[] = [];
  try {
    const api = await startProcess(
      'api/src/server.ts',
      // The dataset signs up a hundred students from this one machine: no per-address login limit. The api sees
      // every call come from the gateway on loopback, which forwards the client's address.
      { DATABASE_URL: '', DATA_DIR: dataDir, API_PORT: String(apiPort), TRUST_PROXY: 'loopback', AUTH_RATE_LIMIT: '0' },
      /listening/,
      profile,
    );
    started.push(api);
    const gateway = await startProcess('bench/gatewayServer.ts', { PORT: String(gatewayPort), API_URL: apiUrl }, /Gateway listening/, profile);
    started.push(gateway);
    const bareHop = await startProcess('bench/bareHop.ts', { PORT: String(bareHopPort), API_ORIGIN: apiOrigin }, /Bare hop listening/);
    started.push(bareHop);
    return {
      pids: { gateway: gateway.child.pid!, api: api.child.pid!, bareHop: bareHop.child.pid! },
      stop: () => Promise.all(started.map((process) => process.stop())).then(() => undefined),
    };
  } catch (error) {
    await Promise.all(started.map((process) => process.stop()));
    throw error;
  }
}

export type Call = { method: 'GET' | 'POST'; path: string; body?: string; headers: Record<string, string> };

export async function send(origin: string, call: Call) {
  const response = await request(origin + call.path, { method: call.method, headers: call.headers, body: call.body });
  const text = await response.body.text();
  if (response.statusCode !== 200 || text.includes('"errors"')) throw new Error(`${call.path}: ${response.statusCode} ${text.slice(0, 300)}`);
}

/**
 * p50 and p95 in ms of the gateway operation, of the same REST calls made directly, and of those REST calls through
 * the bare hop, one connection each, after a warm-up. The three are timed in turn, request by request, so that
 * whatever else the machine is doing weighs on all alike.
 */
export async function latencyPair(gatewayCall: Call, restCalls: Call[], samples = 600, warmup = 100) {
  const sequences = [
    { origin: gatewayUrl, calls: [gatewayCall], times: [] as number[] },
    { origin: apiOrigin, calls: restCalls, times: [] as number[] },
    { origin: bareHopUrl, calls: restCalls, times: [] as number[] },
  ];
  for (let i = 0; i < samples + warmup; i++) {
    for (const sequence of sequences) {
      const start = performance.now();
      for (const call of sequence.calls) await send(sequence.origin, call);
      if (i >= warmup) sequence.times.push(performance.now() - start);
    }
  }
  const [viaGateway, direct, viaBareHop] = sequences.map(({ times }) => summary(times));
  return { viaGateway: viaGateway!, direct: direct!, viaBareHop: viaBareHop! };
}

function summary(times: number[]) {
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: round(at(0.5)), p95: round(at(0.95)) };
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux). */
export async function cpuMs(pid: number) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  // utime and stime are the 12th and 13th fields after the command name, in clock ticks (100 per second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU ms per operation of the gateway and of the api, `count` operations sent one after another: what each
 * process spends on the operation whatever else the machine is doing (latencies move with the load, CPU time
 * much less).
 */
export async function cpuPerOperation(pids: { gateway: number; api: number }, origin: string, calls: Call[], count = 2000) {
  const before = { gateway: await cpuMs(pids.gateway), api: await cpuMs(pids.api) };
  for (let i = 0; i < count; i++) for (const call of calls) await send(origin, call);
  return {
    gateway: round(((await cpuMs(pids.gateway)) - before.gateway) / count, 3),
    api: round(((await cpuMs(pids.api)) - before.api) / count, 3),
  };
}

/**
 * One row of the overhead table: a read made as one GraphQL operation through the gateway and as the REST calls the
 * gateway makes for it, straight to the api and through the bare hop; latencies side by side, the gateway's CPU
 * per operation, and throughputs at 50 connections.
 */
export async function overheadRow(
  c: { name: string; graphql: Call; rest: Call[] },
  pids: { gateway: number; api: number; bareHop: number },
  samples?: number,
) {
  const { viaGateway, direct, viaBareHop } = await latencyPair(c.graphql, c.rest, samples);
  const cpu = await cpuPerOperation(pids, gatewayUrl, [c.graphql], 1000);
  // The floor under the gateway's CPU: what a process that only passes the same REST calls on spends per operation.
  const bareHopCpu = await cpuPerOperation({ gateway: pids.bareHop, api: pids.api }, bareHopUrl, c.rest, 1000);
  const gatewayRps = await throughput(gatewayUrl, [c.graphql]);
  const directRps = await throughput(apiOrigin, c.rest);
  const bareHopRps = await throughput(bareHopUrl, c.rest);
  return {
    case: c.name,
    'gateway p50/p95 ms': `${viaGateway.p50} / ${viaGateway.p95}`,
    'api p50/p95 ms': `${direct.p50} / ${direct.p95}`,
    'p50 overhead ms': round(viaGateway.p50 - direct.p50),
    'bare hop p50 overhead ms': round(viaBareHop.p50 - direct.p50),
    // The budget (pinned, one entity): at most 1.5 times what one more process on the path costs.
    'overhead/bare hop': round((viaGateway.p50 - direct.p50) / (viaBareHop.p50 - direct.p50)),
    // What the gateway adds beyond one more process on the path: the part its code can change on any machine.
    'gateway own p50 ms': round(viaGateway.p50 - viaBareHop.p50),
    'gateway CPU ms/op': cpu.gateway,
    'bare hop CPU ms/op': bareHopCpu.gateway,
    'gateway req/s @50': gatewayRps.perSecond,
    'api req/s @50': directRps.perSecond,
    'gateway/api': round(gatewayRps.perSecond / directRps.perSecond),
    'bare hop/api': round(bareHopRps.perSecond / directRps.perSecond),
    failures: gatewayRps.failures + directRps.failures + bareHopRps.failures,
  };
}

/** p50 and p95 in ms of each call, timed in turn request by request (side by side), after a warm-up. */
export async function latencies(calls: Call[], samples = 600, warmup = 100) {
  const times = calls.map(() => [] as number[]);
  for (let i = 0; i < samples + warmup; i++) {
    for (const [index, call] of calls.entries()) {
      const start = performance.now();
      await send(gatewayUrl, call);
      if (i >= warmup) times[index]!.push(performance.now() - start);
    }
  }
  return times.map(summary);
}

/** Completed sequences of `calls` per second at `connections` connections (autocannon cycles through them). */
export async function throughput(origin: string, calls: Call[], connections = 50) {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: calls.map((c) => ({ method: c.method, path: c.path, body: c.body, headers: c.headers })),
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  return { perSecond: round(result.requests.average / calls.length), failures };
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

export function graphqlCall(token: string, query: string, variables: Record<string, unknown>): Call {
  return { method: 'POST', path: '/graphql', headers: json(token), body: JSON.stringify({ query, variables }) };
}

export function restCall(token: string, path: string): Call {
  return { method: 'GET', path: `/api/v1${path}`, headers: { authorization: `Bearer ${token}` } };
}

/**
 * The two overhead cases that `npm run bench` and bench/overhead.ts share, each read twice (one GraphQL operation,
 * and the REST calls the gateway makes for it): one entity (the group with 1 assignment), a list of 10 (the
 * assignments of the group with 10).
 */
export function entityAndListCases(token: string, groups: Pick<Dataset['groups'], 1 | 10>) {
  const [g1, g10] = [groups[1], groups[10]];
  return [
    {
      name: 'one entity (a study group)',
      graphql: graphqlCall(token, 'query Entity($id: ID!) { node(id: $id) { ... on StudyGroup { id name description } } }', {
        id: toGlobalId('StudyGroup', g1),
      }),
      // node(id:) opens the group as it reads it (the api marks a member's group seen), in that one call.
      rest: [restCall(token, `/study-group/getAll?ids=${g1}&opened=true`)],
    },
    {
      name: 'a list of 10 (assignments of a group)',
      graphql: graphqlCall(
        token,
        'query List($id: ID!) { node(id: $id) { ... on StudyGroup { assignments(first: 10) { edges { node { id name difficulty } } } } } }',
        { id: toGlobalId('StudyGroup', g10) },
      ),
      // Nothing of the group but its assignments: their page alone, the group's access checked by the api on it.
      rest: [restCall(token, `/assignments/getPages?studyGroupIds=${g10}&first=10&requireReadable=true`)],
    },
  ];
}
