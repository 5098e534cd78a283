import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { landingSegments } from '#web/app/area-pages.ts';
import { areaRoutes } from '#web/config/paths.ts';

/**
 * main.tsx starts a few pages (web/src/app/early-pages.ts) before the router exists, as their
 * routes load them. This holds each to its route: the same module, component and namespaces, at
 * the path the route serves, so the router finds the page already loaded and never loads it twice
 * or with other words.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

type Load = { module: string; pick: string; namespaces: string };

const loadPattern = /lazyComponent\(\s*\(\) => import\('([^']+)'\),\s*\(m\) => m\.(\w+),?\s*(\[[^\]]*\]|namespaces)?/;

function loadOf(file: string, code: string, shared?: string): Load {
  const match = loadPattern.exec(code);
  if (!match) throw new Error(`No lazyComponent(...) in ${code}`);
  const namespaces = match[3] === 'namespaces' ? shared : match[3];
  return {
    module: resolve(dirname(join(root, file)), match[1] as string),
    pick: match[2] as string,
    namespaces: (namespaces ?? '[]').replace(/\s+/g, ''),
  };
}

const earlyFile = 'web/src/app/early-pages.ts';
const early = [...read(earlyFile).matchAll(/areaRoutes\.payee\.(\w+),\s*(lazyComponent\([\s\S]*?\n\s*\))/g)].map(
  (match) => ({
    path: areaRoutes.payee[match[1] as keyof typeof areaRoutes.payee],
    load: loadOf(earlyFile, match[2] as string),
  }),
);

/** The payee area's routes with a literal path: `{ path: '...', lazy: lazyComponent(...) }`. */
const routeFiles = ['web/src/app/router.tsx', 'web/src/features/payee-invoices/routes.ts'];
const routes = routeFiles.flatMap((file) => {
  const code = read(file);
  const shared = /const namespaces = (\[[^\]]*\])/.exec(code)?.[1];
  // A landing page's path is its area's landing segment (router.tsx); the payee's is the dashboard.
  return [
    ...code.matchAll(/path: (?:'([\w-]+)'|landingSegments\.payee),\s*lazy: (lazyComponent\([\s\S]*?\n\s*\))/g),
  ].map((match) => ({
    path: `/payee/${match[1] ?? landingSegments.payee}`,
    load: loadOf(file, match[2] as string, shared),
  }));
});

describe('pages main.tsx starts early', () => {
  it('finds them', () => {
    expect(early.map((page) => page.path)).toEqual(['/payee/dashboard', '/payee/invoices']);
  });

  it.each(early.map((page) => [page.path, page] as const))('%s loads as its route does', (path, page) => {
    const route = routes.find((candidate) => candidate.path === path && candidate.load.module === page.load.module);
    expect(route?.load).toEqual(page.load);
  });
});
