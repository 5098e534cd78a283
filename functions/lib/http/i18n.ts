import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createInstance, type TFunction } from 'i18next';
import { defaultLanguage, isLanguage, type Language, languageCookieName, languages } from '#shared/i18n/languages.ts';
import { serverMessages } from '#shared/i18n/server-messages.ts';

const i18n = createInstance();
void i18n.init({
  resources: Object.fromEntries(languages.map((lng) => [lng, { translation: serverMessages[lng] }])),
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The caller's language: the portal's language cookie, then Accept-Language, then English. */
export function requestLanguage(c: Context): Language {
  const cookie = getCookie(c, languageCookieName);
  if (isLanguage(cookie)) return cookie;
  const accepted = c.req.header('accept-language') ?? '';
  for (const part of accepted.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return defaultLanguage;
}

export function translator(c: Context): TFunction {
  return i18n.getFixedT(requestLanguage(c));
}
