import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { readConfig, startApi } from '@aula/api';
import { createGateway } from '../gateway/src/gateway.js';
import { listenGateway } from '../gateway/src/http.js';

export interface ProductOptions {
  /** Environment-style settings (DATA_DIR, DATABASE_URL, API_PORT, HOST, …); defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** Gateway port; 0 picks a free one. */
  port?: number;
  logLevel?: string;
}

export const webDist = fileURLToPath(new URL('../web/dist/', import.meta.url));

/**
 * The whole product: the api and, in front of it, the gateway serving the built web app, GraphQL, GraphiQL,
 * /metrics and stored images. The gateway reaches the api over HTTP only, as it would on another machine.
 */
export async function startProduct({ env = process.env, port = Number(env.PORT ?? 4000), logLevel = 'warn' }: ProductOptions = {}) {
  // The api sees every call come from the gateway on loopback, which forwards the client's address.
  const config = readConfig({ TRUST_PROXY: 'loopback', ...env });
  // Live notifications: one in-process event target for both, or Redis (REDIS_URL) for each (gateway/src/live/pubsub.ts).
  const notificationEvents = config.redisUrl ? undefined : new EventTarget();
  // Links in e-mails lead to the web app: APP_URL, or else where the gateway below turns out to listen (port 0
  // picks a free one), which the api reads when it writes a link.
  let appUrl = config.appUrl;
  const { app } = await startApi({ ...config, appUrl: () => appUrl }, { level: logLevel }, notificationEvents);
  await app.listen({ host: config.host, port: config.port });
  const apiPort = (app.server.address() as AddressInfo).port;

  const gateway = createGateway({
    apiUrl: `http://127.0.0.1:${apiPort}/api/v1`,
    notificationEvents,
    redisUrl: config.redisUrl,
  });
  const server = await listenGateway(gateway, { port, host: env.HOST ?? '127.0.0.1', logger: { level: logLevel }, webDir: webDist });
  const url = `http://localhost:${(server.server.address() as AddressInfo).port}`;
  if (!env.APP_URL) appUrl = url;

  return {
    url,
    apiUrl: `http://127.0.0.1:${apiPort}/api/v1`,
    config,
    gateway,
    async stop() {
      await server.close();
      await gateway.close();
      await app.close();
    },
  };
}
