import { createHash, timingSafeEqual } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewaySettings } from './config.js';
import type { ServerContext } from './context.js';
import { errorBody, httpError } from './errors.js';
import { graphiqlPolicy, storagePolicy } from './headers.js';
import type { Metrics } from './metrics.js';
import type { RestClient } from './upstream.js';

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
function mayReadMetrics(request: Request, { req }: ServerContext, { metricsToken, metricsPublic }: Pick<GatewaySettings, 'metricsToken' | 'metricsPublic'>) {
  if (metricsPublic || !req) return true;
  const authorization = request.headers.get('authorization');
  if (metricsToken && authorization && timingSafeEqual(sha256(authorization), sha256(`Bearer ${metricsToken}`))) return true;
  const loopback = /^(127\.|::1$|::ffff:127\.)/.test(req.socket.remoteAddress ?? '');
  return loopback && !request.headers.has('forwarded') && !request.headers.has('x-forwarded-for');
}

/** Answers GET /metrics in Prometheus text format, to those who may read it. */
export function useMetricsEndpoint(metrics: Metrics, access: Pick<GatewaySettings, 'metricsToken' | 'metricsPublic'>): Plugin<Record<string, unknown>, ServerContext> {
  return {
    async onRequest({ request, url, serverContext, endResponse, fetchAPI }) {
      if (url.pathname !== '/metrics') return;
      if (!mayReadMetrics(request, serverContext, access)) {
        endResponse(new fetchAPI.Response(errorBody(httpError(401)), { status: 401, headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="metrics"' } }));
        return;
      }
      endResponse(
        new fetchAPI.Response(await metrics.registry.metrics(), { headers: { 'content-type': metrics.registry.contentType } }),
      );
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
      setResponse(new fetchAPI.Response(errorBody(httpError(response.status)), { status: response.status, headers: { 'content-type': 'application/json' } }));
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
        endResponse(
          new fetchAPI.Response(errorBody(httpError(413)), { status: 413, headers: { 'content-type': 'application/json' } }),
        );
      }
    },
  };
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/**
 * Serves the built web app (web/dist): files as they are, hashed assets cached for a year, and index.html for
 * every other GET so client-side routes survive a reload (history fallback).
 */
export function useWebApp(distDir: string): Plugin {
  const root = resolve(distDir);
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (!['GET', 'HEAD'].includes(request.method) || url.pathname === '/graphql' || url.pathname === '/metrics') return;
      if (url.pathname.startsWith('/storage/')) return;
      const wanted = resolve(root, `.${decodeURIComponent(url.pathname)}`);
      const file = wanted.startsWith(root + sep) && (await isFile(wanted)) ? wanted : join(root, 'index.html');
      const isAsset = file.includes(`${sep}assets${sep}`);
      endResponse(
        new fetchAPI.Response(request.method === 'HEAD' ? null : await readFile(file), {
          headers: {
            'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
            'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
          },
        }),
      );
    },
  };
}

async function isFile(path: string) {
  return stat(path).then((s) => s.isFile(), () => false);
}
