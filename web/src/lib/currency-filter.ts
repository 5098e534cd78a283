import { useSyncExternalStore } from 'react';
import { cookieLifetimeSeconds } from '#shared/constants/cookies.ts';
import { CurrencyFilter, currencyOfFilter } from '#shared/enums/currency.ts';
import { type Api, setAmbientQuery } from './api-client.ts';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';
import type { Query } from './query-string.ts';

/** Cookie holding the currency filter of the top bar (seeds 000 §4; a preference, so 365 days). */
export const currencyCookieName = 'lanepay_currency';

function isCurrencyFilter(value: unknown): value is CurrencyFilter {
  return value === CurrencyFilter.All || value === CurrencyFilter.USD || value === CurrencyFilter.CAD;
}

/** The stored filter; 'all' when none is stored. */
export function readCurrencyFilter(): CurrencyFilter {
  const stored = readCookie(currencyCookieName);
  return isCurrencyFilter(stored) ? stored : CurrencyFilter.All;
}

/**
 * The query every call carries for a filter (seeds 000 §7, 001 §7): settlement calls filter with
 * `q[currency_type_id_eq]`, core calls with `sessionCurrencyId`; 'all' adds nothing.
 */
export function currencyQuery(filter: CurrencyFilter, api: Api): Query {
  const currency = currencyOfFilter(filter);
  if (currency === null) return {};
  return api === 'settlement' ? { 'q[currency_type_id_eq]': currency } : { sessionCurrencyId: currency };
}

/**
 * Wires the stored filter into every API call. The filter only changes through a reload, so the
 * value read once at start-up stays right for the life of the page.
 */
export function installCurrencyFilter(): void {
  const filter = readCurrencyFilter();
  setAmbientQuery((api) => currencyQuery(filter, api));
}

/**
 * Stores a new filter and reloads (seeds 000 §4): every screen's data then comes back filtered,
 * with no cached unfiltered answers left behind. 'all' clears the cookie.
 */
export function chooseCurrencyFilter(filter: CurrencyFilter): void {
  if (filter === CurrencyFilter.All) deleteCookie(currencyCookieName);
  else writeCookie(currencyCookieName, filter, cookieLifetimeSeconds.viewPreferences);
  window.location.reload();
}

const noChange = () => () => {};

/** The filter in force for this page (it can only change through a reload). */
export function useCurrencyFilter(): CurrencyFilter {
  return useSyncExternalStore(noChange, readCurrencyFilter);
}
