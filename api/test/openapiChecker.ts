import { Ajv, type ValidateFunction } from 'ajv';
import type { CallOptions, TestApi } from './helpers.js';

// Calls the api and checks every real answer against the served OpenAPI document: its status must be documented,
// and its body must match the schema documented for that status and content type.

export interface Operation {
  key: string;
  pattern: RegExp;
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
  protected: boolean;
  params: boolean;
  body: boolean;
}

export type OpenApiDocument = { openapi: string; servers?: unknown[]; security?: unknown[]; paths: Record<string, Record<string, any>> };

/** The document's operations, each with the pattern its path matches. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      responses: operation.responses,
      protected: (operation.security ?? doc.security ?? []).length > 0,
      params: (operation.parameters ?? []).some((p: { in: string }) => p.in === 'path'),
      body: Boolean(operation.requestBody),
    })),
  );
}

/** A caller that records which operations it reached (`called`) and every way an answer broke the document (`problems`). */
export function documentChecker(api: TestApi, operations: Operation[]) {
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  const validators = new Map<object, ValidateFunction>();
  const called = new Set<string>();
  const problems: string[] = [];

  /** Calls the api and checks the answer against the document; returns it for the scenario to go on with. */
  async function call(method: string, path: string, options: CallOptions = {}) {
    const reply = await api.call(method, path, options);
    const url = `/api/v1/${path}`.split('?')[0]!;
    // Like the router, a path without parameters wins: /liveGames/byAssignment is not /liveGames/{id}.
    const matching = operations.filter((candidate) => candidate.key.startsWith(`${method} `) && candidate.pattern.test(url));
    const operation = matching.find((candidate) => !candidate.params) ?? matching[0];
    if (!operation) {
      problems.push(`${method} ${url}: not in the document`);
      return reply;
    }
    called.add(operation.key);
    const documented = operation.responses[String(reply.status)];
    if (!documented) {
      problems.push(`${operation.key}: answered ${reply.status}, documented ${Object.keys(operation.responses).join(', ')}`);
      return reply;
    }
    const type = (reply.headers.get('content-type') ?? '').split(';')[0]!;
    const content = documented.content?.[type];
    if (!content) {
      problems.push(
        `${operation.key} ${reply.status}: answered ${type || 'no body'}, documented ${Object.keys(documented.content ?? {}).join(', ') || 'no body'}`,
      );
      return reply;
    }
    let validate = validators.get(content.schema);
    if (!validate) validators.set(content.schema, (validate = ajv.compile(content.schema)));
    if (!validate(reply.body)) problems.push(`${operation.key} ${reply.status}: ${ajv.errorsText(validate.errors)}`);
    return reply;
  }

  return { call, called, problems };
}
