/**
 * `npm run start:production`: the api and the gateway as WORKERS processes each (node:cluster; default one per
 * core), on PostgreSQL (DATABASE_URL, required) and optionally Redis (REDIS_URL). Every process is stateless: a
 * reverse proxy (deploy/nginx.conf) may spread clients over several machines running this. Workers that die are
 * started again. SERVICES=api or SERVICES=gateway runs one of the two (API_URL then names the api processes).
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { AddressInfo } from 'node:net';
import { keepHeapNearLiveSize } from './heap.js';

keepHeapNearLiveSize();

const env = process.env;
const services = (env.SERVICES ?? 'api,gateway').split(',').map((s) => s.trim());
const workers = Number(env.WORKERS || availableParallelism());
const host = env.HOST ?? '127.0.0.1';
const apiPort = Number(env.API_PORT ?? 4001);
const port = Number(env.PORT ?? 4000);

if (cluster.isPrimary) {
  if (services.includes('api') && !env.DATABASE_URL) {
    console.error(
      'start:production needs DATABASE_URL (postgres://…): processes share nothing but the database. `npm start` runs the embedded single process.',
    );
    process.exit(1);
  }
  if (!Number.isInteger(workers) || workers < 1) {
    console.error(`WORKERS must be a whole number of at least 1 (got "${env.WORKERS}")`);
    process.exit(1);
  }
  // The api first: its workers migrate (once, under the advisory lock) before any gateway sends them traffic.
  const ready = new Map<string, number>();
  let announced = false;
  let stopping = false;
  const fork = (service: string) => {
    const worker = cluster.fork({ AULA_SERVICE: service });
    worker.on('message', (message: { listening?: string }) => {
      if (!message.listening) return;
      ready.set(service, (ready.get(service) ?? 0) + 1);
      if (ready.get(service) === workers) console.log(`Aula ${service}: ${workers} worker${workers > 1 ? 's' : ''} on ${message.listening}`);
      if (!announced && services.every((s) => ready.get(s) === workers)) {
        announced = true;
        console.log('Aula is running in production mode');
      }
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`Aula ${service} worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
      setTimeout(() => fork(service), 1000).unref();
    });
  };
  for (const service of services) for (let i = 0; i < workers; i++) fork(service);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      cluster.once('exit', function waitForAll() {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
        else cluster.once('exit', waitForAll);
      });
    });
  }
} else {
  const service = env.AULA_SERVICE;
  let close: () => Promise<unknown>;
  if (service === 'api') {
    const { readConfig, startApi } = await import('@aula/api');
    // The gateway calls from loopback by default; set TRUST_PROXY to the gateways' addresses when they are elsewhere.
    const config = readConfig({ TRUST_PROXY: 'loopback', ...env });
    const { app } = await startApi(config);
    await app.listen({ host, port: apiPort });
    close = () => app.close();
    process.send!({ listening: `http://${host}:${(app.server.address() as AddressInfo).port}/api/v1` });
  } else {
    const { createGateway } = await import('../gateway/src/gateway.js');
    const { listenGateway } = await import('../gateway/src/http.js');
    const { webDist } = await import('./product.js');
    const gateway = createGateway({ apiUrl: env.API_URL ?? `http://127.0.0.1:${apiPort}/api/v1` });
    const server = await listenGateway(gateway, { port, host, webDir: webDist });
    close = async () => {
      await server.close();
      await gateway.close();
    };
    process.send!({ listening: `http://${host}:${(server.server.address() as AddressInfo).port}` });
  }
  process.once('SIGTERM', () =>
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    ),
  );
  process.once('SIGINT', () => {}); // the primary decides; Ctrl-C reaches every process of the group
}
