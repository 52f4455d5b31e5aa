import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Metrics } from './metrics.js';
import type { RestClient } from './upstream.js';

/** GraphQL operations by name and outcome, for /metrics. */
export function useOperationMetrics(metrics: Metrics): Plugin {
  return {
    onExecute({ args }) {
      // The name in the document counts too: most clients send none beside it.
      const operation = args.operationName ?? getOperationAST(args.document, args.operationName)?.name?.value ?? 'anonymous';
      return {
        onExecuteDone({ result }) {
          const failed = 'errors' in result && Boolean(result.errors?.length);
          metrics.operations.inc({ operation, outcome: failed ? 'error' : 'success' });
        },
      };
    },
  };
}

/** Answers GET /metrics in Prometheus text format. */
export function useMetricsEndpoint(metrics: Metrics): Plugin {
  return {
    async onRequest({ url, endResponse, fetchAPI }) {
      if (url.pathname !== '/metrics') return;
      endResponse(
        new fetchAPI.Response(await metrics.registry.metrics(), { headers: { 'content-type': metrics.registry.contentType } }),
      );
    },
  };
}

/** Serves the api's stored images under the same origin (/storage/…), so the web app needs one host. */
export function useStorageProxy(rest: RestClient): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (!url.pathname.startsWith('/storage/') || !['GET', 'HEAD'].includes(request.method)) return;
      const upstream = await rest.raw(request.method as 'GET' | 'HEAD', url.pathname);
      endResponse(new fetchAPI.Response(request.method === 'HEAD' ? null : upstream.body, { status: upstream.status, headers: upstream.headers }));
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
          new fetchAPI.Response(JSON.stringify({ errors: [{ message: 'La solicitud supera el tamaño máximo permitido', extensions: { code: 'BAD_USER_INPUT' } }] }), {
            status: 413,
            headers: { 'content-type': 'application/json' },
          }),
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
