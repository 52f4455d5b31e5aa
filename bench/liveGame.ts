/**
 * A live game (En vivo) at classroom scale: 300 players (simulated clients, each with its own token, its own
 * `liveGameUpdated` stream over Server-Sent Events and its own answers over HTTP) and a host, on loopback.
 *
 * Two layouts, each on a fresh database: the api and one gateway, then the api and two gateways (players split
 * between them, the host on the first) with Redis between them, as deployed. Measured over every question:
 * - advance → players: from the host's `advanceLiveGame` being sent to each player's stream holding the new
 *   question (p50, p95 over players × questions; budget p95 ≤ 1 s);
 * - last answer → host: from the last answer's reply reaching its player to the host's stream counting every answer
 *   (the issue's figure, budget p95 ≤ 300 ms; with a handful of questions its p95 is their maximum, so the table
 *   gives median and maximum); the last answer closes the question, so that count arrives with the reveal;
 * - every answer → host: the same from each answer's reply to the host's count reaching it, a stricter reading;
 * - memory per open stream: the gateways' RSS before and after opening the streams, divided by the streams.
 *
 * Needs Redis (REDIS_URL, default redis://127.0.0.1:6379). DATABASE_URL puts the api on a fresh PostgreSQL database
 * (`aula_bench_live`), otherwise PGlite. LIVE_PLAYERS (default 300), LIVE_QUESTIONS (default 5). BENCH_CPU_PROF=1 writes
 * CPU profiles of the api and the gateways into bench/profiles/.
 * Alone: `npx tsx bench/liveGame.ts`; in `npm run bench` as its `live` figures (BENCH_ONLY=live: this alone).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { request } from 'undici';
import { toGlobalId } from '../gateway/src/graphql/globalId.js';
import { api, inBatches, signUp } from './dataset.js';
import { round } from './measure.js';
import { startProcess, type Started } from './processes.js';
import { freshDatabase } from './workers.js';
import { readEvents } from './sse.js';

const apiPort = 4120;
const gatewayPorts = [4121, 4122];
const apiUrl = `http://127.0.0.1:${apiPort}/api/v1`;
const playerCount = Number(process.env.LIVE_PLAYERS ?? 300);
const questionCount = Number(process.env.LIVE_QUESTIONS ?? 5);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** What each stream asks for: enough to tell the state, the question to answer and the host's count. */
const updates = `subscription Live($id: ID!) {
  liveGameUpdated(id: $id) { status questionIndex answerCount question { ... on QuestionCommon { id } } }
}`;

interface LiveState {
  status: string;
  questionIndex: number | null;
  answerCount: number;
  question: { id: string } | null;
}

async function graphql<T>(origin: string, token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await request(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.body.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Opens one `liveGameUpdated` stream; `onState` gets each state with the moment it arrived. */
async function openStream(origin: string, token: string, gameId: string, onState: (state: LiveState, at: number) => void) {
  const controller = new AbortController();
  const response = await request(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: updates, variables: { id: gameId } }),
    signal: controller.signal,
  });
  if (response.statusCode !== 200) throw new Error(`stream: ${response.statusCode} ${await response.body.text()}`);
  const reading = readEvents(response.body, (payload, at) => {
    const state = (payload as { data?: { liveGameUpdated: LiveState } }).data?.liveGameUpdated;
    if (state) onState(state, at);
  }).catch(() => {});
  return {
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

async function rssKiB(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: round(at(0.5), 1), p95: round(at(0.95), 1), max: round(sorted.at(-1) ?? NaN, 1) };
}

