import type { Sample } from './webClient.js';

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The q-quantile (0 to 1) of some milliseconds, by the nearest rank. */
export function quantile(values: number[], q: number) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!);
}

/** p50 / p99 and counts of each operation the students sent, answered or not. */
export function byOperation(samples: Sample[]) {
  const operations = new Map<string, Sample[]>();
  for (const sample of samples) operations.set(sample.operation, [...(operations.get(sample.operation) ?? []), sample]);
  return Object.fromEntries(
    [...operations].map(([operation, all]) => {
      const answered = all.filter((s) => s.ok).map((s) => s.ms);
      return [operation, { requests: all.length, failed: all.length - answered.length, p50: quantile(answered, 0.5), p99: quantile(answered, 0.99) }];
    }),
  );
}

/**
 * The answered requests of one operation by when they were sent, in bins of `binMs` from `origin` (Date.now() time):
 * how many arrived in each and how long they took. A burst's latency follows how densely its requests arrive.
 */
export function byArrival(samples: Sample[], operation: string, origin: number, binMs: number) {
  const bins = new Map<number, number[]>();
  for (const sample of samples) {
    if (sample.operation !== operation || !sample.ok) continue;
    const bin = Math.floor((sample.sentAt - origin) / binMs);
    const ms = bins.get(bin) ?? [];
    bins.set(bin, ms);
    ms.push(sample.ms);
  }
  return [...bins]
    .sort(([a], [b]) => a - b)
    .map(([bin, ms]) => ({ fromSecond: (bin * binMs) / 1000, requests: ms.length, p50: quantile(ms, 0.5), p99: quantile(ms, 0.99) }));
}

/** One line per budget, ✓ or ✗, and how many failed. */
export function printChecks(checks: Array<readonly [string, boolean]>) {
  for (const [name, ok] of checks) console.log(`${ok ? '✓' : '✗'} ${name}`);
  const failed = checks.filter(([, ok]) => !ok).length;
  console.log(`${checks.length - failed} passed, ${failed} failed`);
  return failed;
}
