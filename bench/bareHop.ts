/**
 * The cheapest possible process between a client and the api: node:http in, one undici request out, the answer
 * copied back. What a request through it costs over the api alone is the price of one more process on the path
 * on this machine (two more socket writes and wake-ups), a floor that no gateway can go under; the bench prints
 * it beside the gateway's overhead.
 */
import { createServer } from 'node:http';
import { Pool } from 'undici';

const api = new Pool(process.env.API_ORIGIN ?? 'http://127.0.0.1:4001', { connections: 64 });
const port = Number(process.env.PORT ?? 4002);

createServer(async (request, response) => {
  const upstream = await api.request({
    method: request.method as 'GET',
    path: request.url!,
    headers: request.headers.authorization ? { authorization: request.headers.authorization } : {},
  });
  const body = Buffer.from(await upstream.body.arrayBuffer());
  response.writeHead(upstream.statusCode, {
    'content-type': String(upstream.headers['content-type'] ?? 'application/json'),
    'content-length': body.length,
  });
  response.end(body);
}).listen(port, '127.0.0.1', () => console.log(`Bare hop listening on ${port}`));
