import { js, reactHooks, relay, tseslint } from '@aula/lint';

/**
 * One ESLint for the whole tree: typescript-eslint's recommended rules (syntax only, no type information, so it
 * stays quick), React's hook rules and Relay's GraphQL rules for the web, and the layers as import bans:
 *
 * - web: Relay through 'react-relay/hooks' only; features never import the app shell (`src/app/`), and nothing
 *   below the features (components, lib, relay, routes, session) imports the features or the app shell; no web
 *   file imports the api's or the gateway's code.
 * - api: infrastructure (db, http, auth, storage, domain) never imports a feature; domain, db, auth and storage
 *   never import http.
 * - gateway: its sources use the api only through `@aula/api`'s types (its tests may start the api).
 */

/** An import ban: relative imports climbing into `folder` of the same part, with the reason as the message. */
const into = (folder, message) => ({ regex: `^(\\.{1,2}/)+${folder}(/|$)`, message });

const webApiBan = [
  { regex: '^(\\.\\./)+(api|gateway)/', message: 'The web talks to the gateway over GraphQL only; it never imports api or gateway code.' },
  { regex: '^@aula/(api|gateway)(/|$)', message: 'The web talks to the gateway over GraphQL only; it never imports api or gateway code.' },
];
// react-relay's main entry is CommonJS that also brings the legacy containers, which no bundler can drop.
const relayHooksOnly = { regex: '^react-relay$', message: "Import from 'react-relay/hooks': 'react-relay' also brings the legacy containers (6 KiB brotli on every logged-in page)." };
const noApp = into('app', 'Features and the layers below them never import the app shell (src/app/): move what both need below the features.');
const noFeatures = into('features', 'Only the app shell imports features; shared pieces go in components/, lib/ or routes/.');

const apiNoFeatures = into('features', "The api's infrastructure never imports a feature: move what both need into domain/ or the infrastructure.");
const apiNoHttp = into('http', 'Only features and the app import http/: domain, db, auth and storage stay free of HTTP.');

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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
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
  { files: ['web/src/features/**/*.{ts,tsx}'], rules: bans([...webApiBan, relayHooksOnly, noApp]) },
  {
    files: ['web/src/{components,lib,relay,routes,session}/**/*.{ts,tsx}'],
    rules: bans([...webApiBan, relayHooksOnly, noApp, noFeatures]),
  },

  // api
  { files: ['api/src/{db,http,auth,storage,domain}/**/*.ts'], rules: bans([apiNoFeatures]) },
  { files: ['api/src/{db,auth,storage,domain}/**/*.ts'], rules: bans([apiNoFeatures, apiNoHttp]) },

  // gateway
  {
    files: ['gateway/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@aula/api', allowTypeImports: true, message: 'The gateway reaches the api over HTTP: import only its types.' }],
          patterns: [{ regex: '^(\\.\\./)+api/', message: 'The gateway never imports the api\'s sources: use `import type` from @aula/api.' }],
        },
      ],
    },
  },
);
