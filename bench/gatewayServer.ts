/**
 * The gateway alone, as it is deployed apart from the api (the bench runs each in its own process, the way they
 * scale): GraphQL, /metrics and the built web app, in front of API_URL.
 */
import { createGateway } from '../gateway/src/gateway.js';
import { listenGateway } from '../gateway/src/http.js';
import { webDist } from '../scripts/product.js';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4001/api/v1';
const port = Number(process.env.PORT ?? 4000);
const gateway = createGateway({ apiUrl });
await listenGateway(gateway, { port, host: '127.0.0.1', webDir: webDist, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
console.log(`Gateway listening on http://127.0.0.1:${port} (api: ${apiUrl})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () =>
    gateway.close().then(
      () => process.exit(0),
      () => process.exit(1),
    ),
  );
}
