import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { GraphQLError, type ValidationContext } from 'graphql';
import { createFetch } from '@whatwg-node/fetch';
import { createYoga, type Plugin } from 'graphql-yoga';
import { createContext, type GatewayContext } from './context.js';
import { serverError } from './errors.js';
import { useDuplicateFieldLimit } from './duplicateFields.js';
import { createMetrics } from './metrics.js';
import { useBodyLimit, useMetricsEndpoint, useOperationMetrics, useStorageProxy } from './plugins.js';
import { createSchema } from './schema.js';
import { RestClient } from './upstream.js';

export interface GatewayOptions {
  /** Base URL of the REST api, e.g. http://127.0.0.1:4001/api/v1 */
  apiUrl: string;
  /** Extra plugins (the web app's static files). */
  plugins?: Plugin[];
  logging?: boolean;
}

/** Shown in GraphiQL's first tab, so a developer can run something at once. */
const exampleQuery = `# Log in with the logIn mutation, then add the header
# {"Authorization": "Bearer <token>"} below and run this query.
query MyGroups {
  viewer {
    profile { username }
    studyGroups(first: 10) {
      edges {
        node {
          name
          viewerIsOwner
          assignments(first: 10) {
            edges { node { name difficulty questionCount } }
          }
        }
      }
    }
  }
}
`;

/**
 * Errors of graphql-yoga, graphql-armor and the CSRF plugin may come from another copy of graphql (its CommonJS
 * build next to the ES module one, as under vitest), where `instanceof` fails: the name tells them apart as well.
 */
const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof GraphQLError || (error instanceof Error && error.name === 'GraphQLError');

export function createGateway({ apiUrl, plugins = [], logging = false }: GatewayOptions) {
  const metrics = createMetrics();
  const rest = new RestClient(apiUrl, metrics);
  // Abuse limits (graphql-armor): deep nesting, alias floods, huge documents, costly queries; no field suggestions.
  // A broken limit is reported as a validation error (code GRAPHQL_VALIDATION_FAILED, 400 for
  // application/graphql-response+json) rather than thrown out of validation as an unexpected error.
  const asValidationError = { propagateOnRejection: false, onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)] };
  const armor = new EnvelopArmor({
    // Introspection (GraphiQL's schema query nests ofType nine deep) is left to the token limit.
    maxDepth: { n: 14, ignoreIntrospection: true, flattenFragments: true, ...asValidationError },
    // __typename counts too (armor exempts it by default): 100 aliases of it are still an alias flood.
    maxAliases: { n: 20, allowList: [], ...asValidationError },
    maxTokens: { n: 3000 },
    maxDirectives: { n: 20, ...asValidationError },
    // Cost ≈ the fields a response can hold given the literal page sizes (`first`): fragments are no extra level (Relay
    // reads everything through them) and depth is the depth limit's business, not a factor of 1.5 per level as by
    // default, which refused the contract's own nesting (group → assignments(first: 100) → attempts → profile) and a
    // page of 500 members (the most a nested connection gives).
    costLimit: { maxCost: 20000, depthCostFactor: 1, flattenFragments: true, ...asValidationError },
    blockFieldSuggestion: { enabled: true },
  }).protect();

  const yoga = createYoga<Record<string, unknown>, GatewayContext>({
    schema: createSchema(),
    context: (initial) => createContext(initial, rest),
    graphqlEndpoint: '/graphql',
    // Multipart uploads are cut while they stream in: one image of at most 5 MiB, a few small fields.
    fetchAPI: createFetch({ formDataLimits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, fieldSize: 100_000 } }),
    landingPage: false,
    logging,
    graphiql: { title: 'Aula GraphQL', defaultQuery: exampleQuery },
    maskedErrors: {
      // Our own errors (codes and Spanish messages) pass; anything unexpected becomes the generic server error.
      maskError(error) {
        const original = isGraphQLError(error) ? (error.originalError ?? error) : error;
        // An upload cut while streaming in (formDataLimits) says so in English: give the api's Spanish message.
        if (isGraphQLError(original) && original.extensions?.code === 'REQUEST_ENTITY_TOO_LARGE') {
          return new GraphQLError('La imagen supera el tamaño máximo de 5 MiB', { extensions: { code: 'BAD_USER_INPUT', http: { status: 413 } } });
        }
        // The located error (with path and locations) carries the original's code and message.
        if (isGraphQLError(original) && original.extensions?.code) return isGraphQLError(error) && error.extensions?.code ? error : original;
        if (isGraphQLError(error) && !error.originalError) return error;
        return serverError();
      },
    },
    plugins: [
      ...armor.plugins,
      useDuplicateFieldLimit(5),
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }),
      useBodyLimit(6 * 1024 * 1024),
      useOperationMetrics(metrics),
      useMetricsEndpoint(metrics),
      useStorageProxy(rest),
      ...plugins,
    ],
  });

  return { yoga, metrics, close: () => rest.close() };
}

export type Gateway = ReturnType<typeof createGateway>;
