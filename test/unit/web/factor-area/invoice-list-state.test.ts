import { describe, expect, it } from 'vitest';
import { FactorInvoiceStatus } from '#shared/enums/factor-invoice-status.ts';
import { factorPaths } from '#web/config/paths.ts';
import {
  defaultFactorInvoiceListState,
  factorInvoicesApiQueryOf,
  isFactorInvoiceListFiltered,
  readFactorInvoiceListState,
  writeFactorInvoiceListState,
} from '#web/features/factor-invoices/lib/list-state.ts';

const read = (query: string) => readFactorInvoiceListState(new URLSearchParams(query));

describe("the factor's invoice list in the address bar", () => {
  it('reads nothing as the defaults (every date, newest upload first) and writes them as nothing', () => {
    expect(read('')).toEqual(defaultFactorInvoiceListState);
    expect(writeFactorInvoiceListState(defaultFactorInvoiceListState).toString()).toBe('');
    expect(isFactorInvoiceListFiltered(read(''))).toBe(false);
  });

  it('keeps status, debtor, client, search, order and page through a reload', () => {
    const query = 'status=brokerHold&payorId=2601&payeeId=1601&q=GVT&sortField=grossCents&sortAsc=true&page=2';
    const state = read(query);
    expect(state).toMatchObject({
      status: FactorInvoiceStatus.BrokerHold,
      payorId: 2601,
      payeeId: 1601,
      q: 'GVT',
      sortField: 'grossCents',
      sortAsc: true,
      page: 2,
    });
    expect(read(writeFactorInvoiceListState(state).toString())).toEqual(state);
    expect(isFactorInvoiceListFiltered(state)).toBe(true);
  });

  it('falls back to the default for anything malformed', () => {
    const state = read('status=lost&payorId=-4&payeeId=x&sortField=carrier&page=0');
    expect(state).toEqual(defaultFactorInvoiceListState);
  });

  it('asks the API for what the address bar holds', () => {
    const query = factorInvoicesApiQueryOf(read('status=paidToFactor&payorId=2601&datePreset=last30Days'));
    expect(query).toMatchObject({
      status: [FactorInvoiceStatus.PaidToFactor],
      payorId: 2601,
      datePreset: 'last30Days',
      page: 1,
    });
  });

  it('opens from the Debtors and client pages narrowed to that debtor or client', () => {
    expect(read(factorPaths.invoices({ payorId: 2601 }).split('?')[1] ?? '').payorId).toBe(2601);
    expect(read(factorPaths.invoices({ payeeId: 1601, payorId: 2601 }).split('?')[1] ?? '')).toMatchObject({
      payeeId: 1601,
      payorId: 2601,
    });
    expect(factorPaths.invoices()).toBe('/factor/invoices');
  });
});
