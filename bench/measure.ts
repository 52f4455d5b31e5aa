import autocannon from 'autocannon';
import { request } from 'undici';
import { startProcess } from './processes.js';

// How the bench measures: where the product listens, a request as data, latency pairs and throughput.

export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const gatewayPort = 4100;
export const apiPort = 4101;
export const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
export const apiUrl = `http://127.0.0.1:${apiPort}/api/v1`;

/**
 * The api and the gateway each in its own process (as deployed: they scale apart, and the gateway reaches the api
 * over HTTP), on a fresh PGlite directory; BENCH_CPU_PROF=1 writes a CPU profile of each into bench/profiles/.
 */
export async function startServers(dataDir: string) {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=bench/profiles'] : [];
  const api = await startProcess(
    'api/src/server.ts',
    // The dataset signs up a hundred students from this one machine: no per-address login limit. The api sees
    // every call come from the gateway on loopback, which forwards the client's address.
    { DATABASE_URL: '', DATA_DIR: dataDir, API_PORT: String(apiPort), TRUST_PROXY: 'loopback', AUTH_RATE_LIMIT: '0' },
    /listening/,
    profile,
  );
  try {
    const gateway = await startProcess('bench/gatewayServer.ts', { PORT: String(gatewayPort), API_URL: apiUrl }, /Gateway listening/, profile);
    return { stop: () => Promise.all([gateway.stop(), api.stop()]).then(() => undefined) };
  } catch (error) {
    await api.stop();
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
 * p50 and p95 in ms of the gateway operation and of the same REST calls made directly, one connection each,
 * after a warm-up. The two are timed alternately, request by request, so that whatever else the machine is
 * doing weighs on both alike.
 */
export async function latencyPair(gatewayCall: Call, restCalls: Call[], samples = 600, warmup = 100) {
  const viaGateway: number[] = [];
  const direct: number[] = [];
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  for (let i = 0; i < samples + warmup; i++) {
    let start = performance.now();
    await send(gatewayUrl, gatewayCall);
    if (i >= warmup) viaGateway.push(performance.now() - start);
    start = performance.now();
    for (const call of restCalls) await send(apiOrigin, call);
    if (i >= warmup) direct.push(performance.now() - start);
  }
  const summary = (times: number[]) => {
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    return { p50: round(at(0.5)), p95: round(at(0.95)) };
  };
  return { viaGateway: summary(viaGateway), direct: summary(direct) };
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
  return times.map((list) => {
    list.sort((a, b) => a - b);
    const at = (q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))]!;
    return { p50: round(at(0.5)), p95: round(at(0.95)) };
  });
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
