/**
 * The api as `api/src/server.ts` starts it, plus one bench-only route: GET /bench/event-loop answers this process's
 * event-loop delay (node:perf_hooks monitorEventLoopDelay) since the last `?reset=1`, in milliseconds. Only the
 * grading row of `npm run bench` starts it; the product never serves this route.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startApi } from '../api/src/start.js';

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const ms = (ns: number) => Math.round(ns / 1e4) / 100;

const { app, config } = await startApi();
app.get('/bench/event-loop', { config: { public: true }, schema: { hide: true } }, async (request) => {
  const figures = { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max), samples: delay.count };
  if ((request.query as { reset?: string }).reset) delay.reset();
  return figures;
});
await app.listen({ host: config.host, port: config.port });
console.log(`Grading bench api listening on http://localhost:${config.port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
