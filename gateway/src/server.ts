import { createGateway } from './gateway.js';
import { listenGateway } from './http.js';

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4001/api/v1';

await listenGateway(createGateway({ apiUrl }), { port, host });
console.log(`Aula GraphQL gateway on http://localhost:${port}/graphql (api: ${apiUrl})`);
