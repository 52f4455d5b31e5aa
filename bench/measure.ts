import autocannon from 'autocannon';
import { request } from 'undici';

// How the bench measures: where the product listens, a request as data, latency pairs and throughput.

export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const gatewayPort = 4100;
export const apiPort = 4101;
export const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
export const apiUrl = `http://127.0.0.1:${apiPort}/api/v1`;

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
