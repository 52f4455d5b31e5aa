import type { FetchFunction, GraphQLResponse, UploadableMap } from 'relay-runtime';
import { readToken } from '../session/storage';
import { reportNetworkFailure, reportServerAnswered } from './connection';
import { graphqlEndpoint, jsonRequest, operationOf, takeEarly } from './earlyRequests';
import { AppError, messageForStatus } from './errors';

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
  const token = readToken();
  let request: RequestInit;
  if (uploadables) {
    const headers: Record<string, string> = { accept: 'application/graphql-response+json, application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    // Multipart is a "simple" request for browsers: the gateway's CSRF check wants this header.
    headers['x-graphql-yoga-csrf'] = 'aula';
    request = { method: 'POST', headers, body: multipartBody(operationOf(params, variables), uploadables) };
  } else {
    request = jsonRequest(params, variables, token);
  }

  let response: Response;
  try {
    // Sent already when the page loaded, beside the app's code (app/firstRequests.ts): that answer, once.
    response = await (takeEarly(params, variables, token) ?? fetch(graphqlEndpoint, request));
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
