import { js, reactHooks, relay, tseslint } from '@aula/lint';
import { featureWalls } from './lint/featureWalls.js';

/**
 * One ESLint for the whole tree: typescript-eslint's recommended rules (syntax only, no type information, so it
 * stays quick), React's hook rules and Relay's GraphQL rules for the web, and the layers as import bans:
 *
 * - web: Relay through 'react-relay/hooks' only; features never import the app shell (`src/app/`) nor another
 *   feature (`aula/no-cross-feature-imports`, lint/featureWalls.js), and nothing below the features (components,
 *   lib, offline, questionKinds, relay, routes, session) imports the features or the app shell; no web file imports
 *   the api's or the gateway's code.
 * - api: infrastructure (db, http, auth, storage, domain) never imports a feature; domain, db, auth and storage
 *   never import http.
 * - every part: hand-written files under 300 lines of code (`max-lines`, blank lines and comments not counted).
 * - gateway: its sources use the api only through `@aula/api`'s types (its tests may start the api), and its folders
 *   keep their layers (gatewayBans below).
 */

/** An import ban: relative imports climbing into `folder` of the same part, with the reason as the message. */
const into = (folder, message) => ({ regex: `^(\\.{1,2}/)+${folder}(/|$)`, message });

const webApiBan = [
  { regex: '^(\\.\\./)+(api|gateway)/', message: 'The web talks to the gateway over GraphQL only; it never imports api or gateway code.' },
  { regex: '^@aula/(api|gateway)(/|$)', message: 'The web talks to the gateway over GraphQL only; it never imports api or gateway code.' },
];
// react-relay's main entry is CommonJS that also brings the legacy containers, which no bundler can drop.
const relayHooksOnly = {
  regex: '^react-relay$',
  message: "Import from 'react-relay/hooks': 'react-relay' also brings the legacy containers (6 KiB brotli on every logged-in page).",
};
const noApp = into('app', 'Features and the layers below them never import the app shell (src/app/): move what both need below the features.');
const noFeatures = into('features', 'Only the app shell imports features; shared pieces go in components/, lib/ or routes/.');

const apiNoFeatures = into('features', "The api's infrastructure never imports a feature: move what both need into domain/ or the infrastructure.");
const apiNoHttp = into('http', 'Only features and the app import http/: domain, db, auth and storage stay free of HTTP.');

/**
 * The gateway's sources use the api only through `@aula/api`'s types, and its folders keep their layers: the entry
 * points (gateway.ts, http.ts, server.ts) import the folders, never the reverse; upstream/ is the REST client, which
 * knows of GraphQL only the error catalogue and of HTTP only the metrics; live/ and http/ never reach into the
 * resolvers; GraphQL execution never imports the HTTP server's pieces.
 */
const gatewayBans = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      paths: [{ name: '@aula/api', allowTypeImports: true, message: 'The gateway reaches the api over HTTP: import only its types.' }],
      patterns: [
        { regex: '^(\\.\\./)+api/', message: "The gateway never imports the api's sources: use `import type` from @aula/api." },
        ...patterns,
      ],
    },
  ],
});
const gatewayNoEntries = {
  regex: '^(\\.\\./)+(gateway|http|server)\\.js$',
  message: "The gateway's entry points (gateway.ts, http.ts, server.ts) import its folders, never the reverse.",
};
const upstreamKeepsToRest = {
  regex: '^(\\.\\./)+(resolvers/|live/|graphql/(?!errors\\.js$)|http/(?!metrics\\.js$))',
  message: 'upstream/ is the REST client: of the rest of the gateway it uses only the error catalogue and the metrics.',
};

/** The `no-restricted-imports` rule with these patterns (type-only imports allowed where `allowTypeImports`). */
const bans = (patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/__generated__/**', 'web/dist/**', 'web/dev-dist/**', '**/.data/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // `_name` marks a parameter or binding that is there for its position.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },

  {
    // A hand-written file (tests too) stays under 300 lines of code, blank lines and comments not counted: a file
    // that grows splits into one job per file. Generated code is ignored above.
    files: ['{api,gateway,web,common,scripts,bench}/**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },

  {
    // Tests read GraphQL and REST replies as untyped JSON and check them with assertions, not types.
    files: ['**/test/**/*.{ts,tsx}', 'web/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  // web
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, relay },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/no-future-added-value': 'error',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/hook-required-argument': 'error',
      'relay/function-required-argument': 'error',
      ...bans([...webApiBan, relayHooksOnly]),
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    plugins: { aula: featureWalls },
    rules: { ...bans([...webApiBan, relayHooksOnly, noApp]), 'aula/no-cross-feature-imports': 'error' },
  },
  {
    files: ['web/src/{components,lib,offline,questionKinds,relay,routes,session}/**/*.{ts,tsx}'],
    rules: bans([...webApiBan, relayHooksOnly, noApp, noFeatures]),
  },

  // api
  { files: ['api/src/{db,http,auth,storage,domain}/**/*.ts'], rules: bans([apiNoFeatures]) },
  { files: ['api/src/{db,auth,storage,domain}/**/*.ts'], rules: bans([apiNoFeatures, apiNoHttp]) },

  // gateway
  { files: ['gateway/src/**/*.ts'], rules: gatewayBans([]) },
  { files: ['gateway/src/*/**/*.ts'], rules: gatewayBans([gatewayNoEntries]) },
  { files: ['gateway/src/upstream/**/*.ts'], rules: gatewayBans([gatewayNoEntries, upstreamKeepsToRest]) },
  {
    files: ['gateway/src/live/**/*.ts'],
    rules: gatewayBans([
      gatewayNoEntries,
      into('(resolvers|http)', 'Live streams sit below the resolvers and the HTTP server: they never import them.'),
    ]),
  },
  {
    files: ['gateway/src/http/**/*.ts'],
    rules: gatewayBans([
      gatewayNoEntries,
      into('(resolvers|live)', 'The HTTP pieces never reach into resolvers or live streams: gateway.ts wires them together.'),
    ]),
  },
  {
    files: ['gateway/src/{graphql,resolvers}/**/*.ts'],
    rules: gatewayBans([
      gatewayNoEntries,
      into('http', 'GraphQL execution knows nothing of the HTTP server (http/): what it needs comes in its context.'),
    ]),
  },
);
