import { createHash, timingSafeEqual } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewaySettings } from '../config.js';
import type { ServerContext } from '../graphql/context.js';
import { errorBody, httpError } from '../graphql/errors.js';
import { graphiqlPolicy, storagePolicy } from './headers.js';
import type { Metrics } from './metrics.js';
import type { RestClient } from '../upstream/restClient.js';

/** The operation name is the client's choice: plain names get a series each up to this many, the rest one. */
const maxOperationLabels = 100;
const plainName = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** GraphQL operations by name and outcome, for /metrics. */
export function useOperationMetrics(metrics: Metrics): Plugin {
  const labelled = new Set<string>();
  const label = (name: string) => {
    if (labelled.has(name)) return name;
    if (!plainName.test(name) || labelled.size >= maxOperationLabels) return 'other';
    labelled.add(name);
    return name;
  };
  return {
    onExecute({ args }) {
      // The name in the document counts too: most clients send none beside it.
      const name = args.operationName ?? getOperationAST(args.document, args.operationName)?.name?.value;
      const operation = name ? label(name) : 'anonymous';
      return {
        onExecuteDone({ result }) {
          const failed = 'errors' in result && Boolean(result.errors?.length);
          metrics.operations.inc({ operation, outcome: failed ? 'error' : 'success' });
        },
      };
    },
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics: anyone when configured public; a bearer of the metrics token; a client on this machine
 * (no proxy in between, which would make every remote client look local); and in-process callers (tests, no req).
 */
function mayReadMetrics(
  request: Request,
  { req }: ServerContext,
  { metricsToken, metricsPublic }: Pick<GatewaySettings, 'metricsToken' | 'metricsPublic'>,
) {
  if (metricsPublic || !req) return true;
  const authorization = request.headers.get('authorization');
  if (metricsToken && authorization && timingSafeEqual(sha256(authorization), sha256(`Bearer ${metricsToken}`))) return true;
  const loopback = /^(127\.|::1$|::ffff:127\.)/.test(req.socket.remoteAddress ?? '');
  return loopback && !request.headers.has('forwarded') && !request.headers.has('x-forwarded-for');
}

/** Answers GET /metrics in Prometheus text format, to those who may read it. */
export function useMetricsEndpoint(
  metrics: Metrics,
  access: Pick<GatewaySettings, 'metricsToken' | 'metricsPublic'>,
): Plugin<Record<string, unknown>, ServerContext> {
  return {
    async onRequest({ request, url, serverContext, endResponse, fetchAPI }) {
      if (url.pathname !== '/metrics') return;
      if (!mayReadMetrics(request, serverContext, access)) {
        endResponse(
          new fetchAPI.Response(errorBody(httpError(401)), {
            status: 401,
            headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="metrics"' },
          }),
        );
        return;
      }
      endResponse(new fetchAPI.Response(await metrics.registry.metrics(), { headers: { 'content-type': metrics.registry.contentType } }));
    },
  };
}

/**
 * Yoga's own bare refusals (an unknown path without the web app, an unsupported content type or Accept) come
 * without a body: they get the catalogue's JSON like every other refusal.
 */
export function useErrorResponses(): Plugin {
  return {
    onResponse({ response, setResponse, fetchAPI }) {
      if (response.status < 400 || response.headers.has('content-type')) return;
      setResponse(
        new fetchAPI.Response(errorBody(httpError(response.status)), { status: response.status, headers: { 'content-type': 'application/json' } }),
      );
    },
  };
}

/** GraphiQL's page (GET /graphql from a browser) gets its own Content-Security-Policy: see headers.ts. */
export function useGraphiQLPolicy(graphqlEndpoint: string): Plugin {
  return {
    onResponse({ request, response }) {
      if (new URL(request.url).pathname !== graphqlEndpoint || !response.headers.get('content-type')?.startsWith('text/html')) return;
      response.headers.set('content-security-policy', graphiqlPolicy);
    },
  };
}

/** Serves the api's stored images under the same origin (/storage/…), so the web app needs one host. */
export function useStorageProxy(rest: RestClient): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (!url.pathname.startsWith('/storage/') || !['GET', 'HEAD'].includes(request.method)) return;
      const upstream = await rest.raw(request.method as 'GET' | 'HEAD', url.pathname);
      const headers = { ...upstream.headers, 'content-security-policy': storagePolicy };
      endResponse(new fetchAPI.Response(request.method === 'HEAD' ? null : upstream.body, { status: upstream.status, headers }));
    },
  };
}

/** Refuses request bodies over the limit before they are read (uploads are at most 5 MiB). */
export function useBodyLimit(maxBytes: number): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      const length = Number(request.headers.get('content-length') ?? 0);
      if (length > maxBytes) {
        endResponse(new fetchAPI.Response(errorBody(httpError(413)), { status: 413, headers: { 'content-type': 'application/json' } }));
      }
    },
  };
}

/**
 * Serves the built web app (web/dist) with @fastify/static: every file gets its own route, sent brotli- or
 * gzip-compressed when the build wrote a `.br`/`.gz` beside it and the browser accepts it (with `Vary:
 * Accept-Encoding` either way); hashed assets are cached for a year, everything else (index.html, sw.js) is
 * revalidated. Returns what answers the other GETs (client-side routes, so they survive a reload): a page
 * the build wrote for that route (`/login` → login.html) or else index.html.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const root = resolve(distDir);
  await app.register(fastifyStatic, {
    root,
    // One route per file, found at start: the gateway's catch-all route keeps every other path.
    wildcard: false,
    globIgnore: ['**/*.br', '**/*.gz'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const routePages = new Set((await readdir(root)).filter((file) => file.endsWith('.html') && file !== 'index.html'));
  return (pathname: string, reply: FastifyReply) => {
    const page = `${pathname.slice(1)}.html`;
    return reply.sendFile(routePages.has(page) ? page : 'index.html');
  };
}
