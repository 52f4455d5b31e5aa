import { createServer } from 'node:http';
import { createGateway } from './gateway.js';

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4001/api/v1';

const gateway = createGateway({ apiUrl });
const server = createServer(gateway.yoga);
server.listen(port, host, () => console.log(`Aula GraphQL gateway on http://localhost:${port}/graphql (api: ${apiUrl})`));
