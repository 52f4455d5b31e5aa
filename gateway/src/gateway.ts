import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { GraphQLError } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { createContext, type GatewayContext } from './context.js';
import { serverError } from './errors.js';
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

export function createGateway({ apiUrl, plugins = [], logging = false }: GatewayOptions) {
  const metrics = createMetrics();
  const rest = new RestClient(apiUrl, metrics);
  // Abuse limits (graphql-armor): deep nesting, alias floods, huge documents, costly queries; no field suggestions.
  const armor = new EnvelopArmor({
    maxDepth: { n: 14, ignoreIntrospection: false, flattenFragments: true },
    maxAliases: { n: 20 },
    maxTokens: { n: 3000 },
    maxDirectives: { n: 20 },
    costLimit: { maxCost: 8000 },
    blockFieldSuggestion: { enabled: true },
  }).protect();

  const yoga = createYoga<Record<string, unknown>, GatewayContext>({
    schema: createSchema(),
    context: (initial) => createContext(initial, rest),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    logging,
    graphiql: { title: 'Aula GraphQL', defaultQuery: exampleQuery },
    maskedErrors: {
      // Our own errors (codes and Spanish messages) pass; anything unexpected becomes the generic server error.
      maskError(error) {
        const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
        if (original instanceof GraphQLError && original.extensions?.code) return original;
        if (error instanceof GraphQLError && !error.originalError) return error;
        return serverError();
      },
    },
    plugins: [
      ...armor.plugins,
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
