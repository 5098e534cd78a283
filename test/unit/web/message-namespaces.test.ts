import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import enSignIn from '#shared/i18n/bundles/en-sign-in.ts';
import { appNamespaces, portalNamespaces } from '#shared/i18n/bundles/portal-namespaces.ts';

/**
 * Each page loads the portal namespaces it declares (`lazyComponent(load, pick, namespaces)`), on
 * top of the sign-in words, the app's own and, inside an area, the frame's. A page whose code (or
 * any module it imports) uses a key of a namespace nobody loaded would show the raw key: this test
 * follows every page's imports and fails on such a key.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(file, 'utf8');

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('#web/')
    ? join(root, 'web/src', specifier.slice(5))
    : specifier.startsWith('#shared/')
      ? join(root, 'shared', specifier.slice(8))
      : specifier.startsWith('.')
        ? resolve(dirname(from), specifier)
        : null;
  return base && existsSync(base) && /\.tsx?$/.test(base) ? base : null;
}

/**
 * Every module a file brings in statically (not type-only imports), itself included. What it
 * imports lazily is another page, or the frame, each with namespaces of its own.
 */
function closure(
  entry: string,
  stopAt: (file: string) => boolean = () => false,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(entry) || stopAt(entry)) return seen;
  seen.add(entry);
  // The web build keeps of a contract only its API, method and path (web/build/contract-calls.ts).
  if (/[\\/]shared[\\/]contracts[\\/]/.test(entry)) return seen;
  const code = read(entry);
  const specifiers = [...code.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)].map(
    (match) => match[1] as string,
  );
  for (const specifier of specifiers) {
    const file = resolveImport(entry, specifier);
    if (file) closure(file, stopAt, seen);
  }
  return seen;
}

const keyPattern = new RegExp(`['\`"](${portalNamespaces.join('|')})\\.[a-zA-Z{$]`, 'g');

const literalList = (text: string) => [...text.matchAll(/'([a-zA-Z]+)'/g)].map((match) => match[1] as string);

/** The namespaces the files' keys name, but those a file loads itself before it speaks (`loadMessages`). */
function namespacesUsedBy(files: Iterable<string>): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    const code = read(file);
    const loadsItself = new Set(
      [...code.matchAll(/loadMessages\((\[[^\]]*\])\)/g)].flatMap((match) => literalList(match[1] as string)),
    );
    for (const match of code.matchAll(keyPattern))
      if (!loadsItself.has(match[1] as string)) used.add(match[1] as string);
  }
  return used;
}

/** The pages router.tsx serves outside the areas' frame. */
const outsideAreas = /m\.(MissingDetailsRoute|AllBrokersRoute|RegisterPayeeRoute|LinkLoadPayAccountRoute)\b/;

type Page = { module: string; declared: string[]; inArea: boolean };

/** The pages of a routes file: each `lazyComponent(() => import(...), pick, namespaces?)`. */
function pagesOf(file: string): Page[] {
  const code = read(file);
  const shared = /const namespaces = (\[[^\]]*\])/.exec(code)?.[1];
  const calls = code.matchAll(
    /lazyComponent\(\s*(?:\(\) => import\('([^']+)'\)|(\w+)),\s*\(m\) => m\.\w+,?\s*(\[[^\]]*\]|namespaces)?/g,
  );
  return [...calls].map((call) => {
    const named = call[2] === 'loadAreaLayout' ? './area-layout.tsx' : call[2];
    const module = resolveImport(file, (call[1] ?? named) as string);
    if (!module) throw new Error(`Cannot resolve the page ${call[1] ?? call[2]} of ${file}`);
    const list = call[3] === 'namespaces' ? shared : call[3];
    return {
      module,
      declared: list ? literalList(list) : [],
      inArea: !outsideAreas.test(call[0]),
    };
  });
}

const routeFiles = [
  'web/src/app/router.tsx',
  ...new Set(
    readdirSync(join(root, 'web/src/app/area-pages')).flatMap((file) =>
      [...read(join(root, 'web/src/app/area-pages', file)).matchAll(/from '#web\/features\/([^/]+)\/routes\.ts'/g)].map(
        (match) => `web/src/features/${match[1]}/routes.ts`,
      ),
    ),
  ),
];
const pages = routeFiles.flatMap((file) => pagesOf(join(root, file)));
const featureRouteFiles = routeFiles.filter((file) => file.startsWith('web/src/features/'));
const isFeatureRoutes = (file: string) => featureRouteFiles.some((routes) => file === join(root, routes));

const frameNamespaces = literalList(
  /loadMessages\((\[[^\]]*\])\)/.exec(read(join(root, 'web/src/app/lazy-area-layout.ts')))?.[1] ?? '',
);
const always = new Set<string>([...appNamespaces, ...Object.keys(enSignIn)]);

describe('portal namespaces', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(30);
    expect(frameNamespaces).toContain('profile');
  });

  it('the app and the area frame use only the namespaces they load', () => {
    // A feature's routes file (and what it renders around its pages) is checked with its pages below.
    const app = namespacesUsedBy(closure(join(root, 'web/src/app/app.tsx'), isFeatureRoutes));
    const frame = namespacesUsedBy(closure(join(root, 'web/src/app/area-layout.tsx')));
    expect([...app].filter((namespace) => !always.has(namespace))).toEqual([]);
    expect([...frame].filter((namespace) => !always.has(namespace) && !frameNamespaces.includes(namespace))).toEqual(
      [],
    );
  });

  it.each(featureRouteFiles)('%s renders around its pages only what its pages load', (file) => {
    const declared = literalList(/const namespaces = (\[[^\]]*\])/.exec(read(join(root, file)))?.[1] ?? '');
    const loaded = new Set([...always, ...declared, ...frameNamespaces]);
    const missing = [...namespacesUsedBy(closure(join(root, file)))].filter((namespace) => !loaded.has(namespace));
    expect(missing).toEqual([]);
  });

  it.each(pages.map((page) => [page.module.slice(root.length + 1), page] as const))(
    '%s declares every namespace it uses',
    (_, page) => {
      const loaded = new Set([...always, ...page.declared, ...(page.inArea ? frameNamespaces : [])]);
      const missing = [...namespacesUsedBy(closure(page.module))].filter((namespace) => !loaded.has(namespace));
      expect(missing).toEqual([]);
    },
  );
});
