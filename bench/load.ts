/**
 * `npm run test:load`: 50 simulated users for LOAD_SECONDS (60) against the whole product through the gateway,
 * each looping over a login, the screens' queries and a submission (sometimes re-sent, as the offline queue
 * does). Passes when no request failed, every submission was stored exactly once, and the server's memory at
 * the end is within 10% of its memory after the warm-up (5% on PostgreSQL, where no embedded database shares the
 * process). The product runs on a fresh PGlite directory, or with LOAD_DATABASE_URL (postgres://…) on a fresh
 * `aula_load` database of that server (dropped afterwards).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'undici';
import { toGlobalId } from '../gateway/src/graphql/globalId.js';
import { api, inBatches } from './dataset.js';
import { startProcess } from './processes.js';
import { dropDatabase, freshDatabase } from './workers.js';

const users = Number(process.env.LOAD_USERS ?? 50);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
// A quarter of the run, at most a minute: long runs measure from a process whose code is compiled and pools are full.
const warmupSeconds = Math.min(60, Math.round(seconds / 4));
const gatewayUrl = 'http://127.0.0.1:4200';
const apiUrl = 'http://127.0.0.1:4201/api/v1';
const password = 'load-password-1';
const dispatcher = new Agent({ connections: users * 2, keepAliveTimeout: 30_000 });
const postgresServer = process.env.LOAD_DATABASE_URL;
const scratchDatabase = 'aula_load';
/** RSS growth allowed from after the warm-up to the end: PGlite's WebAssembly memory grows and is never given back. */
const memoryBudget = postgresServer ? 0.05 : 0.1;

let requests = 0;
const failures: string[] = [];

