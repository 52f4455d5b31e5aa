/**
 * Loaded into each worker of the production layout by the burst (`node --import`), never by the product: the
 * worker's event-loop delay (monitorEventLoopDelay, 10 ms resolution). Each SIGUSR2 writes the figures since the
 * previous one (or since the worker started) to `$BURST_PROBE_DIR/<pid>.json` and counts again: one signal before
 * the burst and one after it leave the burst's own figures. Written only then, so the probe costs the worker nothing
 * meanwhile. In the primary it does nothing.
 */
import cluster from 'node:cluster';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const dir = process.env.BURST_PROBE_DIR;
if (cluster.isWorker && dir) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let since = Date.now();
  const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e4) / 100;
  const write = () =>
    writeFileSync(
      join(dir, `${process.pid}.json`),
      JSON.stringify({
        service: process.env.AULA_SERVICE,
        since,
        until: Date.now(),
        samples: delay.count,
        p50: ms(delay.percentile(50)),
        p99: ms(delay.percentile(99)),
        max: ms(delay.max),
      }),
    );
  process.on('SIGUSR2', () => {
    write();
    delay.reset();
    since = Date.now();
  });
}
