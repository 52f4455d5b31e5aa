/** `npm start`: the whole product on the embedded database (or DATABASE_URL), one printed URL. */
import { networkInterfaces } from 'node:os';
import { keepHeapNearLiveSize } from './heap.js';
import { startProduct } from './product.js';

keepHeapNearLiveSize();

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
// Served to a classroom (HOST=0.0.0.0) with links to localhost, a student's reset link would open nothing.
const host = product.config.host;
if (!process.env.APP_URL && !isLoopback(host)) {
  const example = `http://${reachableAddress(host)}:${new URL(product.url).port}`;
  console.warn(`  warning: HOST=${host} serves other devices, but APP_URL is not set: links in e-mails (password reset) say`);
  console.warn(`    ${product.url}, which opens nothing on them. Set APP_URL to this machine's address, e.g. APP_URL=${example}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () =>
    product.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    ),
  );
}

function isLoopback(host: string) {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

/** How other devices may reach this machine: HOST when it names one address, else the first LAN IPv4 address. */
function reachableAddress(host: string) {
  if (host !== '0.0.0.0' && host !== '::') return host.includes(':') ? `[${host}]` : host;
  const lan = Object.values(networkInterfaces())
    .flat()
    .find((net) => net?.family === 'IPv4' && !net.internal);
  return lan?.address ?? '<address>';
}
