/**
 * The exam burst (issue 33 §1): BURST_STUDENTS (1,000) students of one group take a timed exam of 20 questions of
 * every kind on the production layout (scripts/production.ts, BURST_WORKERS=2 api and gateway workers, a fresh
 * PostgreSQL database `aula_burst` on the server of DATABASE_URL, a Redis of its own), this process being the load
 * generator. The students log in first, arriving in class (BURST_LOGINS=0 skips it: they keep the sessions their
 * accounts were made with), then open the exam evenly over BURST_WINDOW_SECONDS (10), spend BURST_THINK_MS (6,000)
 * on each question with the draft going to the server as the web app sends it (2 s after the last change: one per
 * answer), and press 'Finalizar': working at one pace, they submit within the same 10 s (the bell). Every tenth
 * sends the submission again. Then the teacher reads the grades, the gradebook, the statistics, the dashboard and
 * the members. BURST_FAULTS=1 kills an api worker and a gateway worker and restarts Redis while the submissions
 * arrive. `BENCH_ONLY=burst npm run bench`, or alone: `npx tsx bench/burst.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { checkSubmissions } from './burst/databaseCheck.js';
import { createExam } from './burst/exam.js';
import { runFaults } from './burst/faults.js';
import { byArrival, byOperation, printChecks, quantile, round } from './burst/report.js';
import { connectionMeter, cpuMeter, readLoopProbes, signalLoopProbes } from './burst/samplers.js';
import { freePort, startPrivateRedis, startProductionLayout } from './burst/servers.js';
import { logInStudents, runBurst, type BurstPlan } from './burst/students.js';
import { readAsTeacher } from './burst/teacherReads.js';
import { webClient } from './burst/webClient.js';
import { dropDatabase, freshDatabase } from './workers.js';

const env = process.env;
const students = Number(env.BURST_STUDENTS || 1000);
const workers = Number(env.BURST_WORKERS || 2);
const faults = env.BURST_FAULTS === '1';
const plan: BurstPlan = {
  windowSeconds: Number(env.BURST_WINDOW_SECONDS || 10),
  thinkMs: Number(env.BURST_THINK_MS || 6000),
  draftDelayMs: 2000,
  resendEvery: 10,
};

export async function burstFigures() {
  if (!env.DATABASE_URL) {
    console.log('The exam burst needs DATABASE_URL (a PostgreSQL server where a fresh aula_burst database may be made): skipped');
    return 'not measured (set DATABASE_URL)';
  }
  // BURST_DATABASE names another, so a small run while developing never drops the database of a measuring one.
  const databaseUrl = await freshDatabase(env.DATABASE_URL, env.BURST_DATABASE || 'aula_burst');
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-burst-'));
  const probeDir = await mkdtemp(join(tmpdir(), 'aula-burst-probes-'));
  const redis = await startPrivateRedis(await freePort());
  const layout = await startProductionLayout({
    databaseUrl,
    redisUrl: redis.url,
    workers,
    gatewayPort: await freePort(),
    apiPort: await freePort(),
    dataDir,
    probeDir,
    cpuProfileDir: env.BENCH_CPU_PROF ? 'bench/profiles' : undefined,
  });
  const client = webClient(layout.gatewayUrl, students + 10);
  try {
    console.log(`Making the exam: a teacher, ${students} students in one group, 20 questions…`);
    const exam = await createExam(layout.apiUrl, databaseUrl, students);

    let tokens = exam.students.map((student) => student.token);
    let logins: Record<string, unknown> = { skipped: 'BURST_LOGINS=0' };
    if (env.BURST_LOGINS !== '0') {
      console.log(`${students} students log in through the gateway (16 at a time)…`);
      const began = performance.now();
      const loggedIn = await logInStudents(client, exam, 16);
      const seconds = (performance.now() - began) / 1000;
      const { p50, p99 } = byOperation(client.samples).useLogInMutation!;
      logins = { seconds: round(seconds), perSecond: round(students / seconds), p50, p99, retries: loggedIn.retries };
      tokens = loggedIn.tokens;
      client.samples.length = 0;
    }

    const bellMs = (exam.questions.length + 1) * plan.thinkMs;
    console.log(
      `The burst: ${students} students open the exam over ${plan.windowSeconds} s, ${plan.thinkMs} ms per question` +
        ` (submissions from ${round(bellMs / 1000)} s on)${faults ? ', with faults' : ''}…`,
    );
    // Other work on the machine moves every figure: the run says how busy it was when the burst began.
    const loadAverage = loadavg()[0]!;
    const cpu = cpuMeter(layout);
    const connections = await connectionMeter(databaseUrl);
    const generatorDelay = monitorEventLoopDelay({ resolution: 10 });
    signalLoopProbes(layout);
    const burstBegan = Date.now();
    const startsAt = burstBegan + 500;
    cpu.begin();
    generatorDelay.enable();
    const bell = startsAt + bellMs;
    const windowMs = plan.windowSeconds * 1000;
    const faultLog = faults
      ? runFaults(
          layout,
          redis,
          { apiWorker: bell + 0.2 * windowMs, gatewayWorker: bell + 0.45 * windowMs, redis: bell + 0.7 * windowMs },
          cpu.sample,
        )
      : Promise.resolve([]);
    const results = await runBurst(client, exam, tokens, plan, startsAt);
    const burstSeconds = (Date.now() - startsAt) / 1000;
    generatorDelay.disable();
    const cpuSeconds = cpu.end();
    const pgConnections = await connections.end();
    const happened = await faultLog;
    const askedAt = Date.now();
    signalLoopProbes(layout);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const loops = await readLoopProbes(probeDir, askedAt);

    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    const stored = await checkSubmissions(async (sql, params) => (await database.query(sql, params)).rows, exam, results).finally(() =>
      database.end(),
    );

    const operations = byOperation(client.samples);
    const submissionsByArrival = byArrival(client.samples, 'useSubmitAssignmentAttemptMutation', startsAt, 2000);
    client.samples.length = 0;
    console.log('The teacher reads the results (5 rounds)…');
    const reads = await readAsTeacher(client, exam, 5);

    const acknowledged = results.filter((r) => r.attemptId !== undefined);
    const submit = operations.useSubmitAssignmentAttemptMutation ?? { requests: 0, failed: 0, p50: NaN, p99: NaN };
    const apiLoopP99 = Math.max(...loops.filter((l) => l.service === 'api').map((l) => l.p99));
    const resent = results.filter((r) => r.resent);
    const figures = {
      students,
      workers,
      faults: happened,
      workersExited: layout.exits,
      logins,
      loadAverageAtStart: round(loadAverage, 2),
      burstSeconds: round(burstSeconds),
      submissions: {
        acknowledged: acknowledged.length,
        ...stored,
        resent: resent.length,
        resendsRecognised: resent.filter((r) => r.resendRecognised).length,
        scoresAnsweredWrong: acknowledged.filter((r) => Math.abs(r.score! - r.expectedScore) > 1e-9).length,
        refused: results
          .filter((r) => r.refusal)
          .map((r) => r.refusal)
          .slice(0, 5),
      },
      submitMs: { p50: submit.p50, p99: submit.p99, requests: submit.requests },
      // The submissions' densest 2 s: the bell's 10 s window, or narrower when the opening's queue drained at once.
      submissionsPeakPerSecond: Math.max(0, ...submissionsByArrival.map((bin) => bin.perSecond)),
      submitUntilAcknowledgedMs: {
        p50: quantile(
          acknowledged.map((r) => r.submitMs!),
          0.5,
        ),
        p99: quantile(
          acknowledged.map((r) => r.submitMs!),
          0.99,
        ),
      },
      retriedRequests: results.reduce((sum, r) => sum + r.retries, 0),
      drafts: {
        sent: results.reduce((sum, r) => sum + r.draftsSent, 0),
        failed: results.reduce((sum, r) => sum + r.draftsFailed, 0),
        perSecondWhileWorking: round((students * 1000) / plan.thinkMs),
      },
      operations,
      submissionsByArrival,
      eventLoopDelayMs: loops.map(({ pid, service, p50, p99, max }) => ({ pid, service, p50, p99, max })),
      loadGeneratorEventLoopP99Ms: round(generatorDelay.percentile(99) / 1e6),
      cpuMsPerSubmission: Object.fromEntries(
        Object.entries(cpuSeconds).map(([service, s]) => [service, round((s * 1000) / Math.max(1, acknowledged.length), 2)]),
      ),
      postgresConnections: pgConnections,
      teacherReads: reads.map(({ name, ms, counts, errors, expected, complete }) => ({
        read: name,
        p50: quantile(ms, 0.5),
        p95: quantile(ms, 0.95),
        rows: [...counts].join(' / '),
        expected,
        complete,
        errors: errors.slice(0, 1),
      })),
    };
    console.log(
      JSON.stringify(
        { ...figures, operations: undefined, submissionsByArrival: undefined, teacherReads: undefined, eventLoopDelayMs: undefined },
        null,
        2,
      ),
    );
    console.table(operations);
    console.log('Submissions by when they were sent (2 s bins from the start of the burst):');
    console.table(submissionsByArrival);
    console.table(figures.eventLoopDelayMs);
    console.table(figures.teacherReads);
    if (happened.length) console.log('Faults:', happened.join('; '));
    const failed = printChecks([
      ['0 lost (every student has a stored attempt)', stored.lost === 0],
      ['0 doubled (one attempt per student)', stored.doubled === 0 && stored.foreign === 0],
      ['every stored attempt whole and graded right', stored.incomplete === 0 && stored.wrongScores === 0],
      ['every re-sent submission answered with the first attempt', resent.every((r) => r.resendRecognised)],
      [`submit p99 ≤ 1,000 ms (${submit.p99} ms)`, submit.p99 <= 1000],
      [`api event-loop delay p99 ≤ 50 ms (worst worker ${apiLoopP99} ms)`, apiLoopP99 <= 50],
      [
        `PostgreSQL connections within max_connections (peak ${pgConnections.server} of ${pgConnections.maxConnections})`,
        pgConnections.server < pgConnections.maxConnections,
      ],
      ...reads.map(
        (read) =>
          [`teacher: ${read.name} complete, p50 ≤ 1,000 ms (${quantile(read.ms, 0.5)} ms)`, read.complete && quantile(read.ms, 0.5) <= 1000] as const,
      ),
    ]);
    return { ...figures, budgetsFailed: failed };
  } finally {
    await client.close();
    await layout.stop();
    await redis.stop();
    // The run's database goes with it: figures, not data, are what a bench keeps.
    await dropDatabase(env.DATABASE_URL!, new URL(databaseUrl).pathname.slice(1));
    await rm(dataDir, { recursive: true, force: true });
    await rm(probeDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await burstFigures();
  process.exitCode = typeof figures === 'object' && figures.budgetsFailed ? 1 : 0;
}
