import type { Plugin } from 'graphql-yoga';
import type { RestClient } from '../upstream/restClient.js';

/**
 * For a load balancer or an orchestrator, without a token: /healthz says this process is alive; /readyz says it
 * can serve, at least one api process answering its own /readyz (the others are routed around). The api
 * processes' addresses are not shown, only how many of them answer.
 */
export function useHealthEndpoints(rest: RestClient): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const json = (status: number, body: unknown) =>
        endResponse(
          new fetchAPI.Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } }),
        );
      if (url.pathname === '/healthz') return json(200, { status: 'ok' });
      if (url.pathname !== '/readyz') return;
      const ready = Object.values(await rest.upstreamsReady()).filter(Boolean).length;
      return json(ready > 0 ? 200 : 503, { status: ready > 0 ? 'ok' : 'unavailable', upstreams: { ready, total: rest.upstreams.length } });
    },
  };
}
