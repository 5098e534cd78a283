import { describe, expect, it } from 'vitest';
import {
  compareFactorLoadRows,
  factorLoadRowOf,
  invoiceOfLoad,
  matchesFactorLoadFilter,
} from '#functions/domain/factor-area/factor-loads.ts';
import type { Load } from '#functions/domain/loads/load.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { LoadDateField } from '#shared/enums/load-date-field.ts';
import { LoadStatus } from '#shared/enums/load-status.ts';
import { FactorLoadSortField } from '#shared/schemas/factor-loads.ts';

const load: Load = {
  id: 7,
  payorId: 20,
  loadNumber: 'AL1',
  relationshipId: 30,
  payeeId: 10,
  carrierName: 'Carrier as booked',
  currencyId: 1,
  origin: { city: 'Dallas', state: 'TX' },
  destination: { city: 'Memphis', state: 'TN' },
  pickupDate: '2026-01-02',
  deliveryDate: '2026-01-04',
  rateCents: 100_000,
  status: LoadStatus.Delivered,
  statusHistory: [],
  advance: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdByUserId: null,
  createdByName: null,
  version: 1,
};
const invoice = {
  payorId: 20,
  payeeId: 10,
  relationshipId: 30,
  payorName: 'Debtor',
  loadNumber: 'AL1',
  status: InvoiceStatus.Approved,
  grossCents: 98_000,
};

describe('the loads a factor sees', () => {
  it('takes an invoice for a load only on the load’s own relationship and number', () => {
    expect(invoiceOfLoad(load, invoice)).toBe(true);
    expect(invoiceOfLoad(load, { ...invoice, relationshipId: 31 })).toBe(false);
    expect(invoiceOfLoad(load, { ...invoice, payeeId: 11 })).toBe(false);
    expect(invoiceOfLoad(load, { ...invoice, payorId: 21 })).toBe(false);
    expect(invoiceOfLoad(load, { ...invoice, loadNumber: 'AL2' })).toBe(false);
  });

  it('reads the row: status following the invoices, their count and gross amount, the client’s name', () => {
    const paid = { ...invoice, status: InvoiceStatus.Paid, grossCents: 2_000 };
    expect(factorLoadRowOf(load, [invoice, paid], 'Client')).toMatchObject({
      clientName: 'Client',
      debtorName: 'Debtor',
      statusId: LoadStatus.Invoiced,
      invoiceCount: 2,
      invoiceCents: 100_000,
    });
    expect(factorLoadRowOf(load, [paid], '')).toMatchObject({
      statusId: LoadStatus.Paid,
      clientName: load.carrierName,
    });
  });

  it('filters by status, debtor, client, currency and load number, and sorts with the newest load breaking ties', () => {
    const row = factorLoadRowOf(load, [invoice], 'Client');
    const none = { statuses: null };
    expect(matchesFactorLoadFilter(row, none)).toBe(true);
    expect(matchesFactorLoadFilter(row, { statuses: [LoadStatus.Paid] })).toBe(false);
    expect(matchesFactorLoadFilter(row, { ...none, payorId: 21 })).toBe(false);
    expect(matchesFactorLoadFilter(row, { ...none, payeeId: 10, currencyId: 1 })).toBe(true);
    expect(matchesFactorLoadFilter(row, { ...none, search: 'L1' })).toBe(true);
    expect(matchesFactorLoadFilter(row, { ...none, search: 'X' })).toBe(false);
    // Pickup 2026-01-02, delivery 2026-01-04: the range applies to the chosen date, ends included.
    expect(matchesFactorLoadFilter(row, { ...none, range: { start: '2026-01-02', end: '2026-01-02' } })).toBe(true);
    expect(matchesFactorLoadFilter(row, { ...none, range: { start: '2026-01-03' } })).toBe(false);
    expect(
      matchesFactorLoadFilter(row, { ...none, dateField: LoadDateField.Delivery, range: { start: '2026-01-03' } }),
    ).toBe(true);
    expect(
      matchesFactorLoadFilter(row, { ...none, dateField: LoadDateField.Delivery, range: { end: '2026-01-03' } }),
    ).toBe(false);

    const later = { ...row, id: 8, pickupDate: '2026-01-05', invoiceCents: 1 };
    const twin = { ...row, id: 9 };
    expect(
      [row, later, twin].sort(compareFactorLoadRows(FactorLoadSortField.PickupDate, false)).map((r) => r.id),
    ).toEqual([8, 9, 7]);
    expect([row, later].sort(compareFactorLoadRows(FactorLoadSortField.InvoiceCents, true)).map((r) => r.id)).toEqual([
      8, 7,
    ]);
  });
});
