import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cookieLifetimeSeconds } from '#shared/constants/cookies.ts';
import enPortal from '#shared/i18n/bundles/en-portal.ts';
import enSignIn from '#shared/i18n/bundles/en-sign-in.ts';
import esPortal from '#shared/i18n/bundles/es-portal.ts';
import frPortal from '#shared/i18n/bundles/fr-portal.ts';
import {
  appNamespaces,
  type Messages,
  type PortalMessageLoaders,
  type PortalNamespace,
} from '#shared/i18n/bundles/portal-namespaces.ts';
import { defaultLanguage, isLanguage, type Language, languageCookieName } from '#shared/i18n/languages.ts';
import { readCookie, writeCookie } from './cookies.ts';
import { loadWithRetry } from './lazy-with-retry.ts';

/**
 * Messages come in parts. The sign-in words (English ships with the page) load first; the portal's
 * load by namespace: the app's own (`appNamespaces`) with the app, each page's with the page
 * (`lazyComponent(..., namespaces)`), so the login page carries no screen's words and a page
 * carries only its own.
 */
const signIn: Record<Language, () => Promise<Messages>> = {
  en: async () => enSignIn,
  es: () => import('#shared/i18n/bundles/es-sign-in.ts').then((m) => m.default),
  fr: () => import('#shared/i18n/bundles/fr-sign-in.ts').then((m) => m.default),
};
const portal: Record<Language, PortalMessageLoaders> = { en: enPortal, es: esPortal, fr: frPortal };

const loading = new Map<string, Promise<void>>([['signIn:en', Promise.resolve()]]);
/** The portal namespaces asked for so far: a change of language loads them in the new language. */
const wanted = new Set<PortalNamespace>();

function ensure(key: string, load: () => Promise<Messages>, language: Language): Promise<void> {
  let done = loading.get(key);
  if (!done) {
    done = loadWithRetry(load).then((messages) => {
      // A copy: i18next merges later bundles into the objects it holds, which must never be the
      // message modules themselves (the sign-in errors would take in the portal's).
      i18next.addResourceBundle(language, 'translation', structuredClone(messages), true, true);
    });
    // A failed load may be tried again by the next page that needs it.
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

const ensureSignIn = (language: Language) => ensure(`signIn:${language}`, signIn[language], language);

function ensureNamespace(namespace: PortalNamespace, language: Language): Promise<void> {
  const load = async () => ({ [namespace]: (await portal[language][namespace]()).default });
  return ensure(`${namespace}:${language}`, load, language);
}

function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : defaultLanguage;
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
    resources: { en: { translation: structuredClone(enSignIn) } },
    lng: 'en',
    fallbackLng: defaultLanguage,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (language !== 'en') await changeLanguage(language);
}

/** Adds portal namespaces (English too, the fallback) before what uses them renders. */
export async function loadMessages(namespaces: readonly PortalNamespace[]): Promise<void> {
  const language = currentLanguage();
  for (const namespace of namespaces) wanted.add(namespace);
  await Promise.all(
    namespaces.flatMap((namespace) => [
      ensureNamespace(namespace, defaultLanguage),
      language === defaultLanguage ? null : ensureNamespace(namespace, language),
    ]),
  );
}

/** The app's own namespaces, loaded with the app (main.tsx). */
export function loadPortalMessages(): Promise<void> {
  return loadMessages(appNamespaces);
}

/** Switches the UI language; the cookie also tells the API which language to answer in. */
export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all([ensureSignIn(language), ...[...wanted].map((namespace) => ensureNamespace(namespace, language))]);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  writeCookie(languageCookieName, language, cookieLifetimeSeconds.viewPreferences);
}

export { i18next };
