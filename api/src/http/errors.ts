import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, messages } from '../domain/errors.js';

/** The body of every error: `error` is the status's standard reason, a stable code clients may switch on. */
export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

// Fastify's and its plugins' own refusals, translated: a client never sees an English framework message, nor its
// request echoed back (FST_ERR_BAD_URL and FST_ERR_MAX_PARAM_LENGTH quote the path).
const frameworkMessages: Record<string, string> = {
  FST_ERR_BAD_URL: messages.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: messages.uriTooLong,
  FST_ERR_CTP_INVALID_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedMedia,
  FST_ERR_CTP_INVALID_TYPE: messages.unsupportedMedia,
  FST_REQ_FILE_TOO_LARGE: messages.imageTooLarge,
  FST_INVALID_MULTIPART_CONTENT_TYPE: messages.unsupportedMedia,
  FST_PARTS_LIMIT: messages.tooManyParts,
  FST_FILES_LIMIT: messages.tooManyParts,
  FST_FIELDS_LIMIT: messages.tooManyParts,
};

// Whatever else a framework refuses, by status.
const statusMessages: Record<number, string> = {
  404: messages.notFound,
  406: messages.unsupportedMedia,
  408: messages.timeout,
  413: messages.tooLarge,
  414: messages.uriTooLong,
  415: messages.unsupportedMedia,
  431: messages.headersTooLarge,
};

function sendError(error: FastifyError | ApiError, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply.status(error.statusCode).headers(error.headers).send(errorBody(error.statusCode, error.message));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The first broken rule, in schema order, with the Spanish message the schema (or zod's config) gives it.
    return reply.status(400).send(errorBody(400, error.validation[0]?.message ?? messages.badRequest));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send(errorBody(status, frameworkMessages[error.code] ?? statusMessages[status] ?? messages.badRequest));
  }
  reply.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send(errorBody(500, messages.server));
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, _request, reply) => sendError(error, reply));
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(errorBody(404, messages.notFound));
  });
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot route (bad encoding, an over-long parameter). No hook runs for
 * these, so the one header that matters on an error body is set here.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  return sendError(error, reply.header('x-content-type-options', 'nosniff'));
}

/** Fastify's `clientErrorHandler`: what Node refuses before Fastify has a request (huge headers, a request too slow). */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(errorBody(status, statusMessages[status] ?? messages.badRequest));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
