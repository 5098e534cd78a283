import type { Translate } from './issue-message.ts';
import { defaultLanguage, type Language } from './languages.ts';

export type Catalog = { readonly [key: string]: string | Catalog };

/**
 * Looks up a dotted key in one language's messages (falling back to English, then to the key) and
 * fills `{{name}}` placeholders: the server's whole need, without a client i18n library in every
 * Lambda bundle. The browser uses i18next over the same resources and the same placeholder syntax.
 */
export function catalogTranslator(catalogs: Record<Language, Catalog>, language: Language): Translate {
  return (key, params = {}) => {
    const template = lookup(catalogs[language], key) ?? lookup(catalogs[defaultLanguage], key) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
      name in params ? String(params[name]) : match,
    );
  };
}

/** The message under a dotted key, if the catalog has one. */
export function lookup(catalog: Catalog, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
