import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { modulesChunk, screenChunk, shared, without } from './build/chunkGroups';
import { routePages } from './build/routePages';
import { mediaCacheName, mediaPathPrefix } from './src/offline/mediaCache';
import { paths } from './src/routes/paths';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

// The frame painted before the logged-in shell runs (styles in index.html): its top bar.
const shellFrame = '<div class="frame-bar"><span>Aula</span></div>';

const root = fileURLToPath(new URL('.', import.meta.url));
// The logged-in first screens: the shell with the groups list (index.html's own), and the solve screen, where a
// student lands from a shared link. Each comes as one chunk, preloaded by the page (build/routePages.ts); the
// queries and artifacts app/firstRequests.ts sends early stay out of them.
const shellScreens = ['src/features/shell/AppShell.tsx', 'src/features/groups/GroupListPage.tsx'];
// Parts nearly every other logged-in screen shows (grouped with the solve screen, they made each of those load its
// chunk): with the shell, which every logged-in page has.
const shellParts = [...shellScreens, 'src/components/BackLink.tsx', 'src/components/NotFoundNotice.tsx'];
const solveScreen = ['src/features/solve/SolvePage.tsx'];
// What the router makes the loaders with (app/routeLoader.ts, Relay's runtime), apart from the screens: after logging
// in, the router runs the list's loader without waiting for the shell's code (the query travels beside it).
const firstLoaders = ['src/app/routeLoader.ts'];
const startModules = ['src/app/start.tsx', 'src/app/firstRequests.ts'];
// What app/firstRequests.ts needs to send the session check and a first screen's query: the helpers every screen
// shares, and the queries it sends with the module itself (with the loaders it reads them from, free of Relay).
const requestHelpers = [
  'src/session/storage.ts',
  'src/routes/paths.ts',
  'src/relay/earlyRequests.ts',
  'src/__generated__/SessionProviderQuery.graphql.ts',
];
const firstQueries = [
  'src/app/firstRequests.ts',
  'src/app/loaders/screenQuery.ts',
  'src/app/loaders/groupList.ts',
  'src/app/loaders/solve.ts',
  'src/app/loaders/assignmentOverview.ts',
  'src/app/loaders/notifications.ts',
  'src/__generated__/GroupListPageQuery.graphql.ts',
  'src/__generated__/SolvePageQuery.graphql.ts',
  'src/__generated__/AssignmentOverviewPageQuery.graphql.ts',
  'src/__generated__/NotificationsPageQuery.graphql.ts',
];
// The screens people open by a link of their own (a live game's, a teacher's bookmarks), with their loaders: index.html
// preloads the one the address is on.
const linkedScreens: Array<[path: string, screen: string, loader: string]> = [
  [paths.liveHost.path, 'live/host/LiveHostPage', 'liveHost'],
  [paths.playGame.path, 'live/play/PlayPage', 'playGame'],
  [paths.gradebook.path, 'gradebook/GradebookPage', 'gradebook'],
  [paths.groupDashboard.path, 'grades/GroupDashboardPage', 'groupDashboard'],
  [paths.assignmentStatistics.path, 'statistics/AssignmentStatisticsPage', 'assignmentStatistics'],
  [paths.profile.path, 'profile/ProfilePage', 'profile'],
  [paths.questions.path, 'questions/QuestionBankPage', 'questionBank'],
];
const publicScreens = ['src/features/auth/PublicLayout.tsx', 'src/features/auth/LoginPage.tsx', 'src/features/auth/RegisterPage.tsx'];
const login = publicScreens.slice(0, 2);
const register = publicScreens[2]!;
const loggedIn = [...shellScreens, ...solveScreen];
const lazyNumberFormat = fileURLToPath(new URL('./src/app/lazyNumberFormat.ts', import.meta.url));
// The source transforms, shared by the prerender build: babel-plugin-relay turns each graphql`…` literal into an
// import of its generated artifact, and MUI's locale formats numbers with a formatter made on first use
// (src/app/lazyNumberFormat.ts says why).
const sourcePlugins = () => [
  {
    name: 'aula:lazy-mui-number-format',
    enforce: 'pre' as const,
    resolveId: (source: string, importer?: string) =>
      source === './utils/buildFormatNumber.mjs' && importer?.includes('/@mui/material/locale/') ? lazyNumberFormat : null,
  },
  react(),
  babel({
    plugins: [['relay', { artifactDirectory: fileURLToPath(new URL('./src/__generated__', import.meta.url)), eagerEsModules: true }]],
  }),
];

