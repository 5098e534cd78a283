import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '#infra/bin/settings.ts';
import { relationshipPaths, settlementsPaths } from '#web/config/paths.ts';

const pathsModule = 'web/src/config/paths.ts';

/** The code of a source file without its comments (a comment may name a route). */
function codeOf(file: string): string {
  return readFileSync(`${repositoryRoot}/${file}`, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** A literal in-app area path ('/payee/…', `/admin/…`), or a URL built onto one outside the paths module. */
const areaPathLiteral = /['"`]\/(payee|payor|factor|admin)(\/|['"`?])|\$\{(areaRoutes|paths)\.[\w.]+\}\//;

describe('in-app URLs (web/src/config/paths.ts)', () => {
  it('are built by the paths module only', () => {
    const files = execSync("git ls-files -co --exclude-standard 'web/src/**/*.ts' 'web/src/**/*.tsx'", {
      cwd: repositoryRoot,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .filter((file) => file !== pathsModule && existsSync(`${repositoryRoot}/${file}`));
    const offenders = files.flatMap((file) =>
      codeOf(file)
        .split('\n')
        .flatMap((line, index) => (areaPathLiteral.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('encode every id they put in a path', () => {
    expect(settlementsPaths.bill('B/1 2')).toBe('/payor/settlements/B%2F1%202');
    expect(settlementsPaths.success('B?1', 'edited')).toBe('/payor/settlements/B%3F1/success?outcome=edited');
    expect(relationshipPaths.terms(7)).toBe('/payee/relationships/7/terms-of-service');
  });
});
