export const languages = ['en', 'es', 'fr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The shape every translation must have: same keys as English, any strings. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

/** Cookie holding the chosen language, read by the API to answer in the same language. */
export const languageCookieName = 'lanepay_lang';