/** Resolves once `check` holds, polling every 5 ms; fails after `ms`. */
async function until(check: () => boolean, ms: number, what: string) {
  const deadline = performance.now() + ms;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** One game with `playerCount` players on `gatewayCount` gateways; the figures of one layout. */
async function playOneGame(gatewayCount: number) {
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-bench-live-'));
  const databaseUrl = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL, 'aula_bench_live') : '';
  const started: Started[] = [];
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=bench/profiles'] : [];
  try {
    const apiProcess = await startProcess(
      'api/src/server.ts',
      { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, API_PORT: String(apiPort), REDIS_URL: redisUrl, TRUST_PROXY: 'loopback', AUTH_RATE_LIMIT: '0' },
      /listening/,
      profile,
    );
    started.push(apiProcess);
    const gateways: Started[] = [];
    for (const port of gatewayPorts.slice(0, gatewayCount)) {
      const gateway = await startProcess(
        'bench/gatewayServer.ts',
        { PORT: String(port), API_URL: apiUrl, REDIS_URL: redisUrl },
        /Gateway listening/,
        profile,
      );
      started.push(gateway);
      gateways.push(gateway);
    }
    const origins = gatewayPorts.slice(0, gatewayCount).map((port) => `http://127.0.0.1:${port}`);

    // The class: a teacher, the players in one group, a published assignment of true/false questions.
    const teacher = await signUp(apiUrl, 0, 'anfitrion');
    const players = await inBatches(
      Array.from({ length: playerCount }, (_, i) => i + 1),
      4,
      (n) => signUp(apiUrl, n, 'jugador'),
    );
    const group = await api(apiUrl, 'POST', '/study-group/create', teacher.token, {
      name: 'Grupo en vivo',
      profilesId: players.map((p) => p.profileId),
    });
    const assignment = await api(apiUrl, 'POST', '/assignments/create', teacher.token, {
      name: 'Juego',
      description: 'En vivo',
      studyGroupId: group.id,
    });
    for (let i = 0; i < questionCount; i++) {
      await api(apiUrl, 'POST', '/assignments-questions/createAssignmentsQuestions', teacher.token, {
        assignmentId: assignment.id,
        question: { type: 'TRUE_OR_FALSE', statement: `Afirmación número ${i + 1}`, correctAnswer: i % 2 === 0 },
      });
    }
    await api(apiUrl, 'POST', `/assignments/publish/${assignment.id}`, teacher.token, {});

    const { startLiveGame } = await graphql<{ startLiveGame: { liveGame: { id: string; pin: string } } }>(
      origins[0]!,
      teacher.token,
      'mutation Start($input: StartLiveGameInput!) { startLiveGame(input: $input) { liveGame { id pin } } }',
      // Long enough that the time never closes a question before every player has answered.
      { input: { assignmentId: toGlobalId('Assignment', assignment.id), questionSeconds: 120 } },
    );
    const { id: gameId, pin } = startLiveGame.liveGame;
    await inBatches(players, 8, (player, i) =>
      graphql(origins[i % origins.length]!, player.token, 'mutation Join($pin: String!) { joinLiveGame(input: { pin: $pin }) { liveGame { id } } }', {
        pin,
      }),
    );

    const rssBefore = await Promise.all(gateways.map((g) => rssKiB(g.child.pid!)));
    const hostEvents: Array<{ at: number; state: LiveState }> = [];
    const host = await openStream(origins[0]!, teacher.token, gameId, (state, at) => hostEvents.push({ at, state }));
    const latest: Array<LiveState | undefined> = players.map(() => undefined);
    const arrivals: Array<Map<number, number>> = players.map(() => new Map());
    const streams = await inBatches(players, 50, (player, i) =>
      openStream(origins[i % origins.length]!, player.token, gameId, (state, at) => {
        latest[i] = state;
        if (state.status === 'QUESTION' && state.questionIndex !== null && !arrivals[i]!.has(state.questionIndex)) {
          arrivals[i]!.set(state.questionIndex, at);
        }
      }),
    );
    await until(() => latest.every(Boolean) && hostEvents.length > 0, 30_000, 'every stream’s first state');
    const rssAfter = await Promise.all(gateways.map((g) => rssKiB(g.child.pid!)));

    const advanceLatencies: number[] = [];
    const answerLatencies: number[] = [];
    const lastAnswerLatencies: number[] = [];
    let failures = 0;
    const advance = (fromStatus: string, fromQuestionIndex: number | null) =>
      graphql(
        origins[0]!,
        teacher.token,
        'mutation Advance($input: AdvanceLiveGameInput!) { advanceLiveGame(input: $input) { liveGame { status questionIndex } } }',
        { input: { id: gameId, fromStatus, fromQuestionIndex } },
      );

    for (let q = 0; q < questionCount; q++) {
      const sentAt = performance.now();
      await advance(q === 0 ? 'LOBBY' : 'REVEAL', q === 0 ? null : q - 1);
      await until(() => arrivals.every((seen) => seen.has(q)), 30_000, `question ${q + 1} on every stream`);
      for (const seen of arrivals) advanceLatencies.push(seen.get(q)! - sentAt);

      // Every player answers at once; the time each reply reaches its player.
      const answeredAt = await Promise.all(
        players.map(async (player, i) => {
          try {
            await graphql(
              origins[i % origins.length]!,
              player.token,
              'mutation Answer($input: AnswerLiveQuestionInput!) { answerLiveQuestion(input: $input) { liveGame { id } } }',
              { input: { liveGameId: gameId, answer: { questionId: latest[i]!.question!.id, trueOrFalseAnswer: i % 3 !== 0 } } },
            );
          } catch {
            failures++;
          }
          return performance.now();
        }),
      );
      const countedAt = (k: number) =>
        hostEvents.find(({ state }) => state.questionIndex === q && (state.answerCount >= k || state.status === 'REVEAL'))?.at;
      await until(() => countedAt(players.length - failures) !== undefined, 30_000, `the host counting question ${q + 1}'s answers`);
      // The k-th reply to arrive is counted once the host's count reaches k.
      answeredAt
        .sort((a, b) => a - b)
        .forEach((at, k) => {
          const counted = countedAt(k + 1);
          if (counted !== undefined) answerLatencies.push(Math.max(0, counted - at));
        });
      // The figure: from the last reply to the host's count of every answer (which comes with the reveal).
      lastAnswerLatencies.push(Math.max(0, countedAt(answeredAt.length - failures)! - answeredAt.at(-1)!));
      await until(() => hostEvents.at(-1)?.state.status === 'REVEAL', 30_000, `question ${q + 1}'s reveal`);
    }
    await advance('REVEAL', questionCount - 1);
    await Promise.all([host.close(), ...streams.map((s) => s.close())]);

    const streamCount = players.length + 1;
    const grown = rssAfter.reduce((sum, after, i) => sum + after - rssBefore[i]!, 0);
    const toAll = percentiles(advanceLatencies);
    const toHost = percentiles(answerLatencies);
    const lastToHost = percentiles(lastAnswerLatencies);
    return {
      layout: `${gatewayCount} gateway${gatewayCount > 1 ? 's' : ''} + Redis, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`,
      players: players.length,
      'advance → every player p50/p95/max ms': `${toAll.p50} / ${toAll.p95} / ${toAll.max}`,
      'advance p95 budget ms': 1000,
      'last answer → host count p50/max ms': `${lastToHost.p50} / ${lastToHost.max}`,
      'every answer → host count p50/p95/max ms': `${toHost.p50} / ${toHost.p95} / ${toHost.max}`,
      'answer p95 budget ms': 300,
      'gateway RSS before/after MiB': `${round(rssBefore.reduce((a, b) => a + b, 0) / 1024, 1)} / ${round(rssAfter.reduce((a, b) => a + b, 0) / 1024, 1)}`,
      'KiB per open stream': round(grown / streamCount, 1),
      'failed answers': failures,
    };
  } finally {
    await Promise.all(started.map((process) => process.stop()));
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function liveGameFigures() {
  const rows = [await playOneGame(1), await playOneGame(2)];
  console.table(rows);
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await liveGameFigures();
