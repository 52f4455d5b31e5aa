import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  // babel-plugin-relay turns each graphql`…` literal into an import of its generated artifact.
  plugins: [
    react(),
    babel({
      plugins: [['relay', { artifactDirectory: fileURLToPath(new URL('./src/__generated__', import.meta.url)), eagerEsModules: true }]],
    }),
  ],
  server: {
    port: 5173,
    // `npm run dev`: hot reload here, data from the gateway started by `npm start`.
    proxy: { '/graphql': gateway, '/storage': gateway },
  },
  build: { target: 'es2022', sourcemap: false },
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 20_000,
  },
});
