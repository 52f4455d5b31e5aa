/**
 * Grading's worst cases: timed in this process, short answers against `*` wildcard patterns built to make a
 * backtracking matcher explode; and under load, the worst submission the schemas accept sent in a loop by 4
 * clients to an api in its own process while /healthz is polled and the api's event-loop delay is recorded.
 * Part of `npm run bench`; alone: `npx tsx bench/grading.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { questionLimits as limits } from '@aula/common';
import { grade } from '../api/src/features/questions/grading.js';
import { api, inBatches } from './dataset.js';
import { round } from './measure.js';
import { startProcess } from './processes.js';

const shortAnswer = (acceptedAnswers: string[]) => ({ type: 'SHORT_ANSWER' as const, details: { acceptedAnswers } });

/** Median and maximum of `runs` timings of `work`, in milliseconds. */
function time(work: () => unknown, runs = 50) {
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    work();
    timings.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  timings.sort((a, b) => a - b);
  return { median: timings[runs >> 1]!, max: timings[runs - 1]! };
}

export function benchGrading() {
  // A regular expression took about 50 s on the first one, doubling every two more characters.
  const cases = [
    { name: "'*a*a*a*a*a*a*a*a*a*a*b' vs 38 × 'a'", question: shortAnswer(['*a*a*a*a*a*a*a*a*a*a*b']), answer: 'a'.repeat(38) },
    {
      name: '2000-character answer vs 20 patterns of 500 characters',
      question: shortAnswer(Array.from({ length: 20 }, () => `${'*a'.repeat(249)}*b`)),
      answer: 'a'.repeat(2000),
    },
    // A retry-at-every-position matcher took 76 ms on this one; questions stored before the limits keep it.
    {
      name: "2000-character answer vs 20 × '*aaa…ab' of 500 characters",
      question: shortAnswer(Array.from({ length: 20 }, () => `*${'a'.repeat(498)}b`)),
      answer: 'a'.repeat(2000),
    },
    {
      name: `the limits' worst: ${limits.answerLength}-character answer vs ${limits.acceptedAnswers} × '*aaa…ab' of ${limits.acceptedAnswerLength}`,
      question: shortAnswer(Array.from({ length: limits.acceptedAnswers }, () => `*${'a'.repeat(limits.acceptedAnswerLength - 2)}b`)),
      answer: 'a'.repeat(limits.answerLength),
    },
  ];
  console.log('\nGrading (one short answer, in-process)');
  const figures: Record<string, { medianMs: number; maxMs: number }> = {};
  for (const { name, question, answer } of cases) {
    const { median, max } = time(() => grade(question, { shortAnswer: answer }));
    console.log(`  ${name}: median ${median.toFixed(3)} ms, max ${max.toFixed(3)} ms`);
    figures[name] = { medianMs: Number(median.toFixed(3)), maxMs: Number(max.toFixed(3)) };
  }
  return figures;
}

// The largest submission the schemas accept, built to cost the matcher most: every question a short answer with
// the most accepted answers of the longest length, each `*aaa…ab` (a matcher that retries the pattern at every
// position of the answer pays answer × pattern on it), answered with the longest answer of `a`s.
const worstCase = {
  questions: limits.answers,
  acceptedAnswers: limits.acceptedAnswers,
  acceptedLength: limits.acceptedAnswerLength,
  answerLength: limits.answerLength,
};

