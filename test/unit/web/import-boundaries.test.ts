import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '#infra/bin/settings.ts';

type Override = { includes: string[] };

const featuresRoot = join(repositoryRoot, 'web/src/features');

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(directory, entry.name)) : [join(directory, entry.name)],
  );
}

/**
 * biome.json holds the import boundaries: web imports neither functions nor infra, shared imports
 * none of them, and a feature imports no other feature. Inside the features the lint refuses any
 * `#web/features/…` import and any deep relative one (`../../…`), so a feature reaches its own
 * modules by relative path only; what the lint cannot see (a feature's top-level file importing
 * `../other-feature/…`) this test does.
 */
describe('import boundaries (biome.json)', () => {
  const { overrides } = JSON.parse(readFileSync(`${repositoryRoot}/biome.json`, 'utf8')) as { overrides: Override[] };
  const covered = new Set(overrides.flatMap((override) => override.includes));

  it('has the boundaries of the features, of web outside them and of shared', () => {
    expect(covered).toContain('web/src/features/**');
    expect(covered).toContain('web/src/**');
    expect(covered).toContain('shared/**');
  });

  it('lets no feature reach another by a relative path', () => {
    const escapes: string[] = [];
    for (const feature of readdirSync(featuresRoot)) {
      const own = join(featuresRoot, feature);
      for (const file of filesUnder(own).filter((name) => /\.(ts|tsx|css)$/.test(name))) {
        const code = readFileSync(file, 'utf8');
        for (const match of code.matchAll(/(?:from\s+|import\(\s*|composes:[^;]*from\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
          const target = resolve(dirname(file), match[1] as string);
          const inFeatures = !relative(featuresRoot, target).startsWith('..');
          if (inFeatures && relative(own, target).startsWith('..'))
            escapes.push(`${relative(repositoryRoot, file)} → ${match[1]}`);
        }
      }
    }
    expect(escapes).toEqual([]);
  });
});
