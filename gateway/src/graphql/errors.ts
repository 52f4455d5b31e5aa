import { errorMessages } from '@aula/common';
import { GraphQLError } from 'graphql';

/**
 * The one catalogue of what the gateway says when it refuses or fails: the api's statuses as the fixed Spanish
 * texts every part shows (from @aula/common; input problems keep the api's own message), and Spanish messages with
 * a stable `extensions.code` for the refusals of the GraphQL and HTTP layers. No message repeats the request
 * (query text, values); at most a field name, see `fieldName`.
 */
export const messages = {
  401: errorMessages.unauthorized,
  403: errorMessages.forbidden,
  404: errorMessages.notFound,
  409: errorMessages.conflict,
  500: errorMessages.server,
  badRequest: errorMessages.badRequest,
  csrf: 'Falta la cabecera x-graphql-yoga-csrf que exige esta solicitud',
  methodNotAllowed: 'Método no permitido: las mutaciones y los envíos de datos van por POST',
  notAcceptable: 'El formato de respuesta pedido no está disponible. Acepte application/json',
  unsupportedMediaType: 'Tipo de contenido no admitido. Envíe application/json',
  payloadTooLarge: errorMessages.tooLarge,
  imageTooLarge: errorMessages.imageTooLarge,
  headersTooLarge: errorMessages.headersTooLarge,
  timeout: errorMessages.timeout,
  parseFailed: 'La consulta GraphQL tiene un error de sintaxis',
  validationFailed: 'La consulta no es válida para el esquema GraphQL de Aula',
  tooComplex: 'La consulta es demasiado grande o compleja',
  persistedDocumentNotFound: 'La aplicación está desactualizada: recargue la página',
  sessionEnded: 'Su sesión ha terminado. Inicie sesión de nuevo para seguir recibiendo avisos',
  tooManyStreams: (max: number) =>
    `Ya tiene abiertas ${max} conexiones de avisos en vivo, el máximo por persona. Cierre alguna pestaña de Aula y vuelva a intentarlo`,
} as const;

const codes: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'BAD_USER_INPUT',
  // A request line or headers too long for the api (Node refuses them before the api reads them): the client's
  // input was too large to forward, not a server failure.
  414: 'BAD_USER_INPUT',
  415: 'BAD_USER_INPUT',
  422: 'BAD_USER_INPUT',
  429: 'TOO_MANY_REQUESTS',
  431: 'BAD_USER_INPUT',
};

/** A REST failure as a GraphQL error: the code from the status, the api's Spanish message for input problems. */
export function upstreamError(status: number, apiMessage: string | undefined, endpoint: string): GraphQLError {
  const code = codes[status] ?? 'INTERNAL_SERVER_ERROR';
  // The api's own failures keep what happened for the gateway's log (the client sees only the generic message).
  if (code === 'INTERNAL_SERVER_ERROR') return serverError(new Error(`The api answered ${status} to ${endpoint}`));
  let message: string;
  if (status === 401 || status === 403 || status === 404) message = messages[status];
  // What was too long is the URL the gateway built from the client's arguments, not headers the client sent.
  else if (status === 414 || status === 431) message = messages.payloadTooLarge;
  else message = apiMessage || messages[500];
  return new GraphQLError(message, { extensions: { code } });
}

/** A client-chosen name is repeated only when it is a plain, short GraphQL name. */
export const fieldName = (name: string) => (/^[A-Za-z_][\w.[\]]{0,63}$/.test(name) ? `"${name}"` : 'indicado');

/**
 * The api's 400 about one field of a mutation's input, with that field in `extensions.field` so a form can show the
 * message beside it (the api's body names no field). `fields`: each input field and what the api says about it (its
 * messages, or patterns); its generic messages ("El campo 'phone' …") name the field themselves. When a message
 * fits several fields (first and last name share theirs), only those `given` count; still several: none is named.
 */
