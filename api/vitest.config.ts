import { defineConfig } from 'vitest/config';

// The same suite runs twice: on embedded PGlite and on a real PostgreSQL server (TEST_DATABASE_URL).
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['test/globalSetup.ts'],
    projects: [
      { extends: true, test: { name: 'pglite', env: { AULA_TEST_DB: 'pglite' } } },
      { extends: true, test: { name: 'postgres', env: { AULA_TEST_DB: 'postgres' } } },
    ],
  },
});
