import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractCallsForBrowser } from './build/contract-calls.ts';

/**
 * Chunks, so a page loads few files (each a request; on a phone's network, each a round trip)
 * and little it does not run: everything the login page imports in one chunk beside the entry,
 * the router and the query library in one, zod in its own (forms and list pages only), and the
 * small shared modules of the app (enums, paths, constants, permissions) in one, which otherwise
 * split into dozens of files under a kilobyte. That group takes its modules' imports with it
 * (rolldown's default): leaving them behind made chunks import each other in a circle, and a
 * module ran before the enum it reads.
 */
const codeSplitting = {
  groups: [
    { name: 'initial', tags: ['$initial' as const], priority: 4 },
    { name: 'app-libraries', test: /node_modules[\\/](react-router|@tanstack)/, priority: 3 },
    { name: 'zod', test: /node_modules[\\/]zod/, priority: 3 },
    {
      name: 'app-common',
      test: /[\\/](shared[\\/](enums|constants|api|permissions|dates)|web[\\/]src[\\/]config)[\\/]/,
      minShareCount: 2,
      priority: 1,
    },
  ],
};

/** The SPA build. `npm start` serves web/dist; CDK deploys it to the SPA bucket. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), contractCallsForBrowser()],
  // amazon-cognito-identity-js still reads Node's `global`.
  define: { global: 'globalThis' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting } },
  },
});
