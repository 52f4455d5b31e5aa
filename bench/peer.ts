/**
 * Aula's gateway beside a generic one over the same api: Hive Gateway (The Guild), its schema composed by GraphQL Mesh
 * (`@omnigraph/openapi`) from the api's own OpenAPI document. Both are installed on demand into a scratch directory
 * (PEER_DIR, default /tmp/aula-peer), never as a dependency of the product. The same reads (one entity, a list of 10,
 * a nested read) go through Aula's gateway, Hive Gateway and the bare hop (bareHop.ts, the REST calls Aula makes),
 * timed in turn request by request; each row gives p50, req/s at 50 connections, CPU per operation and REST calls
 * per operation, both sides, and whether Aula is ahead on all four.
 *
 * Run alone, pinned as bench/README.md says: `taskset -c 0 npx tsx bench/peer.ts` (SAMPLES, BENCH_SECONDS), or as
 * `BENCH_ONLY=peer npm run bench`, which merges its rows into bench/results.json.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { toGlobalId } from '../gateway/src/graphql/globalId.js';
import { createDataset, type Dataset } from './dataset.js';
import {
  apiOrigin,
  apiUrl,
  bareHopUrl,
  cpuPerOperation,
  gatewayUrl,
  graphqlCall,
  json,
  restCall,
  round,
  send,
  startServers,
  throughput,
  type Call,
} from './measure.js';
import { startNode } from './processes.js';

const run = promisify(execFile);
export const peerDir = process.env.PEER_DIR ?? join(tmpdir(), 'aula-peer');
const peerPort = 4103;
const peerUrl = `http://127.0.0.1:${peerPort}`;
/** The versions measured (Hive Gateway 2.15 and the Mesh composer of the same release train). */
const peerPackages = ['@graphql-hive/gateway@2.15.1', '@graphql-mesh/compose-cli@1.8.2', '@omnigraph/openapi@0.112.4'];

/** npm install into the scratch directory, once: the peer is the bench's tool, not the product's dependency. */
async function installPeer() {
  if (existsSync(join(peerDir, 'node_modules/@graphql-hive/gateway/package.json'))) return;
  await mkdir(peerDir, { recursive: true });
  await writeFile(join(peerDir, 'package.json'), JSON.stringify({ name: 'aula-bench-peer', private: true, type: 'module' }));
  console.log(`Installing ${peerPackages.join(', ')} into ${peerDir}…`);
  await run('npm', ['install', '--no-audit', '--no-fund', ...peerPackages], { cwd: peerDir, maxBuffer: 1 << 24 });
}

/**
 * Composes the peer's supergraph from the api's OpenAPI document. OpenAPI has no links between the api's objects, so
 * the nested read's three hops (a group's pages of assignments, an assignment's pages of attempts, an attempt's
 * profile) are declared as Mesh's documents say (`@resolveTo`, one REST call per parent: the ids travel
 * comma-separated, which Mesh's batching by a list argument cannot fill). Requests go out with the client's token.
 */
async function composePeer() {
  const document = await (await request(`${apiUrl}/docs/json`)).body.text();
  await writeFile(join(peerDir, 'openapi.json'), document);
  await writeFile(
    join(peerDir, 'mesh.config.ts'),
    `import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

export const composeConfig = defineConfig({
  subgraphs: [
    {
      sourceHandler: loadOpenAPISubgraph('Aula', {
        source: './openapi.json',
        endpoint: '${apiOrigin}',
        operationHeaders: { authorization: '{context.headers.authorization}' },
      }),
    },
  ],
  additionalTypeDefs: \`
    extend type query_studyGroupGetAll_oneOf_0_items {
      assignmentPages(first: Int): [assignmentsGetPages_response]
        @resolveTo(sourceName: "Aula", sourceTypeName: "Query", sourceFieldName: "assignmentsGetPages",
          requiredSelectionSet: "{ id }", sourceArgs: { studyGroupIds: "{root.id}", first: "{args.first}" })
    }
    extend type query_assignmentsGetPages_oneOf_0_items_items_items {
      attemptPages(first: Int): [assignmentsGetAttemptPages_response]
        @resolveTo(sourceName: "Aula", sourceTypeName: "Query", sourceFieldName: "assignmentsGetAttemptPages",
          requiredSelectionSet: "{ id }", sourceArgs: { assignmentIds: "{root.id}", first: "{args.first}" })
    }
    extend type query_assignmentsGetAttemptPages_oneOf_0_items_items_items {
      profiles: [profileGetAll_response]
        @resolveTo(sourceName: "Aula", sourceTypeName: "Query", sourceFieldName: "profileGetAll",
          requiredSelectionSet: "{ profileId }", sourceArgs: { ids: "{root.profileId}" })
    }
  \`,
});
`,
  );
  // Counts the REST calls the peer makes (a counter per upstream fetch) and reports them on /upstream-calls.
  await writeFile(
    join(peerDir, 'gateway.config.mjs'),
    `let upstreamCalls = 0;
export const gatewayConfig = {
  plugins: () => [
    {
      onFetch() {
        upstreamCalls++;
      },
      onRequest({ url, endResponse, fetchAPI }) {
        if (url.pathname === '/upstream-calls') endResponse(fetchAPI.Response.json({ upstreamCalls }));
      },
    },
  ],
};
`,
  );
  await run(join(peerDir, 'node_modules/.bin/mesh-compose'), ['-o', 'supergraph.graphql'], { cwd: peerDir, maxBuffer: 1 << 24 });
}

