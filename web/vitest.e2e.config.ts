import { defineConfig } from 'vitest/config';

/** Browser journeys against the real product: one file at a time, Chromium is heavy on 2 cores. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
