import type { Sample } from './webClient.js';

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The q-quantile (0 to 1) of some milliseconds, by the nearest rank. */
export function quantile(values: number[], q: number) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!);
}

/** The samples grouped by `keyOf`, in the order each key first came. */
function groupBy<K>(samples: Sample[], keyOf: (sample: Sample) => K) {
  const groups = new Map<K, Sample[]>();
  for (const sample of samples) {
    const key = keyOf(sample);
    const group = groups.get(key) ?? [];
    groups.set(key, group);
    group.push(sample);
  }
  return groups;
}

/** p50 / p99 and counts of each operation the students sent, answered or not. */
export function byOperation(samples: Sample[]) {
  return Object.fromEntries(
    [...groupBy(samples, (sample) => sample.operation)].map(([operation, all]) => {
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
  const answered = samples.filter((sample) => sample.operation === operation && sample.ok);
  return [...groupBy(answered, (sample) => Math.floor((sample.sentAt - origin) / binMs))]
    .sort(([a], [b]) => a - b)
    .map(([bin, group]) => {
      const ms = group.map((sample) => sample.ms);
      return {
        fromSecond: (bin * binMs) / 1000,
        requests: ms.length,
        perSecond: (ms.length * 1000) / binMs,
        p50: quantile(ms, 0.5),
        p99: quantile(ms, 0.99),
      };
    });
}

/** One line per budget, ✓ or ✗, and how many failed. */
export function printChecks(checks: Array<readonly [string, boolean]>) {
  for (const [name, ok] of checks) console.log(`${ok ? '✓' : '✗'} ${name}`);
  const failed = checks.filter(([, ok]) => !ok).length;
  console.log(`${checks.length - failed} passed, ${failed} failed`);
  return failed;
}
