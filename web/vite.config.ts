import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { contractCallsForBrowser } from './build/contract-calls.ts';

/** Whether a module's static imports reach zod (memoised per module id, as rolldown asks). */
const reachesZod = new Map<string, boolean>();
function importsZod(id: string, ctx: Rolldown.ChunkingContext): boolean {
  const known = reachesZod.get(id);
  if (known !== undefined) return known;
  reachesZod.set(id, false);
  const reaches =
    /node_modules[\\/]zod[\\/]/.test(id) ||
    (ctx.getModuleInfo(id)?.importedIds ?? []).some((dep) => importsZod(dep, ctx));
  reachesZod.set(id, reaches);
  return reaches;
}

/** The list and report pages' building blocks (filters, paging, sortable heads, list state). */
const listBuildingBlock =
  /web[\\/]src[\\/](components[\\/](reports[\\/]|invoices[\\/]|layouts[\\/]list-page|ui[\\/](list-filters|pagination|sortable-table-head|date-choice-filter))|lib[\\/](list-|date-choice|use-list-url-state|use-latest-search-params))/;

/**
 * Chunks, so a page loads few files (each a request; on a phone's network, each a round trip, and
 * over HTTP/1.1 six at a time) and little it does not run:
 * - everything the login page imports in one chunk beside the entry;
 * - the router and the query library in one, zod in its own (forms and list pages only);
 * - the page chrome (toasts, cookie banner) in its own: the login page loads it lazily;
 * - the app and the area frame in one (nearly every page the app serves is an area page, and the
 *   frame then no longer waits for the app's code to ask for it);
 * - the app's own words (shell, errors, validation, areas, and the frame's profile) in one;
 * - the shared components, helpers and contracts of web/src (components, lib, shared/contracts)
 *   that reach no zod, and are no paperwork, in one (ui-common), where automatic splitting made
 *   a file of each (the dashboard loaded 33 files, the invoice list 43, mostly under 2 KB);
 * - and the small shared modules of the app (enums, paths, constants, permissions) in one.
 * A group takes its modules' imports with it (rolldown's default): leaving them behind made chunks
 * import each other in a circle, and a module ran before the enum it reads. So ui-common leaves out
 * what reaches zod (it would make every page load zod), the paperwork editors (large, used by
 * the paperwork and settlements pages only) and the factor lists' page and filters (the factor's
 * invoice and load lists only, which share a chunk of their own).
 */
const codeSplitting = {
  groups: [
    { name: 'initial', tags: ['$initial' as const], priority: 4 },
    { name: 'app-libraries', test: /node_modules[\\/](react-router|@tanstack)/, priority: 3 },
    { name: 'zod', test: /node_modules[\\/]zod/, priority: 3 },
    { name: 'page-chrome', test: /web[\\/]src[\\/]app[\\/]page-chrome\.tsx$/, priority: 3 },
    { name: 'app', test: /web[\\/]src[\\/]app[\\/](app|area-layout)\.tsx$/, priority: 2 },
    {
      name: 'app-words',
      test: /shared[\\/]i18n[\\/]en[\\/](shell|errors|validation|areas|profile)\.ts$/,
      priority: 2,
    },
    {
      name: (id: string, ctx: Rolldown.ChunkingContext) =>
        importsZod(id, ctx) || /[\\/](paperwork|money-entry|factor-lists)/.test(id) || listBuildingBlock.test(id)
          ? null
          : 'ui-common',
      test: /web[\\/]src[\\/](components|lib)[\\/]|shared[\\/]contracts[\\/]/,
      minShareCount: 2,
      priority: 1,
    },
    {
      name: (id: string, ctx: Rolldown.ChunkingContext) => (importsZod(id, ctx) ? null : 'list-common'),
      test: listBuildingBlock,
      minShareCount: 2,
      priority: 0,
    },
    {
      name: 'app-common',
      test: /[\\/](shared[\\/](enums|constants|api|permissions|dates)|web[\\/]src[\\/]config)[\\/]/,
      minShareCount: 2,
      priority: 1,
    },
  ],
};

/** The app's chunk and what it imports itself, which main.tsx loads for every page but the login page. */
const appFiles = /[\\/](app|app-libraries|page-chrome|rolldown-runtime)-[\w-]{8}\.(js|css)$/;

/**
 * What a dynamic import in the entry chunk (main.tsx's: words, the pages it starts early) preloads
 * with its file: not the app's own files (and stylesheet), which main.tsx's import of the app asks
 * for alongside anyway. Their names would only add to the login page's JavaScript (the lists live
 * in the entry chunk).
 */
function preloadFromEntry(filename: string, deps: string[], { hostId }: { hostId: string }): string[] {
  if (!/[\\/]index-[\w-]{8}\.js$/.test(hostId) || appFiles.test(filename)) return deps;
  return deps.filter((dep) => dep === filename || !appFiles.test(dep));
}

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#14102):
 * its checks and warnings ran on every navigation, and its route matching alone cost the dashboard
 * ~6 ms of main thread on this machine (~25 ms at Lighthouse's 4x). The build takes the production
 * build it ships beside it; the dev server keeps the development one.
 */
const reactRouterProduction = (entry: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${entry}`, import.meta.url));
const productionReactRouter = [
  { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
];

/** The SPA build. `npm start` serves web/dist; CDK deploys it to the SPA bucket. */
export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: command === 'build' ? productionReactRouter : [] },
  plugins: [react(), contractCallsForBrowser()],
  // amazon-cognito-identity-js still reads Node's `global`.
  define: { global: 'globalThis' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting } },
    modulePreload: { resolveDependencies: preloadFromEntry },
  },
}));
