import { existsSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify, { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { readSettings } from './config.js';
import { errorBody, httpError } from './graphql/errors.js';
import type { Gateway } from './gateway.js';
import { appPolicy, securityHeaders } from './http/headers.js';
import { registerWebApp } from './http/plugins.js';

/**
 * Paths yoga answers on GET (plugins in gateway.ts); any other GET is a page of the web app, when it is served.
 * The health checks are among them: an orchestrator must get their JSON, never the app's page with a 200.
 */
const yogaPaths = /^\/(graphql|metrics|healthz|readyz)$|^\/(storage|graphiql)\//;

/** JSON answers are sent whole (so the compression threshold can weigh them); streams (multipart, SSE) stay streams. */
const wholeBody = /^application\/(graphql-response\+)?json\b/;

const refuse = (reply: FastifyReply, status: number) =>
  reply
    .status(status)
    .type('application/json')
    .send(errorBody(httpError(status)));

/** GraphiQL and stored images come with their own policy (plugins.ts); everything else gets the app's. */
function addSecurityHeaders(reply: FastifyReply) {
  for (const [name, value] of Object.entries({ ...securityHeaders, 'content-security-policy': appPolicy })) {
    if (!reply.hasHeader(name)) reply.header(name, value);
  }
}

/**
 * Node refuses some requests before Fastify sees them (headers over its limit, a request that is too slow):
 * the catalogue's answer, written on the socket as Fastify's default handler does.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = errorBody(httpError(status));
  const headers = {
    ...securityHeaders,
    'content-security-policy': appPolicy,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  };
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n${Object.entries(
        headers,
      )
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Serves the gateway over HTTP with Fastify, graphql-yoga's documented integration: measured 0.37 ms p50 per
 * trivial request against 0.80 ms behind plain node:http on this machine. The built web app's files and pages are
 * Fastify's (plugins.ts); every other path goes to yoga, whose plugins answer /graphql, /metrics, /storage/….
 * Text answers over 1 KiB go out compressed. Fastify's own refusals (body limit, malformed JSON or URL, unknown
 * method) answer from the catalogue too, and every response gets the security headers.
 */
export async function listenGateway(
  gateway: Gateway,
  {
    port,
    host,
    logger = { level: process.env.LOG_LEVEL ?? 'info' },
    trustProxy = readSettings().trustProxy,
    webDir,
  }: {
    port: number;
    host: string;
    logger?: FastifyServerOptions['logger'];
    trustProxy?: FastifyServerOptions['trustProxy'];
    /** The built web app (web/dist) to serve. */
    webDir?: string;
  },
) {
  const app = Fastify({
    // Behind a reverse proxy, the client's address is the one the proxy forwards (passed on to the api).
    trustProxy,
    bodyLimit: 6 * 1024 * 1024,
    // The log holds what goes wrong (masked errors with the request id), not a line per request.
    logger,
    logController: new LogController({ disableRequestLogging: true }),
    // A client that trickles its body is cut after a minute (enough for a 5 MiB image on a slow line).
    requestTimeout: 60_000,
    // A malformed URL (`/%`) is refused before routing (and before the onSend hook) with a message that quotes it.
    frameworkErrors: (_error, _request, reply) => {
      addSecurityHeaders(reply);
      refuse(reply, 400);
    },
    clientErrorHandler,
  });
  app.addHook('onSend', async (_request, reply) => addSecurityHeaders(reply));
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return refuse(reply, status);
  });
  app.setNotFoundHandler((_request, reply) => refuse(reply, 404));
  // Yoga reads multipart bodies (uploads) itself, as a stream; Fastify parses JSON before it.
  // Text answers over 1 KiB (GraphQL, /metrics, files the build did not precompress) are compressed, brotli first;
  // request bodies are left as they come (yoga reads uploads itself).
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  // Without a build (`npm run build -w web`) the gateway still serves GraphQL; the web app's paths answer 404.
  const built = webDir !== undefined && existsSync(join(webDir, 'index.html'));
  if (webDir && !built) app.log.warn(`No web app at ${webDir} (run npm run build): serving GraphQL only`);
  const sendPage = built ? await registerWebApp(app, webDir) : undefined;
  app.addContentTypeParser('multipart/form-data', {}, (_request, _payload, done) => done(null));
  app.addContentTypeParser('application/x-www-form-urlencoded', {}, (_request, _payload, done) => done(null));
  app.addContentTypeParser('*', {}, (_request, _payload, done) => done(null));
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0]!;
    // The REST api listens on its own port: a program that asks the gateway for it gets a JSON 404, not the app.
    if (pathname.startsWith('/api/')) return refuse(reply, 404);
    if (sendPage && (request.method === 'GET' || request.method === 'HEAD') && !yogaPaths.test(pathname)) return sendPage(pathname, reply);
    const response = await gateway.yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
    response.headers.forEach((value, key) => reply.header(key, value));
    // A GraphQL answer is one viewer's (their grades, their offline key): never kept in the browser's disk cache,
    // where the next person on a shared computer could read it.
    if (pathname === '/graphql' && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.status(response.status);
    const whole = response.body && wholeBody.test(response.headers.get('content-type') ?? '');
    reply.send(whole ? Buffer.from(await response.arrayBuffer()) : response.body);
    return reply;
  };
  app.route({ url: '/*', method: ['GET', 'HEAD', 'POST', 'OPTIONS'], handler });
  // GraphQL over SSE's single connection mode reserves a stream with PUT and stops an operation with DELETE (sse.ts).
  app.route({ url: '/graphql', method: ['PUT', 'DELETE'], handler });
  await app.listen({ port, host });
  return app;
}
