/** `npm start`: the whole product on the embedded database (or DATABASE_URL), one printed URL. */
import { startProduct } from './product.js';

// Another process on the same embedded database (api/src/db/dataDirLock.ts) is refused with what to do, not a stack trace.
const product = await startProduct({ logLevel: process.env.LOG_LEVEL ?? 'warn' }).catch((error: unknown) => {
  if ((error as { code?: unknown }).code !== 'AULA_DATA_DIR_IN_USE') throw error;
  console.error((error as Error).message);
  return process.exit(1);
});
console.log(`Aula is running: ${product.url}`);
console.log(`  GraphQL and GraphiQL: ${product.url}/graphql`);
console.log(`  REST api and its docs: ${product.apiUrl}/docs`);
console.log(`  data: ${product.config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : product.config.dataDir}`);
// Without an SMTP server, password reset links are kept in the outbox and printed in the log below.
console.log(`  e-mail: ${product.config.smtpUrl ? 'SMTP (SMTP_URL)' : `outbox ${product.config.outboxDir} (no SMTP_URL: links are logged here)`}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () =>
    product.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    ),
  );
}
