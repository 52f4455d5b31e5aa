/**
 * Grading's worst cases, timed in this process: short answers against `*` wildcard patterns built to make a
 * backtracking matcher explode. Part of `npm run bench`; alone: `npx tsx bench/grading.ts`.
 */
import { grade } from '../api/src/features/questions/grading.js';

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

if (import.meta.url === `file://${process.argv[1]}`) benchGrading();
