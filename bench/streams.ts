/**
 * Live notification streams at district scale (issue 33 §2), on the production layout: `scripts/production.ts` with
 * WORKERS=2 (two api and two gateway processes), a fresh PostgreSQL database (`aula_bench_streams` on the server of
 * DATABASE_URL) and a private Redis the bench starts and stops (`redis-server --port <free> --save ''`).
 *
 * A teacher, a group of STREAMS_MEMBERS (1,000) students and STREAMS_OTHERS (1,000) people outside it each open the
 * web client's `notificationAdded` stream (its persisted document, over SSE, one connection each, from this process:
 * the load generator never shares the servers' processes); the cluster spreads the connections over the two gateway
 * workers. Then the teacher publishes an assignment to the group and the bench measures:
 * - publish → each member's stream: from the publish request being sent to the notification arriving (p50/p95/max;
 *   budget p95 ≤ 2 s), every member told exactly once, nobody outside the group told anything;
 * - memory per open stream: the gateway workers' RSS before and after opening the streams (after a settle period),
 *   divided by the streams (budget ≤ 64 KiB);
 * - no growth: every stream closed, then STREAMS_CYCLES (2) more rounds of opening and closing them all; the gateway
 *   workers' heap after a full collection forced through each process's inspector (--inspect=127.0.0.1:0), after
 *   the last round against after the first (budget: ≤ 2 KiB per stream opened since; RSS beside it), and what
 *   an open stream holds outside the heap returned: the workers' sockets, their Redis subscriptions and the per-person
 *   stream leases in Redis back to where they were.
 * Which worker holds how many streams is read from each worker's open sockets (/proc) and its Redis subscriptions.
 *
 * Alone: `DATABASE_URL=postgres://… npx tsx bench/streams.ts`; in `npm run bench` as `BENCH_ONLY=streams` (merged
 * into bench/results.json). STREAMS_HEAP_SNAPSHOT=1 writes a heap snapshot of one gateway worker with every stream
 * open into bench/profiles/ (node's --heapsnapshot-signal), to see where a stream's memory goes.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import { Agent, request } from 'undici';
import { toGlobalId } from '../gateway/src/graphql/globalId.js';
import { readDocuments, webDocumentsFile } from '../gateway/src/graphql/persistedDocuments.js';
import { createAccounts } from './accounts.js';
import { api, inBatches } from './dataset.js';
import { round } from './measure.js';
import { root, startProcess, type Started } from './processes.js';
import { clientConnections, clusterWorkers, cpuSeconds, heapAfterGc, leaseCount, rssKiB, startRedis, subscriptions } from './streamsProbes.js';
import { dropDatabase, freshDatabase } from './workers.js';
import { readEvents } from './sse.js';

const [gatewayPort, apiPort] = [4130, 4131];
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}/api/v1`;
const memberCount = Number(process.env.STREAMS_MEMBERS ?? 1000);
const otherCount = Number(process.env.STREAMS_OTHERS ?? 1000);
const cycles = Number(process.env.STREAMS_CYCLES ?? 2);
/** How long the workers are left alone before their RSS is read: long enough for V8 to collect the garbage of what just happened. */
const settleMs = Number(process.env.STREAMS_SETTLE_MS ?? 10_000);
const budgets = { p95Ms: 2000, kibPerStream: 64, growthKibPerStream: 2 };

/** The web client's stream (web/src/features/shell/NotificationsBadge.tsx), sent as the client sends it: by id. */
const badgeDocumentId = (() => {
  const entry = Object.entries(readDocuments(webDocumentsFile)).find(([, text]) => text.startsWith('subscription NotificationsBadgeSubscription'));
  if (!entry) throw new Error('NotificationsBadgeSubscription is not among the persisted documents (build the web app’s artifacts)');
  return entry[0];
})();

interface Notified {
  kind: string;
  assignment: { id: string } | null;
}

interface Person {
  token: string;
  profileId: string;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, settleMs));

interface WorkerState {
  rssKiB: number[];
  connections: number[];
}

