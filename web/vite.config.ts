import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { firstScreenChunk } from './build/firstScreenChunk';
import { routePages } from './build/routePages';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

// The frame painted before the logged-in shell runs (styles in index.html): its top bar.
const shellFrame = '<div class="frame-bar"><span>Aula</span></div>';

const root = fileURLToPath(new URL('.', import.meta.url));
const publicScreens = ['src/features/auth/PublicLayout.tsx', 'src/features/auth/LoginPage.tsx', 'src/features/auth/RegisterPage.tsx'];
// The source transforms, shared by the prerender build: babel-plugin-relay turns each graphql`…` literal into an
// import of its generated artifact.
const sourcePlugins = () => [
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
    // cannot be reached. /graphql, /storage and /metrics are never cached.
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
        ],
      },
    }),
    // Each page preloads its first screen's chunks and paints before any script runs (build/routePages.ts):
    // /login and /register get their own HTML with the screen prerendered (the gateway sends login.html for
    // /login), index.html the logged-in shell's first screen, the groups list, behind the shell's frame.
    routePages(
      [
        { file: 'login.html', modules: ['src/app/start.tsx', ...publicScreens.slice(0, 2)], prerender: '/login' },
        { file: 'register.html', modules: ['src/app/start.tsx', publicScreens[0]!, publicScreens[2]!], prerender: '/register' },
        {
          file: 'index.html',
          modules: ['src/app/start.tsx', 'src/features/shell/AppShell.tsx', 'src/app/loaders/groupList.ts', 'src/features/groups/GroupListPage.tsx'],
          frame: shellFrame,
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
        // What /login needs beyond the app's start comes as one chunk, not two dozen tiny ones (each a request
        // with its own headers).
        codeSplitting: {
          groups: [
            // Vite's preload helper, which the entry imports, in a chunk of its own (grouped with the screens, it
            // would make the entry load them before the first paint).
            { name: 'preload-helper', test: /vite\/preload-helper/, priority: 1 },
            firstScreenChunk({
              name: 'public',
              screens: publicScreens.slice(0, 2),
              base: ['src/app/start.tsx'],
            }),
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 20_000,
  },
});
