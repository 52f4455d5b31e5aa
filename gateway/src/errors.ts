import { GraphQLError } from 'graphql';

/** SPEC.md section 8. */
export const messages = {
  401: 'Las credenciales no son válidas',
  403: 'Acceso restringido. No tiene los roles para esta acción',
  404: 'No se encontró el recurso',
  409: 'Este usuario ya existe',
  500: 'Error del servidor. Por favor, inténtelo de nuevo más tarde',
} as const;

const codes: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'BAD_USER_INPUT',
  415: 'BAD_USER_INPUT',
  429: 'TOO_MANY_REQUESTS',
};

/** A REST failure as a GraphQL error: the code from the status, the api's Spanish message for input problems. */
export function upstreamError(status: number, apiMessage: string | undefined): GraphQLError {
  const code = codes[status] ?? 'INTERNAL_SERVER_ERROR';
  let message: string;
  if (status === 401 || status === 403 || status === 404) message = messages[status];
  else if (status >= 500) message = messages[500];
  else if (codes[status]) message = apiMessage || messages[500];
  else message = `Unexpected error occurred (Status: ${status})`;
  return new GraphQLError(message, { extensions: { code } });
}

export const notFound = () => new GraphQLError(messages[404], { extensions: { code: 'NOT_FOUND' } });
export const unauthenticated = () => new GraphQLError(messages[401], { extensions: { code: 'UNAUTHENTICATED' } });
export const badUserInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
export const serverError = () => new GraphQLError(messages[500], { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
