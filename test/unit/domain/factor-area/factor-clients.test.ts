import { describe, expect, it } from 'vitest';
import {
  clientMatches,
  debtorTotalsOf,
  factorOfRecordStateOf,
  resolutionOf,
} from '#functions/domain/factor-area/factor-clients.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';

describe('a factor’s clients', () => {
  it('says what resolves each hold', () => {
    expect(resolutionOf({ reason: HoldReason.WAITING_FOR_LOR })).toBe('lorFromFactorOfRecord');
    expect(resolutionOf({ reason: HoldReason.GLOBAL_FACTOR_MISMATCH })).toBe('factorsAgree');
    expect(resolutionOf({ reason: HoldReason.FRAUD_NOA })).toBe('fraudReview');
  });

  it('says whether the factor is the factor of record', () => {
    expect(factorOfRecordStateOf(3001, 3001)).toBe('thisFactor');
    expect(factorOfRecordStateOf(3002, 3001)).toBe('otherFactor');
    expect(factorOfRecordStateOf(null, 3001)).toBe('none');
  });

  it('finds a client by name, MC or DOT number', () => {
    const client = { name: 'Guadalupe Valley Transport LLC', mcNumber: '561234', dotNumber: '6123401' };
    expect(clientMatches(client, undefined)).toBe(true);
    expect(clientMatches(client, 'valley')).toBe(true);
    expect(clientMatches(client, '5612')).toBe(true);
    expect(clientMatches(client, '6123401')).toBe(true);
    expect(clientMatches(client, 'llano')).toBe(false);
    expect(clientMatches({ ...client, mcNumber: null, dotNumber: null }, '5612')).toBe(false);
  });
});

describe('a debtor’s amounts', () => {
  it('counts every unpaid invoice as open, approved and held apart, per currency, and leaves paid ones out', () => {
    const totals = debtorTotalsOf([
      { currencyId: 1, status: InvoiceStatus.Pending, grossCents: 100 },
      { currencyId: 1, status: InvoiceStatus.Approved, grossCents: 200 },
      { currencyId: 1, status: InvoiceStatus.Held, grossCents: 400 },
      { currencyId: 1, status: InvoiceStatus.Paid, grossCents: 800 },
      { currencyId: 2, status: InvoiceStatus.PendingReissue, grossCents: 50 },
    ]);
    expect(totals).toEqual([
      {
        currencyId: 1,
        open: { count: 3, cents: 700 },
        approved: { count: 1, cents: 200 },
        held: { count: 1, cents: 400 },
      },
      { currencyId: 2, open: { count: 1, cents: 50 }, approved: { count: 0, cents: 0 }, held: { count: 1, cents: 50 } },
    ]);
  });
});
