import type { Plugin } from 'graphql-yoga';
import type { Metrics } from './metrics.js';
import type { RestClient } from './upstream.js';

/** GraphQL operations by name and outcome, for /metrics. */
export function useOperationMetrics(metrics: Metrics): Plugin {
  return {
    onExecute({ args }) {
      const operation = args.operationName ?? 'anonymous';
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
