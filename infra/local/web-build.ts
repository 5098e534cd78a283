import { mkdir, readdir, rmdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Sources the SPA build depends on; a change in any of them makes the build stale. */
const sourceRoots = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'shared', 'package-lock.json'];

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(entries.map((entry) => newestMtime(join(path, entry))));
  return Math.max(info.mtimeMs, ...times);
}

async function isFresh(root: string): Promise<boolean> {
  const built = await stat(join(root, 'web/dist/index.html')).catch(() => null);
  const sources = Math.max(...(await Promise.all(sourceRoots.map((p) => newestMtime(join(root, p))))));
  return built !== null && built.mtimeMs >= sources;
}

/**
 * Builds the SPA into web/dist with Vite unless the existing build is newer than its sources.
 * Several stacks may start at once (a developer's and the browser tests'): a lock directory makes
 * them build one at a time, and whoever waits finds the build fresh.
 */
export async function ensureWebBuild(root: string): Promise<'fresh' | 'built'> {
  if (await isFresh(root)) return 'fresh';
  const lock = join(root, 'web/.build-lock');
  const deadline = Date.now() + 180_000;
  while (
    !(await mkdir(lock).then(
      () => true,
      () => false,
    ))
  ) {
    // A lock older than the deadline belongs to a build that died; take it over.
    const held = await stat(lock).catch(() => null);
    if (!held || Date.now() - held.mtimeMs > 180_000 || Date.now() > deadline) {
      await rmdir(lock).catch(() => undefined);
      continue;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  try {
    if (await isFresh(root)) return 'fresh';
    const { build } = await import('vite');
    await build({ configFile: join(root, 'web/vite.config.ts'), logLevel: 'warn' });
    return 'built';
  } finally {
    await rmdir(lock).catch(() => undefined);
  }
}