async function workerState(pids: number[]): Promise<WorkerState> {
  return { rssKiB: await Promise.all(pids.map(rssKiB)), connections: await Promise.all(pids.map((pid) => clientConnections(pid, gatewayPort))) };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The gateway workers' heaps in bytes after a forced full collection, in the order of `workers`. */
async function gatewayHeapAfterGc(product: Started, workers: number[]) {
  const heaps = await heapAfterGc(product.output());
  return workers.map((pid) => {
    const heap = heaps.get(pid);
    if (heap === undefined) throw new Error(`gateway worker ${pid} printed no inspector address`);
    return heap;
  });
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: round(at(0.5), 1), p95: round(at(0.95), 1), max: round(sorted.at(-1) ?? NaN, 1) };
}

/** Resolves once `check` holds, polling every 20 ms; fails after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** One SSE connection per stream, as many browsers would hold: no pooling limit, no pipelining. */
const dispatcher = new Agent({ connections: null, pipelining: 1, keepAliveTimeout: 1000, headersTimeout: 30_000, bodyTimeout: 0 });

/** Opens `person`'s notification stream; `onNotification` gets each notification with the moment it arrived. */
async function openStream(person: Person, onNotification: (notification: Notified, at: number) => void) {
  const controller = new AbortController();
  const response = await request(`${gatewayUrl}/graphql`, {
    method: 'POST',
    dispatcher,
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${person.token}` },
    body: JSON.stringify({ documentId: badgeDocumentId, variables: {}, operationName: 'NotificationsBadgeSubscription' }),
    signal: controller.signal,
  });
  if (response.statusCode !== 200) throw new Error(`stream: ${response.statusCode} ${await response.body.text()}`);
  let failure: string | undefined;
  const reading = readEvents(response.body, (payload, at) => {
    const { data, errors } = payload as { data?: { notificationAdded: Notified }; errors?: unknown };
    if (data?.notificationAdded) onNotification(data.notificationAdded, at);
    else failure = JSON.stringify(errors ?? payload);
  }).catch((error: unknown) => {
    if (!controller.signal.aborted) failure = String(error);
  });
  return {
    failure: () => failure,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

/** Opens a stream for every person, 50 being opened at a time. */
function openAll(people: Person[], onNotification: (index: number, notification: Notified, at: number) => void) {
  return inBatches(people, 50, (person, index) => openStream(person, (notification, at) => onNotification(index, notification, at)));
}

/** Waits until the gateways listen to every stream's channel in Redis (a stream subscribes at its first read). */
async function untilSubscribed(redis: Redis, prefix: string, people: Person[]) {
  const channels = people.map((p) => `${prefix}notificationAdded:${p.profileId}`);
  await until(
    async () => {
      const counts = (await redis.pubsub('NUMSUB', ...channels)) as Array<string | number>;
      return counts.filter((_, i) => i % 2 === 1).every((count) => Number(count) >= 1);
    },
    60_000,
    'every stream’s Redis subscription',
  );
}

export async function streamsFigures() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('Live streams at scale: not measured (set DATABASE_URL to a PostgreSQL server)');
    return null;
  }
  const databaseUrl = await freshDatabase(url, 'aula_bench_streams');
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-bench-streams-'));
  const redisServer = await startRedis();
  const redis = new Redis(redisServer.url);
  const heapSnapshot = Boolean(process.env.STREAMS_HEAP_SNAPSHOT);
  if (heapSnapshot) await mkdir(join(root, 'bench/profiles'), { recursive: true });
  let product: Started | undefined;
  try {
    product = await startProcess(
      'scripts/production.ts',
      {
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisServer.url,
        WORKERS: '2',
        PORT: String(gatewayPort),
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        // Each process's inspector, on a port of its own, lets the bench force a full collection before reading its heap.
        NODE_OPTIONS: [
          process.env.NODE_OPTIONS ?? '',
          '--inspect=127.0.0.1:0',
          heapSnapshot ? `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${join(root, 'bench/profiles')}` : '',
        ].join(' '),
      },
      /running in production mode/,
      // The cluster's workers inherit the primary's flags: BENCH_CPU_PROF=1 profiles every process.
      process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=bench/profiles'] : [],
    );
    const cluster = await clusterWorkers(product.child.pid!);
    const workers = cluster.gateway;
    if (workers.length !== 2 || cluster.api.length !== 2) throw new Error(`expected 2 api and 2 gateway workers, found ${JSON.stringify(cluster)}`);
    const cpuOf = async (pids: number[]) => sum(await Promise.all(pids.map(cpuSeconds)));

    console.log(`Signing up a teacher, ${memberCount} members and ${otherCount} others…`);
    const signUpStarted = performance.now();
    const teacher = (await createAccounts(databaseUrl, 'docente-streams', [0], 'bench-password-1'))[0]!;
    const people = await createAccounts(
      databaseUrl,
      'persona-streams',
      Array.from({ length: memberCount + otherCount }, (_, i) => i + 1),
      'bench-password-1',
    );
    const members = people.slice(0, memberCount);
    console.log(`  ${people.length + 1} accounts in ${round((performance.now() - signUpStarted) / 1000, 1)} s`);
    // A group takes at most 500 new members per request (the api's limit).
    const group = await api(apiUrl, 'POST', '/study-group/create', teacher.token, {
      name: 'Grupo del distrito',
      profilesId: members.slice(0, 500).map((m) => m.profileId),
    });
    for (let from = 500; from < members.length; from += 500) {
      await api(apiUrl, 'PATCH', '/study-group/addMembers', teacher.token, {
        groupId: group.id,
        profilesId: members.slice(from, from + 500).map((m) => m.profileId),
      });
    }
    const assignment = await api(apiUrl, 'POST', '/assignments/create', teacher.token, {
      name: 'Examen del distrito',
      description: 'Aviso a todo el grupo',
      studyGroupId: group.id,
    });
    await api(apiUrl, 'POST', '/assignments-questions/createAssignmentsQuestions', teacher.token, {
      assignmentId: assignment.id,
      question: { type: 'TRUE_OR_FALSE', statement: 'El Misti es un volcán', correctAnswer: true },
    });
    const { prefix } = (await (await request(`http://127.0.0.1:${apiPort}/live/channels`)).body.json()) as { prefix: string };

    // The notifications of joining the group went out before any stream was open; what follows starts quiet.
    await settle();
    const baseline = await workerState(workers);
    const baselineLeases = await leaseCount(redis, prefix);
    const baselineChannels = sum(await subscriptions(redis));

    console.log(`Opening ${people.length} notification streams…`);
    const publishedId = toGlobalId('Assignment', assignment.id);
    const received: Array<Array<{ notification: Notified; at: number }>> = people.map(() => []);
    const openStarted = performance.now();
    const streams = await openAll(people, (index, notification, at) => received[index]!.push({ notification, at }));
    await untilSubscribed(redis, prefix, people);
    const openSeconds = round((performance.now() - openStarted) / 1000, 1);
    await settle();
    const opened = await workerState(workers);
    const openSubscriptions = await subscriptions(redis);
    const openLeases = await leaseCount(redis, prefix);
    if (heapSnapshot) {
      // Writing it stops the worker for seconds and doubles its memory for a while: this run's figures are not the bench's.
      process.kill(workers[0]!, 'SIGUSR2');
      console.log(`  heap snapshot of gateway worker ${workers[0]} written into bench/profiles/ (this run's figures do not count)`);
      await settle();
    }

    console.log('Publishing the assignment to the group…');
    const cpuBefore = { api: await cpuOf(cluster.api), gateway: await cpuOf(cluster.gateway) };
    const publishedAt = performance.now();
    await api(apiUrl, 'POST', `/assignments/publish/${assignment.id}`, teacher.token, {});
    const isPublication = ({ notification }: { notification: Notified }) =>
      notification.kind === 'ASSIGNMENT_PUBLISHED' && notification.assignment?.id === publishedId;
    const membersTold = () => received.slice(0, memberCount).filter((events) => events.some(isPublication)).length;
    await until(() => membersTold() === memberCount, 30_000, 'the notification on every member’s stream').catch((error: Error) =>
      console.log(`  ${error.message}: ${membersTold()} of ${memberCount}`),
    );
    const cpuUsed = { api: (await cpuOf(cluster.api)) - cpuBefore.api, gateway: (await cpuOf(cluster.gateway)) - cpuBefore.gateway };
    // Room for a second copy, or one to someone outside the group, to arrive before they are counted.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const latencies = received
      .slice(0, memberCount)
      .map((events) => events.find(isPublication)?.at)
      .filter((at): at is number => at !== undefined)
      .map((at) => at - publishedAt);
    const toldTwice = received.slice(0, memberCount).filter((events) => events.filter(isPublication).length > 1).length;
    const othersTold = received.slice(memberCount).filter((events) => events.length > 0).length;
    const streamFailures = streams.map((s) => s.failure()).filter(Boolean);

    await Promise.all(streams.map((s) => s.close()));
    await settle();
    const closedOnce = await workerState(workers);
    const heapClosedOnce = await gatewayHeapAfterGc(product, workers);
    for (let cycle = 0; cycle < cycles; cycle++) {
      console.log(`Opening and closing ${people.length} streams again (${cycle + 1} of ${cycles})…`);
      const again = await openAll(people, () => {});
      await untilSubscribed(redis, prefix, people);
      await Promise.all(again.map((s) => s.close()));
    }
    // Leases are given back and channels left as each stream's server side notices its client is gone.
    await until(async () => (await leaseCount(redis, prefix)) === baselineLeases, 30_000, 'every stream lease given back').catch(() => {});
    await settle();
    const closedLast = await workerState(workers);
    const heapClosedLast = await gatewayHeapAfterGc(product, workers);
    const closedSubscriptions = await subscriptions(redis);
    const closedLeases = await leaseCount(redis, prefix);

    const told = percentiles(latencies);
    const perStream = (sum(opened.rssKiB) - sum(baseline.rssKiB)) / people.length;
    const growthPerStream = cycles ? (sum(closedLast.rssKiB) - sum(closedOnce.rssKiB)) / (people.length * cycles) : NaN;
    const heapGrowthPerStream = cycles ? (sum(heapClosedLast) - sum(heapClosedOnce)) / 1024 / (people.length * cycles) : NaN;
    const mib = (kib: number[]) => kib.map((k) => round(k / 1024, 1)).join(' + ');
    const figures = {
      layout: 'production.ts, WORKERS=2, PostgreSQL + private Redis',
      streams: people.length,
      'streams open in s': openSeconds,
      'client connections per gateway worker, before → open': baseline.connections.map((n, i) => `${n} → ${opened.connections[i]}`).join(', '),
      'Redis channels per subscriber connection (open)': openSubscriptions.join(', '),
      'publish → member stream p50/p95/max ms': `${told.p50} / ${told.p95} / ${told.max}`,
      'p95 budget ms': budgets.p95Ms,
      'CPU ms per member told, api / gateway': `${round((cpuUsed.api * 1000) / memberCount, 2)} / ${round((cpuUsed.gateway * 1000) / memberCount, 2)}`,
      'members told / of': `${latencies.length} / ${memberCount}`,
      'members told twice': toldTwice,
      'others told': othersTold,
      'stream errors': streamFailures.length,
      'gateway RSS before / open MiB': `${mib(baseline.rssKiB)} / ${mib(opened.rssKiB)}`,
      'KiB per open stream': round(perStream, 1),
      'KiB per stream budget': budgets.kibPerStream,
      'gateway RSS closed after 1 / after 1 + cycles MiB': `${mib(closedOnce.rssKiB)} / ${mib(closedLast.rssKiB)}`,
      'RSS growth KiB per stream opened since': round(growthPerStream, 2),
      'gateway heap after a forced full GC, closed after 1 / after 1 + cycles MiB': `${mib(heapClosedOnce.map((b) => b / 1024))} / ${mib(heapClosedLast.map((b) => b / 1024))}`,
      'heap growth after GC KiB per stream opened since': round(heapGrowthPerStream, 2),
      'growth budget KiB per stream': budgets.growthKibPerStream,
      'client connections before / after closing': `${sum(baseline.connections)} / ${sum(closedLast.connections)}`,
      'stream leases before / open / after': `${baselineLeases} / ${openLeases} / ${closedLeases}`,
      'Redis channels before / after closing': `${baselineChannels} / ${sum(closedSubscriptions)}`,
      within:
        told.p95 <= budgets.p95Ms &&
        latencies.length === memberCount &&
        toldTwice === 0 &&
        othersTold === 0 &&
        streamFailures.length === 0 &&
        perStream <= budgets.kibPerStream &&
        (!cycles || heapGrowthPerStream <= budgets.growthKibPerStream) &&
        sum(closedLast.connections) === sum(baseline.connections) &&
        closedLeases === baselineLeases &&
        sum(closedSubscriptions) === baselineChannels,
    };
    if (streamFailures.length) console.log('First stream errors:', streamFailures.slice(0, 3));
    console.table(figures);
    return figures;
  } finally {
    await product?.stop();
    redis.disconnect();
    await redisServer.stop();
    await dispatcher.close();
    await rm(dataDir, { recursive: true, force: true });
    await dropDatabase(url, 'aula_bench_streams');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await streamsFigures();
