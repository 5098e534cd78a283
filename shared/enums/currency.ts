/** Currency type ids (seeds 000 §3, 001 §3). */
export const Currency = {
  USD: 1,
  CAD: 2,
  MXN: 3,
  EUR: 4,
} as const;
export type Currency = (typeof Currency)[keyof typeof Currency];

/** ISO 4217 code of a currency, for `Intl.NumberFormat`. */
export type CurrencyCode = keyof typeof Currency;

export const currencyCodes: Record<Currency, CurrencyCode> = {
  [Currency.USD]: 'USD',
  [Currency.CAD]: 'CAD',
  [Currency.MXN]: 'MXN',
  [Currency.EUR]: 'EUR',
};

/** Values of the currency filter in the shell (seeds 000 §3 and §4, 001 §9). */
export const CurrencyFilter = {
  All: 'all',
  USD: 'USD',
  CAD: 'CAD',
} as const;
export type CurrencyFilter = (typeof CurrencyFilter)[keyof typeof CurrencyFilter];

/**
 * The currency type id a filter adds to requests (`sessionCurrencyId` or
 * `q[currency_type_id_eq]`, seeds 000 §7); 'all' adds none.
 */
export function currencyOfFilter(filter: CurrencyFilter): Currency | null {
  return filter === CurrencyFilter.All ? null : Currency[filter];
}