export function naming(fields: Record<string, ReadonlyArray<string | RegExp>>, given: object = fields) {
  return (error: unknown): never => {
    if (!(error instanceof GraphQLError) || error.extensions.code !== 'BAD_USER_INPUT') throw error;
    const named = /^El campo '(\w+)'/.exec(error.message)?.[1];
    const candidates = Object.entries(fields)
      .filter(
        ([field, says]) => field === named || says.some((said) => (typeof said === 'string' ? said === error.message : said.test(error.message))),
      )
      .map(([field]) => field)
      .filter((field) => (given as Record<string, unknown>)[field] != null);
    if (candidates.length !== 1) throw error;
    throw new GraphQLError(error.message, { extensions: { ...error.extensions, field: candidates[0] } });
  };
}

const refusal = (message: string, code: string, http?: { status: number; spec?: boolean; headers?: Record<string, string> }) =>
  new GraphQLError(message, { extensions: { code, ...(http && { http }) } });

export const notFound = () => refusal(messages[404], 'NOT_FOUND');
export const unauthenticated = () => refusal(messages[401], 'UNAUTHENTICATED');
export const badUserInput = (message: string) => refusal(message, 'BAD_USER_INPUT');
/** The last event of a live stream whose session has ended (token expired, account deactivated, sessions revoked). */
export const sessionEnded = () => refusal(messages.sessionEnded, 'UNAUTHENTICATED');
export const tooManyStreams = (max: number) => refusal(messages.tooManyStreams(max), 'TOO_MANY_REQUESTS');
/** The generic server error; `cause` is only logged, never sent. */
export const serverError = (cause?: unknown) =>
  new GraphQLError(messages[500], { extensions: { code: 'INTERNAL_SERVER_ERROR' }, originalError: cause instanceof Error ? cause : undefined });
// `spec`: the 400 is for application/graphql-response+json clients; plain JSON ones get 200 (GraphQL over HTTP).
export const tooComplex = (message: string = messages.tooComplex) => refusal(message, 'QUERY_TOO_COMPLEX', { status: 400, spec: true });
/** A `documentId` the gateway does not know (a web app older or newer than the gateway). */
export const persistedDocumentNotFound = () => refusal(messages.persistedDocumentNotFound, 'PERSISTED_QUERY_NOT_FOUND', { status: 400, spec: true });
export const imageTooLarge = () => refusal(messages.imageTooLarge, 'BAD_USER_INPUT', { status: 413 });
export const parseFailed = () => refusal(messages.parseFailed, 'GRAPHQL_PARSE_FAILED', { status: 400, spec: true });
export const validationFailed = (message: string = messages.validationFailed) =>
  refusal(message, 'GRAPHQL_VALIDATION_FAILED', { status: 400, spec: true });

/** Refusals of the HTTP layer (Fastify, yoga's request checks) by status. */
const httpRefusals: Record<number, [code: string, message: string]> = {
  400: ['BAD_REQUEST', messages.badRequest],
  401: ['UNAUTHENTICATED', messages[401]],
  403: ['FORBIDDEN', messages.csrf],
  404: ['NOT_FOUND', messages[404]],
  405: ['METHOD_NOT_ALLOWED', messages.methodNotAllowed],
  406: ['NOT_ACCEPTABLE', messages.notAcceptable],
  408: ['REQUEST_TIMEOUT', messages.timeout],
  413: ['PAYLOAD_TOO_LARGE', messages.payloadTooLarge],
  415: ['UNSUPPORTED_MEDIA_TYPE', messages.unsupportedMediaType],
  431: ['HEADERS_TOO_LARGE', messages.headersTooLarge],
};

/** The error for an HTTP status (unknown or 5xx: the generic server error), keeping the status for the response. */
export function httpError(status: number, headers?: Record<string, string>): GraphQLError {
  const [code, message] = httpRefusals[status] ?? ['INTERNAL_SERVER_ERROR', messages[500]];
  return refusal(message, code, { status: httpRefusals[status] ? status : 500, ...(headers && { headers }) });
}

/** The JSON body of a refusal answered outside GraphQL execution, in the same shape as a GraphQL error. */
export const errorBody = (error: GraphQLError) =>
  JSON.stringify({ errors: [{ message: error.message, extensions: { code: error.extensions.code } }] });
