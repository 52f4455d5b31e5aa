/**
 * `npm start`: the whole product in one process on the embedded database — the api on API_PORT (4001) and the
 * gateway on PORT (4000), which serves GraphQL, GraphiQL, /metrics and the stored images. The gateway still talks
 * to the api over HTTP only, exactly as when they run apart.
 */
import { createServer } from 'node:http';
import { startApi } from '../api/src/start.js';
import { createGateway } from '../gateway/src/gateway.js';

const { app, config } = await startApi(undefined, { level: process.env.LOG_LEVEL ?? 'warn' });
await app.listen({ host: config.host, port: config.port });

const port = Number(process.env.PORT ?? 4000);
const gateway = createGateway({ apiUrl: `http://127.0.0.1:${config.port}/api/v1` });
const server = createServer(gateway.yoga);
server.listen(port, process.env.HOST ?? '127.0.0.1', () => {
  console.log(`Aula is running: http://localhost:${port}`);
  console.log(`  GraphQL and GraphiQL: http://localhost:${port}/graphql`);
  console.log(`  REST api and its docs: http://localhost:${config.port}/api/v1/docs`);
  console.log(`  data: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    Promise.all([gateway.close(), app.close()]).then(() => process.exit(0), () => process.exit(1));
  });
}
