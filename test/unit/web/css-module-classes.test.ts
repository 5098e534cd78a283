import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A class a component names from a CSS module that the module does not define is `undefined` at
 * run time: the element silently loses its styling. Vite cannot tell, so this test reads the
 * sources: every `styles.name` (or `styles['name']`) must be a class of the imported module.
 */
const webSrc = join(import.meta.dirname, '../../../web/src');

function files(dir: string, suffix: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, suffix);
    return suffix.test(entry.name) ? [path] : [];
  });
}

/** Class names a CSS module defines (`.name` in any selector; camelCase as Vite exports them as written). */
function classesOf(cssPath: string): Set<string> {
  const css = readFileSync(cssPath, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors = css.replace(/\{[^{}]*\}/g, '{}');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string));
}

function missingClasses(): string[] {
  const missing: string[] = [];
  for (const source of files(webSrc, /\.tsx?$/)) {
    const text = readFileSync(source, 'utf8');
    const code = text.replace(/^import .*$/gm, '');
    for (const [, name, module] of text.matchAll(/^import (\w+) from '([^']+\.module\.css)';$/gm)) {
      const classes = classesOf(
        module?.startsWith('#web/')
          ? join(webSrc, module.slice('#web/'.length))
          : resolve(dirname(source), module as string),
      );
      const uses = code.matchAll(new RegExp(`(?<![\\w.$])${name}(?:\\.(\\w+)|\\['([\\w-]+)'\\])`, 'g'));
      for (const [, dotted, bracketed] of uses) {
        const used = dotted ?? bracketed;
        if (used && !classes.has(used)) missing.push(`${source.slice(webSrc.length + 1)}: ${name}.${used} (${module})`);
      }
    }
  }
  return missing;
}

describe('CSS module classes', () => {
  it('finds the modules it checks', () => {
    expect(files(webSrc, /\.module\.css$/).length).toBeGreaterThan(30);
  });

  it('are defined for every class a component uses', () => {
    expect(missingClasses()).toEqual([]);
  });
});
