import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Translate } from '#shared/i18n/issue-message.ts';
import { defaultLanguage, isLanguage, type Language, languageCookieName } from '#shared/i18n/languages.ts';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';
import { serverMessages } from '#shared/i18n/server-messages.ts';

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

export function translator(c: Context): Translate {
  return catalogTranslator(serverMessages, requestLanguage(c));
}
