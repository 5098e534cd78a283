import { readdir, stat } from 'node:fs/promises';
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

/** Builds the SPA into web/dist with Vite unless the existing build is newer than its sources. */
export async function ensureWebBuild(root: string): Promise<'fresh' | 'built'> {
  const built = await stat(join(root, 'web/dist/index.html')).catch(() => null);
  const sources = Math.max(...(await Promise.all(sourceRoots.map((p) => newestMtime(join(root, p))))));
  if (built && built.mtimeMs >= sources) return 'fresh';
  const { build } = await import('vite');
  await build({ configFile: join(root, 'web/vite.config.ts'), logLevel: 'warn' });
  return 'built';
}
