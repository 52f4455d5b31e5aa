import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** SPEC.md section 8: the messages clients show for each status. */
export const messages = {
  badRequest: 'La solicitud no es válida',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido',
  unauthorized: 'Las credenciales no son válidas',
  forbidden: 'Acceso restringido. No tiene los roles para esta acción',
  notFound: 'No se encontró el recurso',
  conflict: 'Este usuario ya existe',
  tooLarge: 'La solicitud supera el tamaño máximo permitido',
  imageTooLarge: 'La imagen supera el tamaño máximo de 5 MiB',
  unsupportedMedia: 'Tipo de contenido no admitido',
  unsupportedImage: 'Formato de imagen no admitido. Use PNG, JPEG, WebP o GIF',
  tooManyLogins: 'Demasiados intentos fallidos. Inténtelo de nuevo en 15 minutos',
  server: 'Error del servidor. Por favor, inténtelo de nuevo más tarde',
} as const;

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** An expected failure: its status and Spanish message go to the client as they are. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = messages.badRequest) => new ApiError(400, message);
export const unauthorized = () => new ApiError(401, messages.unauthorized);
export const forbidden = () => new ApiError(403, messages.forbidden);
export const notFound = () => new ApiError(404, messages.notFound);

export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: reasons[statusCode] ?? 'Error', message };
}

// Fastify's own 4xx codes, translated: a client never sees an English framework message.
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedMedia,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.badRequest,
  FST_REQ_FILE_TOO_LARGE: messages.imageTooLarge,
  FST_INVALID_MULTIPART_CONTENT_TYPE: messages.unsupportedMedia,
};

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first broken rule, in schema order, with the Spanish message the schema carries.
      const first = error.validation[0];
      return reply.status(400).send(errorBody(400, first?.message ?? messages.badRequest));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = frameworkMessages[error.code] ?? messages.badRequest;
      return reply.status(status).send(errorBody(status, message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorBody(500, messages.server));
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(errorBody(404, messages.notFound));
  });
}
