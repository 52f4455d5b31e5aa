import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from './schemas.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Documentation only: the fields of a body the handler parses itself (a multipart form's, a JSON one's). */
    documentedBody?: z.ZodObject;
    /** Documentation only: a multipart form's file part when it is not an "image" (its name and what it takes). */
    documentedFile?: { name: string; description: string };
  }
}

/** The refusals any route may answer, with the same body {statusCode, error, message} and a Spanish message. */
const refusals = {
  400: 'Invalid input: the message names the field or the rule broken (also a malformed URL, query or JSON body)',
  401: 'No bearer token, or an invalid or expired one, or its user deactivated',
  403: "Not yours to see or change ('Acceso restringido. No tiene los roles para esta acción')",
  404: 'No such object, or not one you may know of',
  409: 'The state does not allow it (the message says why)',
  413: 'The body is over its limit: 1 MiB of JSON, a 5 MiB image, or the storage quota (the message gives the numbers)',
  415: 'A content type the route does not take, or a file that is not a PNG, JPEG, WebP or GIF image',
  429: 'Too many requests: the message says when to try again, and so does Retry-After',
} as const;

const withBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * For Fastify's onRoute hook: every documented route under `prefix` documents every refusal it can give (401 unless
 * it is public; 413 and 415 where a body is read) with the shared error body, and gets an operationId from its path
 * ("/study-group/getOne" → "studyGroupGetOne"; the method leads when two methods share a path).
 */
export function documentRoutes(prefix: string) {
  const taken = new Set<string>();
  return (route: RouteOptions) => {
    if (!route.url.startsWith(prefix) || route.schema?.hide) return;
    const methods = [route.method].flat();
    const schema = (route.schema ??= {}) as Record<string, unknown> & { response?: Record<string, unknown> };
    const response = (schema.response ??= {});
    for (const [status, description] of Object.entries(refusals)) {
      if (status === '401' && route.config?.public) continue;
      if ((status === '413' || status === '415') && !methods.some((method) => withBody.has(method))) continue;
      // The shared body as a route declares it gets the shared description; a route's own schema stays.
      if (response[status] === undefined || response[status] === errorResponse) response[status] = errorResponse.describe(description);
    }
    if (!schema.operationId) {
      const words = route.url
        .slice(prefix.length)
        .split('/')
        .filter((part) => part && !part.startsWith(':'))
        .flatMap((part) => part.split('-'));
      let id = words.map((word, i) => (i ? word[0]!.toUpperCase() + word.slice(1) : word)).join('');
      if (taken.has(id)) id = methods[0]!.toLowerCase() + id[0]!.toUpperCase() + id.slice(1);
      taken.add(id);
      schema.operationId = id;
    }
  };
}

const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' });

/**
 * @fastify/swagger's transform: zod to JSON Schema (fastify-type-provider-zod), then what zod cannot say. A route
 * that `produces` another type (a CSV file) documents its success in that type, its refusals staying JSON; a
 * multipart route documents its form: the `documentedBody` fields plus the "image" file (as JSON too when it
 * takes both).
 */
export const openapiTransform: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const schema = output.schema as
    { hide?: boolean; produces?: string[]; consumes?: string[]; response?: Record<string, Record<string, unknown>>; body?: unknown } | undefined;
  const route = (input as { route?: RouteOptions }).route;
  if (!schema || schema.hide) return output;
  if (schema.produces) {
    const { produces, response = {} } = schema;
    for (const [status, success] of Object.entries(response)) {
      if (!status.startsWith('2')) continue;
      const { description = 'OK', ...body } = success;
      response[status] = { description, content: Object.fromEntries(produces.map((type) => [type, { schema: body }])) };
    }
    delete schema.produces;
  }
  const consumes = schema.consumes ?? [];
  if (consumes.includes('multipart/form-data')) {
    const fields = route?.config?.documentedBody;
    const json = fields ? toJson(fields) : undefined;
    const form = {
      type: 'object',
      properties: {
        ...(json?.properties as object),
        [route?.config?.documentedFile?.name ?? 'image']: {
          type: 'string',
          format: 'binary',
          description: route?.config?.documentedFile?.description ?? 'PNG, JPEG, WebP or GIF, at most 5 MiB',
        },
      },
      required: fields ? (json?.required ?? []) : ['image'],
    };
    schema.body = {
      content: {
        'multipart/form-data': { schema: form },
        ...(json && consumes.includes('application/json') ? { 'application/json': { schema: json } } : {}),
      },
    };
  }
  return output;
};