async function graphql<T = unknown>(query: string, variables: Record<string, unknown>, token?: string): Promise<T | null> {
  requests += 1;
  const operation = /^(?:query|mutation) (\w+)/.exec(query)?.[1];
  try {
    const response = await request(`${gatewayUrl}/graphql`, {
      method: 'POST',
      dispatcher,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.body.json()) as { data?: T; errors?: Array<{ message: string }> };
    if (response.statusCode !== 200 || body.errors?.length) {
      failures.push(`${operation}: ${response.statusCode} ${body.errors?.[0]?.message ?? ''}`);
      return null;
    }
    return body.data ?? null;
  } catch (error) {
    failures.push(`${operation}: ${String(error)}`);
    return null;
  }
}

/** The process's memory from /metrics: resident, the V8 heap in use, and memory outside it (buffers, WebAssembly). */
async function memory() {
  const text = await (await request(`${gatewayUrl}/metrics`)).body.text();
  const read = (name: string) =>
    Number(
      text
        .split('\n')
        .find((l) => l.startsWith(`${name} `))
        ?.split(' ')[1] ?? 0,
    );
  return {
    rss: read('aula_gateway_process_resident_memory_bytes'),
    heap: read('aula_gateway_nodejs_heap_size_used_bytes'),
    external: read('aula_gateway_nodejs_external_memory_bytes'),
  };
}

const logIn = `mutation LoadLogIn($input: LogInInput!) { logIn(input: $input) { token } }`;
const groupsScreen = `query LoadGroups { viewer { studyGroups(first: 20) { edges { node { id name viewerIsOwner } } } } }`;
const assignmentsScreen = `query LoadAssignments($id: ID!) { node(id: $id) { ... on StudyGroup { assignments(first: 50) { edges { node { id name questionCount } } } } } }`;
const solveScreen = `query LoadSolve($id: ID!) { node(id: $id) { ... on Assignment { name questions {
  ... on TrueOrFalseQuestion { id statement } ... on MultipleAnswerQuestion { id statement options } } } } }`;
const submit = `mutation LoadSubmit($input: SubmitAssignmentAttemptInput!) { submitAssignmentAttempt(input: $input) { alreadySubmitted assignmentAttempt { id score } } }`;

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-load-'));
  const databaseUrl = postgresServer ? await freshDatabase(postgresServer, scratchDatabase) : '';
  const product = await startProcess(
    'scripts/start.ts',
    {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: '4200',
      API_PORT: '4201',
      // Every simulated student logs in from this one machine: the per-address login limit would refuse them.
      AUTH_RATE_LIMIT: '0',
    },
    /Aula is running/,
    // Node's own flags for the product (LOAD_NODE_FLAGS, e.g. V8's heap settings, which NODE_OPTIONS refuses).
    (process.env.LOAD_NODE_FLAGS ?? '').split(' ').filter(Boolean),
  );
  try {
    // A teacher, a group with every student, three assignments of two questions each.
    const teacher = await api(apiUrl, 'POST', '/auth/create', undefined, {
      firstName: 'Docente',
      lastName: 'Carga',
      email: 'docente@load.aula',
      phone: '+51 900000000',
      password,
    });
    const students = await inBatches(
      Array.from({ length: users }, (_, i) => i + 1),
      4,
      async (n) => {
        const user = await api(apiUrl, 'POST', '/auth/create', undefined, {
          firstName: `Alumno${n}`,
          lastName: 'Carga',
          email: `alumno${n}@load.aula`,
          phone: '+51 900000000',
          password,
        });
        const profile = await api(apiUrl, 'GET', '/profile/getOne', user.token);
        return { email: `alumno${n}@load.aula`, profileId: profile.id as string, token: user.token as string };
      },
    );
    const group = await api(apiUrl, 'POST', '/study-group/create', teacher.token, {
      name: 'Grupo de carga',
      profilesId: students.map((s) => s.profileId),
    });
    const assignments: Array<{ id: string; questions: Array<{ id: string; type: string }> }> = [];
    for (let i = 0; i < 3; i++) {
      const assignment = await api(apiUrl, 'POST', '/assignments/create', teacher.token, {
        name: `Tarea de carga ${i + 1}`,
        description: 'Carga',
        studyGroupId: group.id,
        // Students resubmit every round: unlimited attempts (a new assignment allows one).
        maxAttempts: null,
      });
      const questions = [];
      for (const question of [
        { type: 'TRUE_OR_FALSE', statement: 'El agua hierve a 100 °C', correctAnswer: true },
        { type: 'MULTIPLE_ANSWER', statement: '¿Cuáles son colores primarios?', options: ['Rojo', 'Verde', 'Azul'], correctOptionsIndex: [0, 2] },
      ]) {
        const { createdQuestion } = await api(apiUrl, 'POST', '/assignments-questions/createAssignmentsQuestions', teacher.token, {
          assignmentId: assignment.id,
          question,
        });
        questions.push({ id: createdQuestion.id as string, type: question.type });
      }
      await api(apiUrl, 'POST', `/assignments/publish/${assignment.id}`, teacher.token, {});
      assignments.push({ id: assignment.id, questions });
    }

    console.log(`${users} users for ${seconds} s (warm-up ${warmupSeconds} s)…`);
    const submitted = new Map<string, Set<string>>(students.map((s) => [s.profileId, new Set()]));
    let duplicatesConfirmed = 0;
    const start = Date.now();
    // Resident memory sampled every second: one sample can land on a garbage-collection peak or trough.
    const samples: Array<{ at: number; rss: number; heap: number; external: number }> = [];
    const sampler = setInterval(() => {
      void memory().then((sample) => samples.push({ at: (Date.now() - start) / 1000, ...sample }));
    }, 1000);

    await Promise.all(
      students.map(async (student, index) => {
        // Users join across the warm-up, as a class does, rather than all in the same millisecond.
        await new Promise((resolve) => setTimeout(resolve, (index * warmupSeconds * 1000) / users));
        let token = student.token;
        for (let round = 0; Date.now() - start < seconds * 1000; round++) {
          if (round % 5 === 0) {
            const session = await graphql<{ logIn: { token: string } }>(logIn, { input: { email: student.email, password } });
            if (session) token = session.logIn.token;
          }
          await graphql(groupsScreen, {}, token);
          await graphql(assignmentsScreen, { id: toGlobalId('StudyGroup', group.id) }, token);
          const assignment = assignments[(index + round) % assignments.length]!;
          await graphql(solveScreen, { id: toGlobalId('Assignment', assignment.id) }, token);
          const input = {
            assignmentId: toGlobalId('Assignment', assignment.id),
            clientSubmissionId: randomUUID(),
            answers: assignment.questions.map((q) =>
              q.type === 'TRUE_OR_FALSE'
                ? { questionId: toGlobalId('Question', q.id), trueOrFalseAnswer: round % 2 === 0 }
                : { questionId: toGlobalId('Question', q.id), chosenOptionsIndex: [0] },
            ),
          };
          const first = await graphql<{ submitAssignmentAttempt: { alreadySubmitted: boolean } }>(submit, { input }, token);
          if (first) submitted.get(student.profileId)!.add(input.clientSubmissionId);
          // Every fourth submission is sent again, as the offline queue does after a lost answer.
          if (round % 4 === 3) {
            const again = await graphql<{ submitAssignmentAttempt: { alreadySubmitted: boolean } }>(submit, { input }, token);
            if (again?.submitAssignmentAttempt.alreadySubmitted) duplicatesConfirmed += 1;
            else if (again) failures.push('a re-sent submission was counted again');
          }
        }
      }),
    );
    clearInterval(sampler);
    const elapsed = (Date.now() - start) / 1000;
    // Memory right after the warm-up against memory at the end: the median of 10 s of samples each.
    const median = (key: 'rss' | 'heap' | 'external', from: number, to: number) => {
      const window = samples
        .filter((s) => s.at >= from && s.at < to)
        .map((s) => s[key])
        .sort((a, b) => a - b);
      return window[Math.floor(window.length / 2)] ?? 0;
    };
    const memoryAtStart = median('rss', 0, 10);
    const memoryAfterWarmup = median('rss', warmupSeconds, warmupSeconds + 10);
    const memoryAtEnd = median('rss', elapsed - 10, elapsed + 1);
    const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
    const afterWarmupAndEnd = (key: 'heap' | 'external') =>
      `${mib(median(key, warmupSeconds, warmupSeconds + 10))} / ${mib(median(key, elapsed - 10, elapsed + 1))}`;

    // Every submission stored exactly once: the attempts each student has equal the ids they sent.
    let lost = 0;
    let doubled = 0;
    let stored = 0;
    for (const student of students) {
      const attempts = await api<Array<{ clientSubmissionId: string | null }>>(
        apiUrl,
        'GET',
        `/assignments/getAttempts?profileId=${student.profileId}&limit=1000`,
        student.token,
      );
      const ids = attempts.map((a) => a.clientSubmissionId);
      stored += ids.length;
      const sent = submitted.get(student.profileId)!;
      lost += [...sent].filter((id) => !ids.includes(id)).length;
      doubled += ids.length - new Set(ids).size;
    }
    const sentTotal = [...submitted.values()].reduce((n, s) => n + s.size, 0);
    const memoryChange = memoryAfterWarmup ? (memoryAtEnd - memoryAfterWarmup) / memoryAfterWarmup : 0;

    const summary = {
      database: postgresServer ? 'PostgreSQL' : 'PGlite',
      users,
      seconds: Math.round(elapsed),
      requests,
      'requests/s': Math.round(requests / elapsed),
      'failed requests': failures.length,
      'submissions sent': sentTotal,
      'attempts stored': stored,
      lost,
      doubled,
      're-sent and recognised': duplicatesConfirmed,
      'RSS in the first 10 s MiB (median)': mib(memoryAtStart),
      'RSS after warm-up MiB (median of 10 s)': mib(memoryAfterWarmup),
      'RSS at end MiB (median of last 10 s)': mib(memoryAtEnd),
      'memory change %': Math.round(memoryChange * 1000) / 10,
      'memory change budget %': memoryBudget * 100,
      'V8 heap used after warm-up / at end MiB': afterWarmupAndEnd('heap'),
      'outside the heap after warm-up / at end MiB': afterWarmupAndEnd('external'),
    };
    console.table(summary);
    const checks = [
      ['no failed request', failures.length === 0],
      ['no lost submission', lost === 0],
      ['no doubled submission', doubled === 0 && stored === sentTotal],
      [`memory at the end within ${memoryBudget * 100}% of memory after warm-up`, Math.abs(memoryChange) <= memoryBudget],
    ] as const;
    for (const [name, ok] of checks) console.log(`${ok ? '✓' : '✗'} ${name}`);
    if (failures.length) console.log('First failures:', failures.slice(0, 5));
    const failed = checks.filter(([, ok]) => !ok).length;
    console.log(`${checks.length - failed} passed, ${failed} failed`);
    process.exitCode = failed ? 1 : 0;
  } finally {
    await product.stop();
    await dispatcher.close();
    await rm(dataDir, { recursive: true, force: true });
    if (postgresServer) await dropDatabase(postgresServer, scratchDatabase);
  }
}

await main();
