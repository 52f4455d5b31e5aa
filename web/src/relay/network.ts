import type { FetchFunction, GraphQLResponse, RequestParameters, UploadableMap, Variables } from 'relay-runtime';
import { endRefusedSession } from '../session/sessionEnded';
import { readToken, readUser } from '../session/storage';
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

const uploadWatchers = new WeakMap<Blob, (percent: number) => void>();

/**
 * Hears how much of a file's upload has gone (0 to 100) while a mutation sends it as one of its uploadables (a large
 * question file); returns the way to stop hearing. fetch cannot tell, so such a request goes by XMLHttpRequest.
 */
export function watchUpload(file: Blob, onProgress: (percent: number) => void) {
  uploadWatchers.set(file, onProgress);
  return () => void uploadWatchers.delete(file);
}

/** A POST by XMLHttpRequest, reporting the share of the body sent, answered as fetch would. */
function postWithProgress(request: RequestInit, onProgress: (percent: number) => void) {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', graphqlEndpoint);
    Object.entries(request.headers as Record<string, string>).forEach(([name, value]) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      resolve(
        new Response(xhr.responseText, {
          status: xhr.status >= 200 && xhr.status <= 599 ? xhr.status : 500,
          headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
        }),
      );
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.send(request.body as FormData);
  });
}

/**
 * Whether the gateway refused the token sent: an UNAUTHENTICATED error, or `viewer` read as null (what a query
 * gets without a valid session).
 */
function sessionRefused(json: GraphQLResponse) {
  const errors = 'errors' in json ? (json.errors as { extensions?: { code?: string } }[] | undefined) : undefined;
  if (errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) return true;
  const data = 'data' in json ? (json.data as Record<string, unknown> | null | undefined) : undefined;
  return data != null && 'viewer' in data && data.viewer === null;
}

/** The screens kept on the device (offline/screenCache.ts): its own chunk, with the vault, loaded on a query's answer. */
const screenCache = () => import('../offline/screenCache');

const whenIdle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0));

/** A query a student may need offline (its answers are kept): the user it would be kept for. */
const keeperOf = (params: RequestParameters) => (params.operationKind === 'query' ? readUser()?.id : undefined);

/** The answer kept on the device for a query that got no answer from the network, or null (none, or no vault code). */
async function keptAnswer(params: RequestParameters, variables: Variables): Promise<GraphQLResponse | null> {
  const userId = keeperOf(params);
  if (!userId) return null;
  try {
    return (await (await screenCache()).keptScreen(userId, params.name, variables)) as GraphQLResponse | null;
  } catch (error) {
    console.error('Kept screen', error);
    return null;
  }
}

/**
 * Sends the `jwt` bearer token; a network failure counts as status 500, so it reads as 'Error del servidor' —
 * unless it is a query whose last answer was kept on the device: that answer is returned instead.
 */
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
    const watcher = uploadables ? Object.values(uploadables).flatMap((file) => uploadWatchers.get(file as Blob) ?? [])[0] : undefined;
    response = await (takeEarly(params, variables, token) ?? (watcher ? postWithProgress(request, watcher) : fetch(graphqlEndpoint, request)));
  } catch (error) {
    console.error('Network failure', error);
    reportNetworkFailure();
    const kept = await keptAnswer(params, variables);
    if (kept) return kept;
    throw new AppError(messageForStatus(500), 'INTERNAL_SERVER_ERROR');
  }
  reportServerAnswered();
  const json = (await response.json().catch(() => null)) as GraphQLResponse | null;
  if (!json) throw new AppError(messageForStatus(response.status));
  const errors = 'errors' in json ? json.errors : undefined;
  if (token && sessionRefused(json)) endRefusedSession(token);
  // A failed mutation or a query with no data: surface the first message (already Spanish) to the screen.
  if (errors?.length && (!('data' in json) || json.data == null || params.operationKind === 'mutation')) {
    const first = errors[0] as { message: string; extensions?: { code?: string; field?: string } };
    throw new AppError(first.message, first.extensions?.code, first.extensions?.field);
  }
  const keeper = keeperOf(params);
  if (keeper && !errors?.length && 'data' in json && json.data) {
    const data = json.data;
    // After the screen has what it needs: sealing and writing can wait for an idle moment.
    whenIdle(() =>
      screenCache()
        .then((cache) => cache.keepScreen(keeper, params.name, variables, data))
        .catch((error: unknown) => console.error('Keeping the screen', error)),
    );
  }
  return json;
};
