import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { ValidationContext } from 'graphql';
import { createFetch } from '@whatwg-node/fetch';
import { createYoga, type Plugin } from 'graphql-yoga';
import { readSettings, type GatewaySettings } from './config.js';
import { createContext, type GatewayContext, type ServerContext } from './graphql/context.js';
import { tooComplex } from './graphql/errors.js';
import { useDuplicateFieldLimit } from './graphql/duplicateFields.js';
import { renderGraphiQL, useGraphiQLAssets } from './http/graphiql.js';
import { useHealthEndpoints } from './http/health.js';
import { useNodeLimit } from './graphql/limits.js';
import { readDocuments, usePersistedDocuments, webDocumentsFile } from './graphql/persistedDocuments.js';
import { useErrorCatalogue } from './graphql/masking.js';
import { createMetrics } from './http/metrics.js';
import { useBodyLimit, useErrorResponses, useGraphiQLPolicy, useMetricsEndpoint, useOperationMetrics, useStorageProxy } from './http/plugins.js';
import { LiveNotifications } from './live/liveNotifications.js';
import { LiveGames } from './live/liveGames.js';
import { localStreamPlaces, redisStreamPlaces } from './live/streamPlaces.js';
import { notificationEvents } from './live/pubsub.js';
import { createSchema } from './graphql/schema.js';
import { useServerSentEvents } from './live/sse.js';
import { RestClient } from './upstream/restClient.js';

export interface GatewayOptions extends Partial<GatewaySettings> {
  /** Base URL of the REST api, e.g. http://127.0.0.1:4001/api/v1 */
  apiUrl: string;
  /** The web client's persisted documents by id (default: the map relay-compiler writes, see persistedDocuments.ts). */
  persistedDocuments?: Record<string, string>;
  /** Extra plugins (the web app's static files). */
  plugins?: Plugin[];
  /** Yoga's own logger, for errors of requests that do not come through Fastify (whose request logger is used). */
  logging?: boolean;
  /** Where the api dispatches live notifications, when it runs in this process; else Redis with REDIS_URL (pubsub.ts). */
  notificationEvents?: EventTarget;
  /** Redis for live notifications; defaults to REDIS_URL. */
  redisUrl?: string;
}

/** GraphiQL's first tab, so a developer can run something at once (after logging in in the second). */
const exampleQuery = `# Your groups and their assignments.
# 1. Log in in the LogIn tab and copy the token.
# 2. In Headers below, replace <token> with it.
# 3. Run this query (Ctrl-Enter). Without a valid
#    token, viewer is null.
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

/** GraphiQL's second tab: how to get a token. */
const logInMutation = `# How to get a token:
# 1. Put your email and password in the
#    Variables below and run this (Ctrl-Enter).
# 2. Copy data.logIn.token from the result.
# 3. In the MyGroups tab (or any other), paste
#    it into Headers in place of <token>:
#    {"Authorization": "Bearer <token>"}
# It is valid for 7 days; signUp gives one too.
mutation LogIn($input: LogInInput!) {
  logIn(input: $input) {
    token
    profile { username }
  }
}
`;

/** The headers of the example tab and of every new tab: the template to paste the token into. */
const authorizationTemplate = JSON.stringify({ Authorization: 'Bearer <token>' }, null, 2);

export function createGateway({
  apiUrl,
  plugins = [],
  logging = false,
  persistedDocuments = readDocuments(webDocumentsFile),
  notificationEvents: shared,
  redisUrl,
  ...options
}: GatewayOptions) {
  const settings = { ...readSettings(), ...options };
  const metrics = createMetrics();
  const rest = new RestClient(apiUrl, metrics);
  const events = notificationEvents(shared, redisUrl);
  const places = events.redis ? redisStreamPlaces(events.redis, settings.maxStreamsPerUser) : localStreamPlaces(settings.maxStreamsPerUser);
  const live = new LiveNotifications(events.target, rest, places, settings);
  const liveGames = new LiveGames(events.target, () => live.channelPrefix(), places, settings);
  // Abuse limits (graphql-armor): deep nesting, alias floods, huge documents; no field suggestions. What a query
  // costs is the node limit's business (limits.ts, GitHub's rule: page sizes multiplied down the tree).
  // A broken limit is reported as a validation error (QUERY_TOO_COMPLEX, 400 for application/graphql-response+json)
  // with the catalogue's message instead of armor's English one, which states the limit.
  const asValidationError = { propagateOnRejection: false, onReject: [(context: ValidationContext | null) => context?.reportError(tooComplex())] };
  const armor = new EnvelopArmor({
    // Introspection (GraphiQL's schema query nests ofType nine deep) is left to the token limit. 16 lets four
    // connections nest (viewer → studyGroups → assignments → attempts → assignment → studyGroup → members), which
    // the node limit then sizes.
    maxDepth: { n: 16, ignoreIntrospection: true, flattenFragments: true, ...asValidationError },
    // __typename counts too (armor exempts it by default): 100 aliases of it are still an alias flood.
    maxAliases: { n: 20, allowList: [], ...asValidationError },
    // Counted while parsing, so the refusal is thrown out of the parser.
    maxTokens: {
      n: 3000,
      onReject: [
        () => {
          throw tooComplex();
        },
      ],
    },
    maxDirectives: { n: 20, ...asValidationError },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: true },
  }).protect();

  const yoga = createYoga<ServerContext, GatewayContext>({
    schema: createSchema(),
    context: (initial) => createContext(initial, rest, live, liveGames),
    graphqlEndpoint: '/graphql',
    // Multipart uploads are cut while they stream in: one image of at most 5 MiB, a few small fields.
    fetchAPI: createFetch({ formDataLimits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, fieldSize: 100_000 } }),
    landingPage: false,
    logging,
    // Served from this origin (graphiql.ts), not from yoga's CDN.
    renderGraphiQL,
    graphiql: {
      title: 'Aula GraphQL',
      defaultTabs: [
        { query: exampleQuery, headers: authorizationTemplate },
        { query: logInMutation, variables: JSON.stringify({ input: { email: 'you@example.com', password: 'your password' } }, null, 2) },
      ],
      headers: authorizationTemplate,
    },
    // useErrorCatalogue masks and translates every error, with the request at hand to log what it masks.
    maskedErrors: false,
    // Same origin needs no CORS; other sites' pages only when configured, and never with credentials (the token
    // travels in the Authorization header, not in cookies).
    cors: (request) => {
      const origin = request.headers.get('origin');
      return origin && settings.corsOrigins.includes(origin) ? { origin, credentials: false, methods: ['GET', 'POST'] } : false;
    },
    plugins: [
      // First: a documentId becomes its text before anything reads the query.
      usePersistedDocuments(persistedDocuments),
      ...armor.plugins,
      useDuplicateFieldLimit(5),
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }),
      useBodyLimit(6 * 1024 * 1024),
      useServerSentEvents('/graphql'),
      useOperationMetrics(metrics),
      useErrorCatalogue(),
      useNodeLimit(),
      useErrorResponses(),
      useGraphiQLPolicy('/graphql'),
      useGraphiQLAssets(),
      useMetricsEndpoint(metrics, settings),
      useStorageProxy(rest),
      useHealthEndpoints(rest),
      ...plugins,
    ],
  });

  return {
    yoga,
    metrics,
    close: async () => {
      places.close();
      await events.close();
      await rest.close();
    },
  };
}

export type Gateway = ReturnType<typeof createGateway>;
