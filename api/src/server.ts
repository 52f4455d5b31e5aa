import { isDataDirInUse } from './db/dataDirLock.js';
import { startApi } from './start.js';

// Another process on the same embedded database is refused with what to do, not a stack trace.
const { app, config } = await startApi().catch((error: unknown) => {
  if (!isDataDirInUse(error)) throw error;
  console.error(error.message);
  return process.exit(1);
});
await app.listen({ host: config.host, port: config.port });
app.log.info(`Aula API: http://localhost:${config.port}/api/v1 (docs at /api/v1/docs)`);
console.log(`Aula API listening on http://localhost:${config.port}/api/v1`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
