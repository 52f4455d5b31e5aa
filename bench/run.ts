/**
 * `npm run bench`: the product's performance budgets (gateway overhead, bundle size, page load), measured in one
 * run on this machine. bench/README.md lists each figure and its budget.
 * BENCH_SECONDS (default 10) sets each throughput run; DATABASE_URL adds the api on PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { request } from 'undici';
import { toGlobalId } from '../gateway/src/globalId.js';
import { launchChromium } from '../web/e2e/harness.js';
import { api, createDataset, type Dataset } from './dataset.js';
import { root, startProcess } from './processes.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const gatewayPort = 4100;
const apiPort = 4101;
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}/api/v1`;

// --- measuring ---------------------------------------------------------------------------------------------

type Call = { method: 'GET' | 'POST'; path: string; body?: string; headers: Record<string, string> };

async function send(origin: string, call: Call) {
  const response = await request(origin + call.path, { method: call.method, headers: call.headers, body: call.body });
  const text = await response.body.text();
  if (response.statusCode !== 200 || text.includes('"errors"')) throw new Error(`${call.path}: ${response.statusCode} ${text.slice(0, 300)}`);
}

/**
 * p50 and p95 in ms of the gateway operation and of the same REST calls made directly, one connection each,
 * after a warm-up. The two are timed alternately, request by request, so that whatever else the machine is
 * doing weighs on both alike.
 */
