import { useGraphQLSSE } from '@graphql-yoga/plugin-graphql-sse';
import type { Plugin } from 'graphql-yoga';

/** graphql-sse's header (or `token` query parameter) naming a reserved single-connection stream. */
const streamTokenHeader = 'x-graphql-event-stream-token';

/**
 * Both modes of the GraphQL over Server-Sent Events protocol on the GraphQL endpoint. Distinct connections mode
 * (a POST, or a GET, with `Accept: text/event-stream`: one stream per operation) is yoga's own handler, which the
 * web client uses. Single connection mode (graphql-sse's `singleConnection: true`: a PUT reserves a stream and
 * answers its token, a GET with that token opens it, POSTs with the token run operations over it, a DELETE stops
 * one) is graphql-sse's handler, through @graphql-yoga/plugin-graphql-sse; only requests of that mode reach it.
 * Reservations live in this process: behind a load balancer, single connection mode needs sticky sessions.
 */
export function useServerSentEvents(endpoint: string): Plugin {
  const protocol = useGraphQLSSE({ endpoint });
  return {
    onYogaInit: protocol.onYogaInit,
    onRequest(payload) {
      const { request } = payload;
      const singleConnection = request.method === 'PUT' || request.headers.has(streamTokenHeader) || new URL(request.url).searchParams.has('token');
      if (singleConnection && new URL(request.url).pathname === endpoint) return protocol.onRequest?.(payload);
    },
  };
}
