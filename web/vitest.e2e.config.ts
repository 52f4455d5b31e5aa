import { defineConfig } from 'vitest/config';

/** Browser journeys against the real product: one file at a time, Chromium is heavy on 2 cores. */
export default defineConfig({
  // The product runs in this process: its sources must share graphql's CommonJS build with yoga (see
  // gateway/vitest.config.ts), or graphql's instanceof checks fail between the two copies.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
