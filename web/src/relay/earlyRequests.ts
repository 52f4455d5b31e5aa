import type { RequestParameters } from 'relay-runtime';

export const graphqlEndpoint = '/graphql';

/**
 * What identifies the operation: its persisted document id (relay-compiler's persistConfig writes the id into the
 * artifact and the text only into the map the gateway reads), so the app carries and sends no GraphQL text.
 */
export function operationOf(params: RequestParameters, variables: Record<string, unknown>) {
  return { documentId: params.id, variables, operationName: params.name };
}

/** The POST of one operation as JSON, as the caller holding `token` (none when logged out). */
export function jsonRequest(params: RequestParameters, variables: Record<string, unknown>, token: string | null): RequestInit {
  const headers: Record<string, string> = { accept: 'application/graphql-response+json, application/json', 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return { method: 'POST', headers, body: JSON.stringify(operationOf(params, variables)) };
}

/** An early request nobody took (the token was refused, the visitor went elsewhere) is dropped after this long. */
const keptMs = 60_000;
const early = new Map<string, Promise<Response>>();
const keyOf = (params: RequestParameters, variables: Record<string, unknown>, token: string | null) => JSON.stringify([params.id, variables, token]);

/**
 * Sends an operation before the app's code has arrived (app/firstRequests.ts): on a page load the session check
 * and the first screen's query travel beside the code instead of after it. The answer waits for `takeEarly`.
 */
export function sendEarly(params: RequestParameters, variables: Record<string, unknown>, token: string) {
  const key = keyOf(params, variables, token);
  if (early.has(key)) return;
  const response = fetch(graphqlEndpoint, jsonRequest(params, variables, token));
  // A failure is the taker's to handle (the app's fetch function, as if it had sent the request itself).
  response.catch(() => undefined);
  early.set(key, response);
  setTimeout(() => early.delete(key), keptMs);
}

/** The early answer to exactly this operation, variables and token, once; undefined when none was sent. */
export function takeEarly(params: RequestParameters, variables: Record<string, unknown>, token: string | null) {
  const key = keyOf(params, variables, token);
  const response = early.get(key);
  early.delete(key);
  return response;
}
