/**
 * `npm run bench`: the product's performance budgets (gateway overhead, bundle size, page load), measured in one
 * run on this machine. bench/README.md lists each figure and its budget.
 * BENCH_SECONDS (default 10) sets each throughput run; DATABASE_URL adds the api on PostgreSQL.
 * BENCH_ONLY=web measures the web app alone (Chromium figures and Lighthouse), BENCH_ONLY=lighthouse Lighthouse alone,
 * BENCH_ONLY=statistics the statistics figure alone (merged into bench/results.json), BENCH_ONLY=import the
 * import figure alone (likewise), BENCH_ONLY=live the live game at 300 players alone (likewise), BENCH_ONLY=embedded PGlite against PostgreSQL (likewise),
 * BENCH_ONLY=restart the restart of `npm start` (likewise), BENCH_ONLY=peer Aula's gateway beside Hive Gateway (likewise),
 * BENCH_ONLY=burst the exam burst of 1,000 students on the production layout (likewise; needs DATABASE_URL).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { toGlobalId } from '../gateway/src/graphql/globalId.js';
import { apiThroughput, pagedAttemptsFigures, postgresFigures } from './apiFigures.js';
import { api, createAttemptHistories, createDataset, type Dataset } from './dataset.js';
import { apiOrigin, apiUrl, entityAndListCases, gatewayUrl, graphqlCall, overheadRow, restCall, seconds, send, startServers } from './measure.js';
import { root } from './processes.js';
import { webFigures } from './webFigures.js';
import { benchGrading, benchGradingUnderLoad } from './grading.js';
import { lighthouseFigures } from './lighthouse.js';
import { workersFigures } from './workers.js';
import { statisticsFigures } from './statistics.js';
import { importFigures } from './importFigures.js';
import { liveGameFigures } from './liveGame.js';
import { streamsFigures } from './streams.js';
import { embeddedVersusPostgres } from './embedded.js';
import { restartFigures } from './restart.js';
import { peerFigures } from './peer.js';
import { burstFigures } from './burst.js';

// --- the cases ---------------------------------------------------------------------------------------------

/** Each case reads the same data twice: as one GraphQL operation, and as the REST calls the gateway makes for it. */
async function cases(data: Dataset) {
  const token = data.teacher.token;
  const g100 = data.groups[100];
  const assignments100 = await api<Array<{ id: string }>>(apiUrl, 'GET', `/assignments/getAll?studyGroupIds=${g100}&limit=1000`, token);
  const attempts100 = await api<Array<{ profileId: string }>>(
    apiUrl,
    'GET',
    `/assignments/getAttempts?assignmentIds=${assignments100.map((a) => a.id).join(',')}&limit=1000`,
    token,
  );
  const profiles = [...new Set(attempts100.map((a) => a.profileId))];
  return [
    ...entityAndListCases(token, data.groups),
    {
      name: "teacher's nested grades view (100 assignments)",
      graphql: graphqlCall(token, nestedQuery, { id: toGlobalId('StudyGroup', g100) }),
      rest: [
        restCall(token, `/study-group/getAll?ids=${g100}&opened=true`),
        restCall(token, `/assignments/getPages?studyGroupIds=${g100}&first=100`),
        restCall(token, `/assignments/getAttemptPages?assignmentIds=${assignments100.map((a) => a.id).join(',')}&first=50`),
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

/** The built app's size and page loads: Chromium's own entries and gzip estimates, then Lighthouse's audits. */
async function measureWeb(data: Dataset, results: Record<string, unknown>) {
  if (!lighthouseOnly) {
    console.log('Measuring the web app in Chromium…');
    results.web = await webFigures(data);
    console.log('Web:', JSON.stringify(results.web));
  }
  console.log('Auditing the web app with Lighthouse…');
  results.lighthouse = await lighthouseFigures(data);
}

/** BENCH_ONLY=web: the web figures alone (a few minutes less when working on the web app's delivery); =lighthouse: its audits alone. */
const lighthouseOnly = process.env.BENCH_ONLY === 'lighthouse';
const webOnly = process.env.BENCH_ONLY === 'web' || lighthouseOnly;
/** BENCH_ONLY=statistics: the statistics figure alone, without building the web app. */
const statisticsOnly = process.env.BENCH_ONLY === 'statistics';
/** BENCH_ONLY=import: the GIFT import figure alone, without building the web app or the dataset. */
const importOnly = process.env.BENCH_ONLY === 'import';
/** BENCH_ONLY=live: the live game at 300 players alone (its own servers, one and two gateways). */
const liveOnly = process.env.BENCH_ONLY === 'live';
/** BENCH_ONLY=streams: 2,000 notification streams on the production layout alone (needs DATABASE_URL). */
const streamsOnly = process.env.BENCH_ONLY === 'streams';
/** BENCH_ONLY=embedded: PGlite's reads against PostgreSQL's, interleaved (needs DATABASE_URL). */
const embeddedOnly = process.env.BENCH_ONLY === 'embedded';
/** BENCH_ONLY=restart: how long `npm start` takes to answer again on the same data (bench/restart.ts). */
const restartOnly = process.env.BENCH_ONLY === 'restart';
/** BENCH_ONLY=peer: Aula's gateway beside Hive Gateway over the same api (bench/peer.ts; installs the peer into a scratch directory). */
const peerOnly = process.env.BENCH_ONLY === 'peer';
/** BENCH_ONLY=burst: the exam burst alone (its own production layout, database and Redis). */
const burstOnly = process.env.BENCH_ONLY === 'burst';

/** bench/embedded.ts when DATABASE_URL names a PostgreSQL server. */
async function embeddedFigures() {
  if (!process.env.DATABASE_URL) return 'not measured (set DATABASE_URL)';
  console.log('Reading through the api on PGlite and on PostgreSQL in alternating rounds…');
  const figures = await embeddedVersusPostgres(process.env.DATABASE_URL);
  console.table(figures);
  return figures;
}

/** bench/peer.ts: the rows side by side, printed as they are merged. */
async function printedPeerFigures() {
  console.log('Installing and composing Hive Gateway, then measuring it beside the gateway and the bare hop…');
  const figures = await peerFigures();
  console.table(figures.rows);
  console.log(`Aula ahead on every row: ${figures.aulaAheadOnEveryRow}`);
  return figures;
}

/** Merges `key`'s figures into bench/results.json, keeping the others. */
async function mergeResults(key: string, figures: unknown) {
  const file = join(root, 'bench/results.json');
  const previous = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as Record<string, unknown>,
    () => ({}),
  );
  await writeFile(file, `${JSON.stringify({ ...previous, [key]: figures }, null, 2)}\n`);
  console.log(`Wrote the ${key} figures into bench/results.json`);
}

/** 1,000 GIFT questions: a dry run and an import through POST /question/import. */
async function measureImport(results: Record<string, unknown>) {
  console.log('Importing a GIFT file of 1,000 questions (a dry run, then for real)…');
  results.import = await importFigures(apiUrl);
  console.table(results.import);
}

/** Assignment.statistics with 10 and 1,000 attempts × 20 questions, side by side. */
async function measureStatistics(data: Dataset, results: Record<string, unknown>) {
  console.log('Creating assignments of 10 and 1,000 attempts × 20 questions and timing their statistics…');
  results.statistics = await statisticsFigures(apiUrl, data);
  console.table(results.statistics);
}

// --- run ---------------------------------------------------------------------------------------------------

async function main() {
  if (liveOnly) return mergeResults('liveGame', await liveGameFigures());
  if (streamsOnly) return mergeResults('streams', (await streamsFigures()) ?? 'not measured (set DATABASE_URL)');
  if (embeddedOnly) return mergeResults('embeddedVersusPostgres', await embeddedFigures());
  if (restartOnly) return mergeResults('restart', await restartFigures());
  if (peerOnly) return mergeResults('peer', await printedPeerFigures());
  if (burstOnly) return mergeResults('burst', await burstFigures());
  if (!statisticsOnly && !importOnly) {
    console.log('Building the web app…');
    execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'ignore' });
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-bench-'));
  // The product under test always runs on a fresh PGlite directory; DATABASE_URL is only for the api-on-PostgreSQL figures.
  const product = await startServers(dataDir);
  try {
    if (importOnly) {
      const file = join(root, 'bench/results.json');
      const results = await readFile(file, 'utf8').then(
        (text) => JSON.parse(text) as Record<string, unknown>,
        () => ({}),
      );
      await measureImport(results);
      await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
      console.log('Wrote the import figure into bench/results.json');
      return;
    }
    console.log('Creating the dataset (a teacher, 100 students, groups with 1, 10 and 100 assignments)…');
    const data = await createDataset(apiUrl);

    const results: Record<string, unknown> = { date: new Date().toISOString(), seconds, node: process.version };
    if (statisticsOnly) {
      const file = join(root, 'bench/results.json');
      const previous = await readFile(file, 'utf8').then(
        (text) => JSON.parse(text) as Record<string, unknown>,
        () => ({}),
      );
      const results = { ...previous };
      await measureStatistics(data, results);
      await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
      console.log('Wrote the statistics figure into bench/results.json');
      return;
    }
    if (webOnly) {
      await measureWeb(data, results);
      await writeFile(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
      console.log('Wrote bench/results.json (web figures only)');
      return;
    }
    const rows: Array<Record<string, unknown>> = [];
    for (const c of await cases(data)) {
      console.log(`Measuring: ${c.name}`);
      rows.push(await overheadRow(c, product.pids));
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

    console.log('Creating attempt histories (10 and 10,000 attempts) and paging them…');
    results.pagedAttempts = await pagedAttemptsFigures(data.teacher.token, await createAttemptHistories(apiUrl, data));
    console.table(results.pagedAttempts);

    await measureStatistics(data, results);

    await measureImport(results);

    await measureWeb(data, results);

    console.log('Measuring the api on PGlite…');
    const pglite = await apiThroughput(apiOrigin, data.teacher.token, data.groups[1]);
    const postgres = await postgresFigures();
    results.apiDatabases = { pglite, postgres: postgres ?? 'not measured (set DATABASE_URL)' };
    console.table({ pglite, ...(postgres ? { postgres } : {}) });

    results.embeddedVersusPostgres = await embeddedFigures();
    console.log('Restarting `npm start` on the same data…');
    results.restart = await restartFigures();
    console.table(results.restart);
    results.grading = benchGrading();
    results.gradingUnderLoad = await benchGradingUnderLoad();
    results.workers = (await workersFigures()) ?? 'not measured (set DATABASE_URL)';
    console.log('Playing a live game with 300 players (one gateway, then two behind Redis)…');
    results.liveGame = await liveGameFigures();
    results.streams = (await streamsFigures()) ?? 'not measured (set DATABASE_URL)';
    results.burst = await burstFigures();

    await writeFile(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log('Wrote bench/results.json');
  } finally {
    await product.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
