import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '#infra/bin/settings.ts';

type Override = { includes: string[] };

/**
 * biome.json holds the import boundaries (a feature imports no other feature; web imports neither
 * functions nor infra; shared imports none of them) as one override per feature folder: a feature
 * added without its override would escape the rule.
 */
describe('import boundaries (biome.json)', () => {
  const { overrides } = JSON.parse(readFileSync(`${repositoryRoot}/biome.json`, 'utf8')) as { overrides: Override[] };
  const covered = new Set(overrides.flatMap((override) => override.includes));

  it('has a boundary for every feature folder', () => {
    const features = readdirSync(`${repositoryRoot}/web/src/features`);
    expect(features.filter((feature) => !covered.has(`web/src/features/${feature}/**`))).toEqual([]);
  });

  it('has the boundaries of web outside the features and of shared', () => {
    expect(covered).toContain('web/src/**');
    expect(covered).toContain('shared/**');
  });
});
