import { GraphQLError, Kind, getOperationAST } from 'graphql';
import type { Plugin, YogaLogger } from 'graphql-yoga';
import type { ServerContext } from './context.js';
import { fieldName, httpError, imageTooLarge, parseFailed, serverError, tooComplex, validationFailed } from './errors.js';
import { argumentError, argumentLengthErrors, variableErrors } from './inputErrors.js';

/** What really went wrong under the GraphQL errors that wrap it. */
const cause = (error: Error): Error => (error instanceof GraphQLError && error.originalError ? cause(error.originalError) : error);

/** Codes whose errors already carry a catalogue message (errors.ts), from resolvers, the api or the steps below. */
const catalogued = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'QUERY_TOO_COMPLEX',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
]);

/** The client's view of an error: catalogued ones as they are, framework refusals in Spanish, the rest masked. */
function publicError(error: GraphQLError): { error: GraphQLError; masked: boolean } {
  const code = error.extensions?.code as string | undefined;
  if (code && catalogued.has(code)) return { error, masked: false };
  // An upload cut while streaming in (formDataLimits).
  if (code === 'REQUEST_ENTITY_TOO_LARGE') return { error: imageTooLarge(), masked: false };
  // graphql-js's syntax errors quote the document (armor's token limit throws a catalogued error instead).
  if (code === 'GRAPHQL_PARSE_FAILED') return { error: parseFailed(), masked: false };
  // Yoga's refusals of the request itself (invalid JSON, missing query, mutation over GET, CSRF) carry their status.
  const http = error.extensions?.http as { status?: number; headers?: Record<string, string> } | undefined;
  if (!error.originalError && http?.status && http.status < 500) return { error: httpError(http.status, http.headers), masked: false };
  return { error: serverError(), masked: true };
}

/**
 * Keeps every error the client sees in the catalogue (errors.ts) and logs each masked one with its cause, through
 * the request's logger (Fastify's, with the request id) so that an operator can find what an "Error del servidor"
 * was. Yoga's own masking is off (gateway.ts): this is the one place that decides. Validation and variable errors
 * are translated where the document is at hand, to name the field.
 */
export function useErrorCatalogue(): Plugin<Record<string, unknown>, ServerContext> {
  let fallbackLogger: YogaLogger;
  return {
    onYogaInit({ yoga }) {
      fallbackLogger = yoga.logger;
    },
    onValidate({ params: { schema, documentAST } }) {
      return ({ valid, result, setResult }) => {
        if (valid) return;
        setResult(
          result.map((error) => {
            if (error.extensions?.code) return error;
            // graphql-js's MaxIntrospectionDepthRule, the one rule about size rather than shape.
            if (error.message === 'Maximum introspection depth exceeded') return tooComplex();
            const node = error.nodes?.[0];
            if (node?.kind === Kind.FIELD && error.message.startsWith('Cannot query field')) {
              return validationFailed(`El campo ${fieldName(node.name.value)} no existe en este tipo`);
            }
            return argumentError(error, schema, documentAST) ?? validationFailed();
          }),
        );
      };
    },
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      const values = args.variableValues ?? undefined;
      const errors = operation ? variableErrors(args.schema, operation, values) : [];
      if (operation && !errors.length) errors.push(...argumentLengthErrors(args.schema, args.document, operation, values));
      if (errors.length) setResultAndStopExecution({ errors });
    },
    onResultProcess({ result, setResult, serverContext }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
      const log = serverContext.req?.log ?? fallbackLogger;
      const errors = result.errors.map((error) => {
        const { error: shown, masked } = publicError(error);
        if (masked) log.error({ err: cause(error), path: error.path?.join('.') }, 'GraphQL error masked as INTERNAL_SERVER_ERROR');
        // A replaced error of a field keeps its place in the response; nothing else of the original goes out.
        return shown !== error && error.path
          ? new GraphQLError(shown.message, { path: error.path, nodes: error.nodes, extensions: shown.extensions })
          : shown;
      });
      setResult({ ...result, errors });
    },
  };
}