async function latencyPair(gatewayCall: Call, restCalls: Call[], samples = 600, warmup = 100) {
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
async function throughput(origin: string, calls: Call[], connections = 50) {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: calls.map((c) => ({ method: c.method, path: c.path, body: c.body, headers: c.headers })),
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  return { perSecond: round(result.requests.average / calls.length), failures };
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

// --- the cases ---------------------------------------------------------------------------------------------

const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

function graphqlCall(token: string, query: string, variables: Record<string, unknown>): Call {
  return { method: 'POST', path: '/graphql', headers: json(token), body: JSON.stringify({ query, variables }) };
}

function restCall(token: string, path: string): Call {
  return { method: 'GET', path: `/api/v1${path}`, headers: { authorization: `Bearer ${token}` } };
}

/** Each case reads the same data twice: as one GraphQL operation, and as the REST calls the gateway makes for it. */
async function cases(data: Dataset) {
  const token = data.teacher.token;
  const [g1, g10, g100] = [data.groups[1], data.groups[10], data.groups[100]];
  const assignments100 = await api<Array<{ id: string }>>(apiUrl, 'GET', `/assignments/getAll?studyGroupIds=${g100}&limit=1000`, token);
  const attempts100 = await api<Array<{ profileId: string }>>(
    apiUrl,
    'GET',
    `/assignments/getAttempts?assignmentIds=${assignments100.map((a) => a.id).join(',')}&limit=1000`,
    token,
  );
  const profiles = [...new Set(attempts100.map((a) => a.profileId))];
  return [
    {
      name: 'one entity (a study group)',
      graphql: graphqlCall(token, 'query Entity($id: ID!) { node(id: $id) { ... on StudyGroup { id name description } } }', {
        id: toGlobalId('StudyGroup', g1),
      }),
      rest: [restCall(token, `/study-group/getAll?ids=${g1}`)],
    },
    {
      name: 'a list of 10 (assignments of a group)',
      graphql: graphqlCall(
        token,
        'query List($id: ID!) { node(id: $id) { ... on StudyGroup { assignments(first: 10) { edges { node { id name difficulty } } } } } }',
        { id: toGlobalId('StudyGroup', g10) },
      ),
      rest: [restCall(token, `/study-group/getAll?ids=${g10}`), restCall(token, `/assignments/getAll?studyGroupIds=${g10}&limit=1000`)],
    },
    {
      name: "teacher's nested grades view (100 assignments)",
      graphql: graphqlCall(token, nestedQuery, { id: toGlobalId('StudyGroup', g100) }),
      rest: [
        restCall(token, `/study-group/getAll?ids=${g100}`),
        restCall(token, `/assignments/getAll?studyGroupIds=${g100}&limit=1000`),
        restCall(token, `/assignments/getAttempts?assignmentIds=${assignments100.map((a) => a.id).join(',')}&limit=1000`),
        restCall(token, `/profile/getAll?ids=${profiles.join(',')}`),
      ],
    },
  ];
}

const nestedQuery = `query Grades($id: ID!) {
  node(id: $id) { ... on StudyGroup { name assignments(first: 100) { edges { node { name
    attempts { edges { node { score submittedAt profile { username } } } } } } } } }
}`;

async function upstreamCalls() {
  const text = await (await request(`${gatewayUrl}/metrics`)).body.text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('aula_gateway_upstream_requests_total{'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

/** The counter once requests still queued from a throughput run have drained. */
async function settledUpstreamCalls() {
  let previous = -1;
  let current = await upstreamCalls();
  while (current !== previous) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    [previous, current] = [current, await upstreamCalls()];
  }
  return current;
}

// --- the web app -------------------------------------------------------------------------------------------

async function webFigures(data: Dataset) {
  const assets = join(root, 'web/dist/assets');
  const gz = async (file: string) => gzipSync(await readFile(join(assets, file)), { level: 9 }).length;
  const jsFiles = (await readdir(assets)).filter((f) => f.endsWith('.js'));
  let totalJs = 0;
  for (const file of jsFiles) totalJs += await gz(file);

  const browser = await launchChromium();
  const measure = async (path: string, asTeacher: boolean) => {
    const context = await browser.newContext({ baseURL: gatewayUrl, viewport: { width: 412, height: 823 } });
    if (asTeacher) {
      await context.addInitScript(
        ([token]) => {
          localStorage.setItem('jwt', token!);
        },
        [data.teacher.token],
      );
    }
    // LCP, long tasks and layout shifts, observed from the first byte.
    await context.addInitScript(() => {
      const w = window as unknown as { __perf: { lcp: number; longTasks: number[]; cls: number; fcp: number } };
      w.__perf = { lcp: 0, longTasks: [], cls: 0, fcp: 0 };
      new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__perf.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__perf.longTasks.push(e.startTime, e.duration))).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => {
          const shift = e as unknown as { value: number; hadRecentInput: boolean };
          if (!shift.hadRecentInput) w.__perf.cls += shift.value;
        }),
      ).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => list.getEntries().forEach((e) => e.name === 'first-contentful-paint' && (w.__perf.fcp = e.startTime))).observe({ type: 'paint', buffered: true });
    });
    const page = await context.newPage();
    // Lighthouse's mobile profile slows the CPU 4x; the network here is loopback.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname.split('/').pop()!);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // The screen is drawn (its title is there) before the paint entries are read.
    await page.getByRole('heading').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    const perf = await page.evaluate(() => (window as unknown as { __perf: { lcp: number; longTasks: number[]; cls: number; fcp: number } }).__perf);
    let tbt = 0;
    for (let i = 0; i < perf.longTasks.length; i += 2) {
      const [start, duration] = [perf.longTasks[i]!, perf.longTasks[i + 1]!];
      if (start + duration > perf.fcp) tbt += Math.max(0, duration - 50);
    }
    let routeJs = 0;
    for (const file of scripts) if (jsFiles.includes(file)) routeJs += await gz(file);
    await context.close();
    return { lcpMs: round(perf.lcp, 0), tbtMs: round(tbt, 0), cls: round(perf.cls, 3), jsGzipKiB: round(routeJs / 1024, 1) };
  };
  // Three loads each, the median of every figure: one load in Chromium is a noisy sample.
  const median = async (path: string, asTeacher: boolean) => {
    const runs: Array<Awaited<ReturnType<typeof measure>>> = [];
    for (let i = 0; i < 3; i++) runs.push(await measure(path, asTeacher));
    const mid = (key: keyof (typeof runs)[number]) => runs.map((r) => r[key]).sort((a, b) => a - b)[1]!;
    return { lcpMs: mid('lcpMs'), tbtMs: mid('tbtMs'), cls: mid('cls'), jsGzipKiB: mid('jsGzipKiB') };
  };
  const login = await median('/login', false);
  const groups = await median('/groups', true);
  await browser.close();
  return { totalJsGzipKiB: round(totalJs / 1024, 1), firstRouteJsGzipKiB: login.jsGzipKiB, login, groups };
}

// --- the api on each database ------------------------------------------------------------------------------

