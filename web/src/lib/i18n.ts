import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cookieLifetimeSeconds } from '#shared/constants/cookies.ts';
import en from '#shared/i18n/bundles/en.ts';
import { defaultLanguage, isLanguage, type Language, languageCookieName } from '#shared/i18n/languages.ts';
import { readCookie, writeCookie } from './cookies.ts';

/** English ships with the page; Spanish and French load when chosen. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: typeof en }>> = {
  es: () => import('#shared/i18n/bundles/es.ts'),
  fr: () => import('#shared/i18n/bundles/fr.ts'),
};

export function initialLanguage(): Language {
  const stored = readCookie(languageCookieName);
  if (isLanguage(stored)) return stored;
  const browser = navigator.language.slice(0, 2).toLowerCase();
  return isLanguage(browser) ? browser : defaultLanguage;
}

async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  const { default: messages } = await loaders[language]();
  i18next.addResourceBundle(language, 'translation', messages);
}

export async function initI18n(): Promise<void> {
  const language = initialLanguage();
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: defaultLanguage,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (language !== 'en') await changeLanguage(language);
}

/** Switches the UI language; the cookie also tells the API which language to answer in. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  writeCookie(languageCookieName, language, cookieLifetimeSeconds.viewPreferences);
}

export { i18next };