const port = Number(process.env.BENCH_GRADING_PORT ?? 4107);
const origin = `http://127.0.0.1:${port}`;
const loadSeconds = Number(process.env.BENCH_GRADING_SECONDS ?? 15);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** A teacher, 4 students in a group and an assignment of `worstCase.questions` worst-case short answers. */
async function worstAssignment(apiUrl: string) {
  const signUp = async (n: number) => {
    const user = await api(apiUrl, 'POST', '/auth/create', undefined, {
      firstName: `Persona${n}`,
      lastName: 'Benchmark',
      email: `calificar${n}@bench.aula`,
      phone: '+51 900000000',
      password: 'bench-password-1',
    });
    const profile = await api(apiUrl, 'GET', '/profile/getOne', user.token);
    return { token: user.token as string, profileId: profile.id as string };
  };
  const [teacher, ...students] = await Promise.all([0, 1, 2, 3, 4].map(signUp));
  const group = await api(apiUrl, 'POST', '/study-group/create', teacher!.token, {
    name: 'Grupo de calificación',
    description: 'El peor caso de calificación',
    profilesId: students.map((s) => s.profileId),
  });
  const assignment = await api(apiUrl, 'POST', '/assignments/create', teacher!.token, {
    name: 'Tarea más costosa',
    description: 'Respuestas cortas con comodines',
    studyGroupId: group.id,
    maxAttempts: null,
  });
  const pattern = `*${'a'.repeat(worstCase.acceptedLength - 2)}b`;
  const questionIds = await inBatches(
    Array.from({ length: worstCase.questions }, (_, i) => i),
    4,
    async (i) => {
      const { createdQuestion } = await api(apiUrl, 'POST', '/assignments-questions/createAssignmentsQuestions', teacher!.token, {
        assignmentId: assignment.id,
        question: {
          type: 'SHORT_ANSWER',
          statement: `Pregunta ${i + 1}: escriba la palabra`,
          acceptedAnswers: Array.from({ length: worstCase.acceptedAnswers }, () => pattern),
        },
      });
      return createdQuestion.id as string;
    },
  );
  await api(apiUrl, 'POST', `/assignments/publish/${assignment.id}`, teacher!.token, {});
  return { assignmentId: assignment.id as string, questionIds, students };
}

/**
 * 4 clients submit the worst case in a loop for BENCH_GRADING_SECONDS while one more polls /healthz; then the
 * api's event-loop delay over the same span. Budget: /healthz p99 ≤ 100 ms, event-loop delay p99 ≤ 50 ms.
 */
export async function benchGradingUnderLoad() {
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-bench-grading-'));
  const server = await startProcess(
    'bench/gradingApi.ts',
    { DATABASE_URL: process.env.BENCH_GRADING_DB ?? '', DATA_DIR: dataDir, API_PORT: String(port), AUTH_RATE_LIMIT: '0' },
    /listening/,
    process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=bench/profiles'] : [],
  );
  try {
    const apiUrl = `${origin}/api/v1`;
    console.log(`\nGrading under load: ${JSON.stringify(worstCase)}, 4 clients for ${loadSeconds} s`);
    const { assignmentId, questionIds, students } = await worstAssignment(apiUrl);
    const answers = questionIds.map((questionId) => ({ questionId, shortAnswer: 'a'.repeat(worstCase.answerLength) }));
    const until = Date.now() + loadSeconds * 1000;
    await request(`${origin}/bench/event-loop?reset=1`).then((r) => r.body.text());
    const submissions: number[] = [];
    const health: number[] = [];
    const failures: number[] = [];
    let sent = 0;
    const clients = students.map(async (student) => {
      while (Date.now() < until) {
        const start = performance.now();
        const reply = await request(`${apiUrl}/assignments/submit`, {
          method: 'POST',
          headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ assignmentId, clientSubmissionId: `bench-grading-${sent++}`, answers }),
        });
        await reply.body.text();
        if (reply.statusCode === 201) submissions.push(performance.now() - start);
        else failures.push(reply.statusCode);
      }
    });
    const probe = (async () => {
      while (Date.now() < until) {
        const start = performance.now();
        const reply = await request(`${origin}/healthz`);
        await reply.body.text();
        health.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await Promise.all([...clients, probe]);
    const eventLoop = await api(origin, 'GET', '/bench/event-loop');
    health.sort((a, b) => a - b);
    submissions.sort((a, b) => a - b);
    const figures = {
      submissions: submissions.length,
      failedSubmissions: failures.length,
      submissionP50Ms: round(percentile(submissions, 50)),
      healthzP50Ms: round(percentile(health, 50)),
      healthzP99Ms: round(percentile(health, 99)),
      healthzMaxMs: round(health.at(-1) ?? 0),
      eventLoopDelayP99Ms: eventLoop.p99,
      eventLoopDelayMaxMs: eventLoop.max,
    };
    console.table(figures);
    return { worstCase, ...figures };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchGrading();
  await benchGradingUnderLoad();
}