async function apiThroughput(origin: string, token: string, groupId: string) {
  const read = await throughput(origin, [restCall(token, `/study-group/getOne?id=${groupId}`)]);
  const write = await throughput(origin, [
    {
      method: 'POST',
      path: '/api/v1/question/createShortAnswerQuestion',
      headers: json(token),
      body: JSON.stringify({ type: 'SHORT_ANSWER', statement: 'Pregunta escrita por el benchmark' }),
    },
  ]);
  return { readPerSecond: read.perSecond, writePerSecond: write.perSecond, failures: read.failures + write.failures };
}

async function postgresFigures() {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS aula_bench');
  await admin.query('CREATE DATABASE aula_bench');
  await admin.end();
  const benchUrl = new URL(url);
  benchUrl.pathname = '/aula_bench';
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-bench-pg-'));
  const server = await startProcess('api/src/server.ts', { DATABASE_URL: benchUrl.toString(), API_PORT: '4102', DATA_DIR: dataDir, AUTH_RATE_LIMIT: '0' }, /listening/);
  try {
    const origin = 'http://127.0.0.1:4102';
    const user = await api(`${origin}/api/v1`, 'POST', '/auth/create', undefined, {
      firstName: 'Docente',
      lastName: 'Postgres',
      email: 'docente@bench.aula',
      phone: '+51 900000000',
      password: 'bench-password-1',
    });
    const group = await api(`${origin}/api/v1`, 'POST', '/study-group/create', user.token, { name: 'Grupo en PostgreSQL' });
    return await apiThroughput(origin, user.token, group.id);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// --- run ---------------------------------------------------------------------------------------------------

async function main() {
  console.log('Building the web app…');
  execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'ignore' });
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-bench-'));
  // The product under test always runs on a fresh PGlite directory; DATABASE_URL is only for the api-on-PostgreSQL figures.
  const product = await startProcess(
    'scripts/start.ts',
    // The dataset signs up a hundred students from this one machine: no per-address login limit.
    { DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(gatewayPort), API_PORT: String(apiPort), AUTH_RATE_LIMIT: '0' },
    /Aula is running/,
  );
  try {
    console.log('Creating the dataset (a teacher, 100 students, groups with 1, 10 and 100 assignments)…');
    const data = await createDataset(apiUrl);

    const results: Record<string, unknown> = { date: new Date().toISOString(), seconds, node: process.version };
    const rows: Array<Record<string, unknown>> = [];
    for (const c of await cases(data)) {
      console.log(`Measuring: ${c.name}`);
      const { viaGateway, direct } = await latencyPair(c.graphql, c.rest);
      const gatewayRps = await throughput(gatewayUrl, [c.graphql]);
      const directRps = await throughput(`http://127.0.0.1:${apiPort}`, c.rest);
      rows.push({
        case: c.name,
        'gateway p50/p95 ms': `${viaGateway.p50} / ${viaGateway.p95}`,
        'api p50/p95 ms': `${direct.p50} / ${direct.p95}`,
        'p50 overhead ms': round(viaGateway.p50 - direct.p50),
        'gateway req/s @50': gatewayRps.perSecond,
        'api req/s @50': directRps.perSecond,
        'gateway/api': round(gatewayRps.perSecond / directRps.perSecond),
        failures: gatewayRps.failures + directRps.failures,
      });
    }
    results.latencyAndThroughput = rows;
    console.table(rows);

    const calls: Record<string, number> = {};
    for (const size of [1, 10, 100] as const) {
      const before = await settledUpstreamCalls();
      await send(gatewayUrl, graphqlCall(data.teacher.token, nestedQuery, { id: toGlobalId('StudyGroup', data.groups[size]) }));
      calls[`${size} assignments`] = (await upstreamCalls()) - before;
    }
    results.upstreamCallsForNestedGradesView = calls;
    console.log('Upstream REST calls of the nested grades view:', calls);

    console.log('Measuring the web app in Chromium…');
    results.web = await webFigures(data);
    console.log('Web:', JSON.stringify(results.web));

    console.log('Measuring the api on PGlite…');
    const pglite = await apiThroughput(`http://127.0.0.1:${apiPort}`, data.teacher.token, data.groups[1]);
    const postgres = await postgresFigures();
    results.apiDatabases = { pglite, postgres: postgres ?? 'not measured (set DATABASE_URL)' };
    console.table({ pglite, ...(postgres ? { postgres } : {}) });

    await writeFile(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log('Wrote bench/results.json');
  } finally {
    await product.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
