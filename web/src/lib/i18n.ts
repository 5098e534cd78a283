import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cookieLifetimeSeconds } from '#shared/constants/cookies.ts';
import enSignIn from '#shared/i18n/bundles/en-sign-in.ts';
import { defaultLanguage, isLanguage, type Language, languageCookieName } from '#shared/i18n/languages.ts';
import { readCookie, writeCookie } from './cookies.ts';

type Messages = Record<string, unknown>;

/**
 * Messages come in two parts per language: the sign-in part (English ships with the page) and the
 * portal part, loaded with the portal itself, so the login page does not carry every screen's text.
 */
const parts = {
  signIn: {
    en: async () => enSignIn,
    es: () => import('#shared/i18n/bundles/es-sign-in.ts').then((m) => m.default),
    fr: () => import('#shared/i18n/bundles/fr-sign-in.ts').then((m) => m.default),
  },
  portal: {
    en: () => import('#shared/i18n/bundles/en-portal.ts').then((m) => m.default),
    es: () => import('#shared/i18n/bundles/es-portal.ts').then((m) => m.default),
    fr: () => import('#shared/i18n/bundles/fr-portal.ts').then((m) => m.default),
  },
} satisfies Record<string, Record<Language, () => Promise<Messages>>>;
type Part = keyof typeof parts;

const loaded = new Set<string>(['signIn:en']);
let portalWanted = false;

async function ensurePart(part: Part, language: Language): Promise<void> {
  const key = `${part}:${language}`;
  if (loaded.has(key)) return;
  i18next.addResourceBundle(language, 'translation', await parts[part][language](), true, true);
  loaded.add(key);
}

export function initialLanguage(): Language {
  const stored = readCookie(languageCookieName);
  if (isLanguage(stored)) return stored;
  const browser = navigator.language.slice(0, 2).toLowerCase();
  return isLanguage(browser) ? browser : defaultLanguage;
}

export async function initI18n(): Promise<void> {
  const language = initialLanguage();
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: enSignIn } },
    lng: 'en',
    fallbackLng: defaultLanguage,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (language !== 'en') await changeLanguage(language);
}

/** Adds the portal's messages (English too, the fallback) before the portal renders. */
export async function loadPortalMessages(): Promise<void> {
  portalWanted = true;
  const language = isLanguage(i18next.language) ? i18next.language : defaultLanguage;
  await Promise.all([ensurePart('portal', defaultLanguage), ensurePart('portal', language)]);
}

/** Switches the UI language; the cookie also tells the API which language to answer in. */
export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all([ensurePart('signIn', language), portalWanted ? ensurePart('portal', language) : null]);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  writeCookie(languageCookieName, language, cookieLifetimeSeconds.viewPreferences);
}

export { i18next };