/** Hive Gateway in its own process (one, not forked), serving the composed supergraph. */
function startPeer() {
  const bin = join(peerDir, 'node_modules/.bin/hive-gateway');
  const args = [
    bin,
    'supergraph',
    'supergraph.graphql',
    '--port',
    String(peerPort),
    '--host',
    '127.0.0.1',
    '--fork',
    '1',
    '-c',
    'gateway.config.mjs',
  ];
  return startNode(args, { cwd: peerDir, env: { NODE_ENV: 'production' } }, /Listening on/);
}

interface PeerCase {
  name: string;
  aula: Call;
  peer: Call;
  /** The REST calls Aula's gateway makes for it, sent through the bare hop. */
  rest: Call[];
}

/** The same three reads, as each gateway's schema asks for them; both send the same REST calls for the first two. */
function peerCases(token: string, groups: Dataset['groups']): PeerCase[] {
  const [g1, g10] = [groups[1], groups[10]];
  const peerCall = (query: string, variables: Record<string, unknown>): Call => ({
    method: 'POST',
    path: '/graphql',
    headers: json(token),
    body: JSON.stringify({ query, variables }),
  });
  return [
    {
      name: 'one entity (a study group)',
      aula: graphqlCall(token, 'query Entity($id: ID!) { node(id: $id) { ... on StudyGroup { id name description } } }', {
        id: toGlobalId('StudyGroup', g1),
      }),
      peer: peerCall(
        'query Entity($ids: String) { studyGroupGetAll(ids: $ids, opened: TRUE) { ... on query_studyGroupGetAll_oneOf_0_items { id name description } } }',
        { ids: g1 },
      ),
      rest: [restCall(token, `/study-group/getAll?ids=${g1}&opened=true`)],
    },
    {
      name: 'a list of 10 (assignments of a group)',
      aula: graphqlCall(
        token,
        'query List($id: ID!) { node(id: $id) { ... on StudyGroup { assignments(first: 10) { edges { node { id name difficulty } } } } } }',
        { id: toGlobalId('StudyGroup', g10) },
      ),
      peer: peerCall(
        `query List($ids: String!) { assignmentsGetPages(studyGroupIds: $ids, first: 10, requireReadable: TRUE) {
          ... on query_assignmentsGetPages_oneOf_0_items { items { id name difficulty } } } }`,
        { ids: g10 },
      ),
      rest: [restCall(token, `/assignments/getPages?studyGroupIds=${g10}&first=10&requireReadable=true`)],
    },
    {
      name: 'nested: group → 10 assignments → attempts → student',
      aula: graphqlCall(
        token,
        `query Nested($id: ID!) { node(id: $id) { ... on StudyGroup { name assignments(first: 10) { edges { node { name
          attempts(first: 50) { edges { node { score submittedAt profile { username } } } } } } } } } }`,
        { id: toGlobalId('StudyGroup', g10) },
      ),
      peer: peerCall(
        `query Nested($ids: String) { studyGroupGetAll(ids: $ids, opened: TRUE) { ... on query_studyGroupGetAll_oneOf_0_items { name
          assignmentPages(first: 10) { ... on query_assignmentsGetPages_oneOf_0_items { items { name
            attemptPages(first: 50) { ... on query_assignmentsGetAttemptPages_oneOf_0_items { items { score submittedAt
              profiles { ... on query_profileGetAll_oneOf_0_items { username } } } } } } } } } } }`,
        { ids: g10 },
      ),
      rest: [], // filled in below from the api's own answers (the assignment and profile ids)
    },
  ];
}

/** The nested read's REST calls as Aula makes them: group, its page, the page's attempts in one call, their profiles. */
async function nestedRestCalls(token: string, groupId: string): Promise<Call[]> {
  const get = async (path: string) =>
    (await request(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })).body.json() as Promise<unknown>;
  const [page] = (await get(`/assignments/getPages?studyGroupIds=${groupId}&first=10`)) as Array<{ items: Array<{ id: string }> }>;
  const assignmentIds = page!.items.map((a) => a.id).join(',');
  const pages = (await get(`/assignments/getAttemptPages?assignmentIds=${assignmentIds}&first=50`)) as Array<{ items: Array<{ profileId: string }> }>;
  const profileIds = [...new Set(pages.flatMap((p) => p.items.map((a) => a.profileId)))].join(',');
  return [
    restCall(token, `/study-group/getAll?ids=${groupId}&opened=true`),
    restCall(token, `/assignments/getPages?studyGroupIds=${groupId}&first=10`),
    restCall(token, `/assignments/getAttemptPages?assignmentIds=${assignmentIds}&first=50`),
    restCall(token, `/profile/getAll?ids=${profileIds}`),
  ];
}

