import { describe, expect, it } from 'vitest';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';

const catalogs = {
  en: {
    errors: { notFound: 'Not found.', hello: 'Hello {{name}}, {{ count }} new' },
    only: { english: 'English only' },
  },
  es: { errors: { notFound: 'No encontrado.', hello: 'Hola {{name}}, {{count}} nuevos' }, only: {} },
  fr: { errors: { notFound: 'Introuvable.', hello: 'Bonjour {{name}}, {{count}} nouveaux' }, only: {} },
};

describe('catalogTranslator', () => {
  it('looks up dotted keys in the chosen language and fills placeholders', () => {
    expect(catalogTranslator(catalogs, 'es')('errors.hello', { name: 'Ana', count: 3 })).toBe('Hola Ana, 3 nuevos');
    expect(catalogTranslator(catalogs, 'en')('errors.hello', { name: 'Al', count: 1 })).toBe('Hello Al, 1 new');
  });

  it('falls back to English, then to the key itself', () => {
    expect(catalogTranslator(catalogs, 'fr')('only.english')).toBe('English only');
    expect(catalogTranslator(catalogs, 'fr')('errors.missing')).toBe('errors.missing');
  });

  it('leaves a placeholder without a value as it is, and does not resolve a branch as a message', () => {
    expect(catalogTranslator(catalogs, 'en')('errors.hello', { name: 'Al' })).toBe('Hello Al, {{ count }} new');
    expect(catalogTranslator(catalogs, 'en')('errors')).toBe('errors');
  });
});
