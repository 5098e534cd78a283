import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every English namespace file under shared/i18n/en has a Spanish and a French twin with the same
 * keys, no empty strings and every {{param}} of the English text. Namespaces are found by reading
 * the directory, so a new one is covered as soon as it exists.
 */
const i18nDirectory = new URL('../../../shared/i18n/', import.meta.url);
const namespaces = readdirSync(new URL('en/', i18nDirectory))
  .filter((file) => file.endsWith('.ts'))
  .sort();
const translations = ['es', 'fr'] as const;

type Tree = { [key: string]: string | Tree };

async function load(language: string, file: string): Promise<Tree> {
  const module: { default: Tree } = await import(new URL(`${language}/${file}`, i18nDirectory).href);
  return module.default;
}

/** Every leaf as [dotted key, value]; a non-string, non-object leaf is reported as its type. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[path, value] as [string, string]];
    if (typeof value === 'object' && value !== null) return leaves(value, path);
    return [[path, `<${typeof value}>`] as [string, string]];
  });
}

function params(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.-]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1] ?? '').sort();
}

it('finds the namespaces', () => {
  expect(namespaces).toContain('validation.ts');
});

describe.each(namespaces)('namespace %s', (file) => {
  it.each(translations)('%s has the same keys as en', async (language) => {
    const en = leaves(await load('en', file)).map(([key]) => key);
    const other = leaves(await load(language, file)).map(([key]) => key);
    expect(other.sort()).toEqual(en.sort());
  });

  it.each(translations)('%s has no empty strings', async (language) => {
    const empty = leaves(await load(language, file)).filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });

  it('en has no empty strings', async () => {
    expect(leaves(await load('en', file)).filter(([, value]) => value.trim() === '')).toEqual([]);
  });

  it.each(translations)('%s keeps every {{param}} of the English text', async (language) => {
    const other = new Map(leaves(await load(language, file)));
    const missing = leaves(await load('en', file)).flatMap(([key, text]) => {
      const translated = other.get(key);
      if (translated === undefined) return [];
      const present = new Set(params(translated));
      return params(text)
        .filter((param) => !present.has(param))
        .map((param) => `${key}: {{${param}}}`);
    });
    expect(missing).toEqual([]);
  });
});