export default defineConfig({
  plugins: [
    ...sourcePlugins(),
    // The service worker (dist/sw.js, registered by main.tsx): after one visit the app shell opens offline.
    // Every built file is precached (hashed names, so a deploy brings a new list and the old files go);
    // a page load goes to the network first and falls back to the precached index.html only when it
    // cannot be reached (so a reload offline reaches the app, which opens the screens kept on the device).
    // Stored images (/storage/…: statements' pictures, group and profile pictures) are kept once seen, for
    // offline solving: cache first, at most 300 for 30 days, dropped at logout (offline/useKeepOfflineFresh.ts).
    // /graphql and /metrics are never cached (the screens' data is sealed by the app, offline/screenCache.ts).
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: null,
        // A new version takes over at once (and open pages with it), so they never mix two versions' files.
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        inlineWorkboxRuntime: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !['/graphql', '/storage/', '/metrics'].some((prefix) => url.pathname.startsWith(prefix)),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: 'index.html' } },
          },
          {
            urlPattern: ({ request, url }) => request.method === 'GET' && url.pathname.startsWith(mediaPathPrefix),
            handler: 'CacheFirst',
            options: {
              cacheName: mediaCacheName,
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    // Each page preloads its first screen's chunks and paints before any script runs (build/routePages.ts):
    // /login, /register, /forgot-password, /terminos and /privacidad get their own HTML with the screen prerendered
    // (the gateway sends login.html for /login), index.html the logged-in shell's first screen, the groups list, behind the shell's frame.
    routePages(
      [
        { file: 'login.html', modules: ['src/app/start.tsx', ...login], prerender: '/login' },
        { file: 'register.html', modules: ['src/app/start.tsx', publicScreens[0]!, register], prerender: '/register' },
        // The other pages open to anyone, as light as /login.
        {
          file: 'forgot-password.html',
          modules: ['src/app/start.tsx', publicScreens[0]!, 'src/features/auth/ForgotPasswordPage.tsx'],
          prerender: paths.forgotPassword.path,
        },
        { file: 'terminos.html', modules: ['src/app/start.tsx', 'src/features/legal/TermsPage.tsx'], prerender: paths.terms.path },
        { file: 'privacidad.html', modules: ['src/app/start.tsx', 'src/features/legal/PrivacyPage.tsx'], prerender: paths.privacy.path },
        {
          file: 'index.html',
          modules: ['src/app/start.tsx', ...shellScreens, ...firstLoaders],
          frame: shellFrame,
          // The other screens app/firstRequests.ts sends the query of: their own chunks too.
          routes: [
            { path: paths.solveAssignment.path, modules: solveScreen },
            { path: paths.assignment.path, modules: ['src/features/solve/AssignmentOverviewPage.tsx', 'src/app/loaders/assignmentOverview.ts'] },
            { path: paths.notifications.path, modules: ['src/features/notifications/NotificationsPage.tsx', 'src/app/loaders/notifications.ts'] },
            // The screens reached by links of their own (app/firstRequests.ts sends their queries too).
            ...linkedScreens.map(([path, screen, loader]) => ({ path, modules: [`src/features/${screen}.tsx`, `src/app/loaders/${loader}.ts`] })),
            { path: paths.play.path, modules: ['src/features/live/play/PlayJoinPage.tsx'] },
          ],
        },
      ],
      { root, plugins: sourcePlugins() },
    ),
    // Text files over 1 KiB are written beside themselves as .br and .gz, which the gateway sends to browsers
    // that accept them (@fastify/static, preCompressed): maximum compression once, at build time.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, include: /\.(js|css|html|json|svg)$/ }),
  ],
  server: {
    port: 5173,
    // `npm run dev`: hot reload here, data from the gateway started by `npm start`.
    proxy: { '/graphql': gateway, '/storage': gateway },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // What a first screen (/login, the shell with the groups list, the solve screen) needs beyond the app's
        // start comes as one chunk, not two dozen tiny ones: each is a request with its own headers, and a phone's
        // browser opens six connections at most.
        codeSplitting: {
          groups: [
            // Taken before the screens' groups would take them in with their dependencies, so that the entry sends
            // the first requests without waiting for any screen's chunk; /login loads the helpers, not the queries.
            // Vite's preload helper and Rolldown's runtime, which the entry needs too, come with the helpers (grouped
            // with the screens, they would make the entry load them before the first paint).
            modulesChunk({ name: 'request-helpers', modules: requestHelpers, also: /vite\/preload-helper|rolldown[:/]runtime/, priority: 4 }),
            modulesChunk({ name: 'first-requests', modules: firstQueries, priority: 4 }),
            // The app's start whole, with what /login shares with the logged-in first screens (MUI's form parts):
            // every first screen needs both. Then what /register shares with those, the first loaders with Relay,
            // and each first screen's own.
            // MUI's Link too: /login has it, and so do screens that have nothing else of /login's chunk (its Formik).
            screenChunk(
              'start',
              (closure) =>
                new Set([
                  ...closure(['src/app/start.tsx', 'node_modules/@mui/material/Link/Link.mjs']),
                  ...shared(closure(login), closure(loggedIn)),
                ]),
              3,
            ),
            screenChunk('more-forms', (closure) => without(shared(closure([register]), closure(loggedIn)), closure([...startModules, ...login])), 2),
            screenChunk('data', (closure) => without(closure(firstLoaders), closure(startModules)), 2),
            screenChunk('public', (closure) => without(closure(login), closure(startModules)), 1),
            screenChunk('shell', (closure) => without(closure(shellParts), closure(startModules)), 1),
            screenChunk('solve', (closure) => without(closure(solveScreen), closure([...startModules, ...shellParts]))),
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // Through the app's own plugins, so the tests get MUI's locale as the app does (aula:lazy-mui-number-format).
    server: { deps: { inline: [/@mui\/material\/locale/] } },
    testTimeout: 20_000,
  },
});
