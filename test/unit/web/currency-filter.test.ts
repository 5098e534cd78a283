// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrencyFilter } from '#shared/enums/currency.ts';
import { apiRequest, setAmbientQuery } from '#web/lib/api-client.ts';
import { deleteCookie, writeCookie } from '#web/lib/cookies.ts';
import {
  chooseCurrencyFilter,
  currencyCookieName,
  currencyQuery,
  installCurrencyFilter,
  readCurrencyFilter,
} from '#web/lib/currency-filter.ts';

afterEach(() => {
  deleteCookie(currencyCookieName);
  setAmbientQuery(() => ({}));
  vi.restoreAllMocks();
});

describe('currencyQuery (seeds 000 §7, 001 §7)', () => {
  it('adds sessionCurrencyId to core calls and q[currency_type_id_eq] to settlement calls', () => {
    expect(currencyQuery(CurrencyFilter.USD, 'core')).toEqual({ sessionCurrencyId: 1 });
    expect(currencyQuery(CurrencyFilter.CAD, 'core')).toEqual({ sessionCurrencyId: 2 });
    expect(currencyQuery(CurrencyFilter.USD, 'settlement')).toEqual({ 'q[currency_type_id_eq]': 1 });
    expect(currencyQuery(CurrencyFilter.CAD, 'settlement')).toEqual({ 'q[currency_type_id_eq]': 2 });
  });

  it('adds nothing for all currencies', () => {
    expect(currencyQuery(CurrencyFilter.All, 'core')).toEqual({});
    expect(currencyQuery(CurrencyFilter.All, 'settlement')).toEqual({});
  });
});

describe('the stored filter on every call', () => {
  function requestedUrls() {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    return async () => {
      await apiRequest('core', '/current_user', { query: { page: 2 } });
      await apiRequest('settlement', '/bills', { query: { state: 'pending' } });
      return fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url)));
    };
  }

  it('carries CAD as the stored cookie says', async () => {
    writeCookie(currencyCookieName, 'CAD', 365 * 86_400);
    installCurrencyFilter();
    const urls = await requestedUrls()();
    expect(urls).toEqual([
      '/api/v1/core/current_user?sessionCurrencyId=2&page=2',
      '/api/v1/settlement/bills?q[currency_type_id_eq]=2&state=pending',
    ]);
  });

  it('carries nothing without a stored choice', async () => {
    installCurrencyFilter();
    const urls = await requestedUrls()();
    expect(urls).toEqual(['/api/v1/core/current_user?page=2', '/api/v1/settlement/bills?state=pending']);
  });

  it('ignores a cookie it does not know', () => {
    writeCookie(currencyCookieName, 'MXN', 365 * 86_400);
    expect(readCurrencyFilter()).toBe(CurrencyFilter.All);
  });

  it('stores a choice and reloads; View All clears it', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    chooseCurrencyFilter(CurrencyFilter.USD);
    expect(readCurrencyFilter()).toBe(CurrencyFilter.USD);
    expect(document.cookie).toContain(`${currencyCookieName}=USD`);
    chooseCurrencyFilter(CurrencyFilter.All);
    expect(readCurrencyFilter()).toBe(CurrencyFilter.All);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
