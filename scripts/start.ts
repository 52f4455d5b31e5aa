/** `npm start`: the whole product on the embedded database (or DATABASE_URL), one printed URL. */
import { startProduct } from './product.js';

const product = await startProduct({ logLevel: process.env.LOG_LEVEL ?? 'warn' });
console.log(`Aula is running: ${product.url}`);
console.log(`  GraphQL and GraphiQL: ${product.url}/graphql`);
console.log(`  REST api and its docs: ${product.apiUrl}/docs`);
console.log(`  data: ${product.config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : product.config.dataDir}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => product.stop().then(() => process.exit(0), () => process.exit(1)));
}
