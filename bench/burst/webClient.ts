import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';

/**
 * The web app's own GraphQL operations, sent as the browser sends them: `{documentId, variables, operationName}`
 * (the persisted documents relay-compiler writes), so the simulated students cost the gateway what real ones do.
 */
const documentsFile = fileURLToPath(new URL('../../web/src/__generated__/persistedDocuments.json', import.meta.url));
const documents = JSON.parse(readFileSync(documentsFile, 'utf8')) as Record<string, string>;

/** The persisted document id of the web operation `name` (e.g. 'SolvePageQuery'). */
export function documentIdOf(name: string): string {
  const found = Object.entries(documents).find(([, text]) => new RegExp(`^(query|mutation) ${name}\\b`).test(text));
  if (!found) throw new Error(`The web app has no operation ${name}: regenerate its persisted documents`);
  return found[0];
}

/** The gateway's global ids, as gateway/src/graphql/globalId.ts makes them (the bench never imports the gateway). */
export const globalId = (kind: string, id: string) => Buffer.from(`${kind}:${id}`, 'utf8').toString('base64url');
export const localId = (id: string) => Buffer.from(id, 'base64url').toString('utf8').split(':')[1]!;

/** An answer the web client would send again later (offline queue, a reload): no answer, a 5xx, or the server's own error. */
export class RetryableFailure extends Error {}
/** The server's final word (a refusal, a validation error): the web client shows it and sends nothing again. */
export class Refusal extends Error {}

export interface Sample {
  operation: string;
  /** When it was sent (Date.now() time), so a report can say when requests clumped. */
  sentAt: number;
  ms: number;
  ok: boolean;
}

/** One keep-alive pool to the gateway for all the students of a run (a socket each at most, as browsers on one page). */
export function webClient(gatewayUrl: string, sockets: number) {
  const dispatcher = new Agent({ connections: sockets, keepAliveTimeout: 60_000, pipelining: 1 });
  const samples: Sample[] = [];
  const ids = new Map<string, string>();

  async function send<T>(operation: string, variables: Record<string, unknown>, token?: string): Promise<T> {
    const documentId = ids.get(operation) ?? documentIdOf(operation);
    ids.set(operation, documentId);
    const sentAt = Date.now();
    const began = performance.now();
    let ok = false;
    try {
      const response = await request(`${gatewayUrl}/graphql`, {
        method: 'POST',
        dispatcher,
        headers: {
          accept: 'application/graphql-response+json, application/json',
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ documentId, variables, operationName: operation }),
      });
      const text = await response.body.text();
      const body = parse(text) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> } | null;
      const error = body?.errors?.[0];
      if (response.statusCode >= 500 || !body) throw new RetryableFailure(`${operation}: HTTP ${response.statusCode} ${text.slice(0, 200)}`);
      if (error) {
        const code = error.extensions?.code;
        // The web's rule (offline/submission.ts): INTERNAL_SERVER_ERROR is a failure to try again, any other code final.
        if (code === 'INTERNAL_SERVER_ERROR' || code === 'SERVICE_UNAVAILABLE') throw new RetryableFailure(`${operation}: ${code} ${error.message}`);
        throw new Refusal(`${operation}: ${code ?? response.statusCode} ${error.message}`);
      }
      ok = true;
      return body.data as T;
    } catch (error) {
      if (error instanceof RetryableFailure || error instanceof Refusal) throw error;
      throw new RetryableFailure(`${operation}: ${(error as Error).message}`);
    } finally {
      samples.push({ operation, sentAt, ms: performance.now() - began, ok });
    }
  }

  return { send, samples, close: () => dispatcher.close() };
}

export type WebClient = ReturnType<typeof webClient>;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
