import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Node loads graphql's CommonJS build (for the schema, yoga, armor); Vite would give our sources its ES module
  // build, a second copy whose type checks (instanceof) reject the schema's types. One copy, as in production.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: { testTimeout: 30_000, hookTimeout: 60_000 },
});
