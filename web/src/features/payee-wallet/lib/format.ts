import { displayTimeZone } from '#shared/constants/dates.ts';
import { processingTimes } from '#shared/constants/payments.ts';
import { type Currency, currencyCodes } from '#shared/enums/currency.ts';
import { bankAccountTypeNames, type PaymentMethodType } from '#shared/enums/payment-method-type.ts';

/** Number and date conventions per portal language (US, US Spanish, Canadian French). */
const locales: Record<string, string> = { en: 'en-US', es: 'es-US', fr: 'fr-CA' };

export function localeOf(language: string): string {
  return locales[language.slice(0, 2)] ?? 'en-US';
}

/** An instant (ISO timestamp) as its calendar date in the display time zone (seeds 000 §9). */
export function formatInstantDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: displayTimeZone }).format(
    new Date(iso),
  );
}

/** A payment method's product name, capitalised ('ACH', 'Check', 'Wire'). */
export function methodName(methodType: number): string {
  const name = bankAccountTypeNames[methodType as PaymentMethodType] ?? String(methodType);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function currencyCode(currencyId: number): string {
  return currencyCodes[currencyId as Currency] ?? 'USD';
}

/** How long funds take by a method (seeds 000 §9), or null when the seeds give no time. */
export function processingTimeOf(methodType: number) {
  return processingTimes[methodType as PaymentMethodType] ?? null;
}
