import { setFlagsFromString } from 'node:v8';

/**
 * After each full collection V8 lets the old generation grow to several times what survived before it collects
 * again, and the process's resident memory keeps that high-water mark: +14% in five minutes of the load test on
 * PostgreSQL, and +44% in ten (issue 33 §3), with nothing retained. Letting the heap grow at most HEAP_GROWING_PERCENT
 * (20) over what the last collection kept holds memory near what is in use, and, unlike a fixed cap, still lets a
 * large import or export take what it needs. 0 leaves V8's own rule. Called first by every process of the product.
 */
export function keepHeapNearLiveSize(setting = process.env.HEAP_GROWING_PERCENT) {
  const percent = Number(setting ?? 20);
  if (!Number.isInteger(percent) || percent < 0) {
    console.warn(`HEAP_GROWING_PERCENT must be a whole number of 0 or more (got "${setting}"): V8's own rule applies`);
    return;
  }
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
