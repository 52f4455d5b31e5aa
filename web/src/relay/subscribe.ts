import { Observable, type GraphQLResponse, type RequestParameters, type SubscribeFunction, type Variables } from 'relay-runtime';
import { endRefusedSession } from '../session/sessionEnded';
import { readToken } from '../session/storage';
import { graphqlEndpoint, operationOf } from './earlyRequests';

/** How long to wait before opening a dropped stream again (the server restarting, a lost connection). */
export const reconnectDelayMs = 3_000;

/** The complete Server-Sent Events in `buffer` (name and `data:`; comments and keep-alives skipped), and what is left of it. */
export function parseEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const events: { event: string; data: string }[] = [];
  let end;
  while ((end = buffer.indexOf('\n\n')) >= 0) {
    const lines = buffer.slice(0, end).split('\n');
    buffer = buffer.slice(end + 2);
    const event =
      lines
        .find((line) => line.startsWith('event:'))
        ?.slice(6)
        .trim() ?? 'message';
    const data = lines
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (data || event !== 'message') events.push({ event, data });
  }
  return { events, rest: buffer };
}

/**
 * Relay's subscribe function: GraphQL subscriptions over Server-Sent Events as graphql-yoga serves them (a POST with
 * `Accept: text/event-stream`; each result is a `data:` line). The bearer token goes in the header, as for queries;
 * a dropped stream is opened again after `reconnectDelayMs` until Relay disposes of the subscription.
 */
export const subscribeGraphQL: SubscribeFunction = (params: RequestParameters, variables: Variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let controller = new AbortController();
    let closed = false;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const open = async () => {
      controller = new AbortController();
      const token = readToken();
      try {
        const response = await fetch(graphqlEndpoint, {
          method: 'POST',
          headers: {
            accept: 'text/event-stream',
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(operationOf(params, variables)),
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw new Error(`status ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEvents(buffer + value);
          buffer = parsed.rest;
          for (const { event, data } of parsed.events) {
            if (event === 'complete') return sink.complete();
            if (!data) continue;
            const result = JSON.parse(data) as GraphQLResponse;
            // A refusal (no session) ends the subscription instead of retrying forever; a session ended elsewhere
            // (another device logged it out, a password change) ends it here too, at once.
            if ('errors' in result && result.errors?.length && !('data' in result && result.data)) {
              const [first] = result.errors as { message: string; extensions?: { code?: string } }[];
              if (token && first!.extensions?.code === 'UNAUTHENTICATED') endRefusedSession(token);
              return sink.error(new Error(first!.message));
            }
            sink.next(result);
          }
        }
      } catch {
        // Dropped or refused by the network: try again below.
      }
      if (!closed) retry = setTimeout(() => void open(), reconnectDelayMs);
    };
    void open();

    return () => {
      closed = true;
      clearTimeout(retry);
      controller.abort();
    };
  });
