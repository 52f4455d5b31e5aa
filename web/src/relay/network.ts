import type { FetchFunction, GraphQLResponse, RequestParameters, UploadableMap } from 'relay-runtime';
import { readToken } from '../session/storage';
import { reportNetworkFailure, reportServerAnswered } from './connection';
import { AppError, messageForStatus } from './errors';

export const graphqlEndpoint = '/graphql';

/**
 * What identifies the operation: its persisted document id (relay-compiler's persistConfig writes the id into the
 * artifact and the text only into the map the gateway reads), so the app carries and sends no GraphQL text.
 */
export function operationOf(params: RequestParameters, variables: Record<string, unknown>) {
  return { documentId: params.id, variables, operationName: params.name };
}

/** The GraphQL multipart request spec: operations, a map of variable paths, then one part per file. */
function multipartBody(operation: object, uploadables: UploadableMap) {
  const form = new FormData();
  const map: Record<string, string[]> = {};
  Object.keys(uploadables).forEach((path, i) => (map[i] = [`variables.${path}`]));
  form.append('operations', JSON.stringify(operation));
  form.append('map', JSON.stringify(map));
  Object.values(uploadables).forEach((file, i) => form.append(String(i), file));
  return form;
}

/** Sends the `jwt` bearer token; a network failure counts as status 500, so it reads as 'Error del servidor'. */
export const fetchGraphQL: FetchFunction = async (params, variables, _cacheConfig, uploadables) => {
  const headers: Record<string, string> = { accept: 'application/graphql-response+json, application/json' };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit;
  if (uploadables) {
    body = multipartBody(operationOf(params, variables), uploadables);
    // Multipart is a "simple" request for browsers: the gateway's CSRF check wants this header.
    headers['x-graphql-yoga-csrf'] = 'aula';
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(operationOf(params, variables));
  }

  let response: Response;
  try {
    response = await fetch(graphqlEndpoint, { method: 'POST', headers, body });
  } catch (error) {
    console.error('Network failure', error);
    reportNetworkFailure();
    throw new AppError(messageForStatus(500), 'INTERNAL_SERVER_ERROR');
  }
  reportServerAnswered();
  const json = (await response.json().catch(() => null)) as GraphQLResponse | null;
  if (!json) throw new AppError(messageForStatus(response.status));
  const errors = 'errors' in json ? json.errors : undefined;
  // A failed mutation or a query with no data: surface the first message (already Spanish) to the screen.
  if (errors?.length && (!('data' in json) || json.data == null || params.operationKind === 'mutation')) {
    const first = errors[0] as { message: string; extensions?: { code?: string } };
    throw new AppError(first.message, first.extensions?.code);
  }
  return json;
};