/** REST calls per operation of each gateway, over `count` operations: Aula's /metrics counter, the peer's plugin. */
async function restCallsPerOperation(c: PeerCase, count = 20) {
  const aulaCalls = async () =>
    (await (await request(`${gatewayUrl}/metrics`)).body.text())
      .split('\n')
      .filter((line) => line.startsWith('aula_gateway_upstream_requests_total{'))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
  const peerCalls = async () => ((await (await request(`${peerUrl}/upstream-calls`)).body.json()) as { upstreamCalls: number }).upstreamCalls;
  const before = { aula: await aulaCalls(), peer: await peerCalls() };
  for (let i = 0; i < count; i++) {
    await send(gatewayUrl, c.aula);
    await send(peerUrl, c.peer);
  }
  return { aula: round(((await aulaCalls()) - before.aula) / count), peer: round(((await peerCalls()) - before.peer) / count) };
}

/** p50 in ms of Aula, the peer and the bare hop (Aula's REST calls), timed in turn request by request after a warm-up. */
async function interleavedP50(c: PeerCase, samples: number, warmup = Math.ceil(samples / 6)) {
  const sequences = [
    { origin: gatewayUrl, calls: [c.aula], times: [] as number[] },
    { origin: peerUrl, calls: [c.peer], times: [] as number[] },
    { origin: bareHopUrl, calls: c.rest, times: [] as number[] },
  ];
  for (let i = 0; i < samples + warmup; i++) {
    for (const sequence of sequences) {
      const start = performance.now();
      for (const call of sequence.calls) await send(sequence.origin, call);
      if (i >= warmup) sequence.times.push(performance.now() - start);
    }
  }
  const median = (times: number[]) => round(times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!);
  const [aula, peer, bareHop] = sequences.map(({ times }) => median(times));
  return { aula: aula!, peer: peer!, bareHop: bareHop! };
}

/** One row: both gateways (and the bare hop's floor) on one read, and whether Aula is ahead on each measure. */
async function peerRow(c: PeerCase, pids: { gateway: number; api: number; peer: number }, samples: number) {
  const calls = await restCallsPerOperation(c);
  const p50 = await interleavedP50(c, samples);
  const cpu = {
    aula: (await cpuPerOperation(pids, gatewayUrl, [c.aula], 500)).gateway,
    peer: (await cpuPerOperation({ gateway: pids.peer, api: pids.api }, peerUrl, [c.peer], 500)).gateway,
  };
  const rps = {
    aula: await throughput(gatewayUrl, [c.aula]),
    peer: await throughput(peerUrl, [c.peer]),
    bareHop: await throughput(bareHopUrl, c.rest),
  };
  return {
    case: c.name,
    'Aula / Hive p50 ms': `${p50.aula} / ${p50.peer}`,
    'bare hop p50 ms': p50.bareHop,
    'Hive/Aula p50': round(p50.peer / p50.aula),
    'Aula / Hive req/s @50': `${rps.aula.perSecond} / ${rps.peer.perSecond}`,
    'bare hop req/s @50': rps.bareHop.perSecond,
    'Aula / Hive CPU ms/op': `${cpu.aula} / ${cpu.peer}`,
    'Hive/Aula CPU': round(cpu.peer / cpu.aula),
    'Aula / Hive REST calls/op': `${calls.aula} / ${calls.peer}`,
    'Aula ahead': p50.aula < p50.peer && rps.aula.perSecond > rps.peer.perSecond && cpu.aula < cpu.peer && calls.aula <= calls.peer,
    'failures Aula / Hive': `${rps.aula.failures} / ${rps.peer.failures}`,
  };
}

/** Installs and composes the peer, starts the product beside it on a fresh PGlite, and measures the three rows. */
export async function peerFigures(samples = Number(process.env.SAMPLES ?? 300)) {
  await installPeer();
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-peer-data-'));
  const product = await startServers(dataDir);
  let peer: Awaited<ReturnType<typeof startPeer>> | undefined;
  try {
    const data = await createDataset(apiUrl, 10);
    await composePeer();
    peer = await startPeer();
    const cases = peerCases(data.teacher.token, data.groups);
    cases[2]!.rest = await nestedRestCalls(data.teacher.token, data.groups[10]);
    const rows = [];
    for (const c of cases) rows.push(await peerRow(c, { ...product.pids, peer: peer.child.pid! }, samples));
    const peerVersion = JSON.parse(await readFile(join(peerDir, 'node_modules/@graphql-hive/gateway/package.json'), 'utf8')).version as string;
    return {
      peer: `Hive Gateway ${peerVersion} (Mesh compose over /api/v1/docs/json)`,
      rows,
      aulaAheadOnEveryRow: rows.every((row) => row['Aula ahead']),
    };
  } finally {
    await peer?.stop();
    await product.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await peerFigures();
  console.log(figures.peer);
  console.table(figures.rows);
  console.log(`Aula ahead on every row: ${figures.aulaAheadOnEveryRow}`);
}
