import { describe, expect, it } from 'vitest';
import { invoiceTotalsOf, mergeDeltas, talliesOf, tallyDeltas } from '#functions/domain/invoices/invoice-totals.ts';
import { quickPayQuote } from '#functions/domain/invoices/quick-pay-quote.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { anInvoice, approved, aRelationship, brokerTerms } from './invoice-support.ts';

const counted = (status: InvoiceStatus, netCents: number, currencyId = 1, grossCents = netCents) => ({
  status,
  netCents,
  grossCents,
  currencyId,
});

describe('invoice tallies', () => {
  it('count a new invoice, move one between statuses, and drop statuses that end unchanged', () => {
    expect(tallyDeltas(null, counted(InvoiceStatus.Pending, 100))).toEqual([
      { currencyId: 1, byStatus: { [InvoiceStatus.Pending]: { count: 1, grossCents: 100, netCents: 100 } } },
    ]);
    expect(tallyDeltas(counted(InvoiceStatus.Pending, 100), counted(InvoiceStatus.Approved, 97, 1, 100))).toEqual([
      {
        currencyId: 1,
        byStatus: {
          [InvoiceStatus.Pending]: { count: -1, grossCents: -100, netCents: -100 },
          [InvoiceStatus.Approved]: { count: 1, grossCents: 100, netCents: 97 },
        },
      },
    ]);
    expect(tallyDeltas(counted(InvoiceStatus.Pending, 100), counted(InvoiceStatus.Pending, 100))).toEqual([]);
    expect(tallyDeltas(counted(InvoiceStatus.Pending, 100), counted(InvoiceStatus.Pending, 90, 1, 100))).toEqual([
      { currencyId: 1, byStatus: { [InvoiceStatus.Pending]: { count: 0, grossCents: 0, netCents: -10 } } },
    ]);
  });

  it('merge many moves into one change per currency', () => {
    const merged = mergeDeltas([
      ...tallyDeltas(counted(InvoiceStatus.Approved, 100), counted(InvoiceStatus.Paid, 100)),
      ...tallyDeltas(counted(InvoiceStatus.Approved, 50), counted(InvoiceStatus.Paid, 50)),
      ...tallyDeltas(null, counted(InvoiceStatus.Pending, 7, 2)),
    ]);
    expect(merged).toEqual([
      {
        currencyId: 1,
        byStatus: {
          [InvoiceStatus.Approved]: { count: -2, grossCents: -150, netCents: -150 },
          [InvoiceStatus.Paid]: { count: 2, grossCents: 150, netCents: 150 },
        },
      },
      { currencyId: 2, byStatus: { [InvoiceStatus.Pending]: { count: 1, grossCents: 7, netCents: 7 } } },
    ]);
  });

  it('give the approved, held (Held + Pending Reissue + Missing Bank) and pending totals', () => {
    const [usd] = talliesOf([
      counted(InvoiceStatus.Approved, 1_000),
      counted(InvoiceStatus.Approved, 500),
      counted(InvoiceStatus.Held, 200),
      counted(InvoiceStatus.PendingReissue, 30),
      counted(InvoiceStatus.MissingBank, 4),
      counted(InvoiceStatus.Pending, 70),
      counted(InvoiceStatus.Paid, 9_999),
      counted(InvoiceStatus.MissingCarrier, 8),
    ]);
    expect(usd && invoiceTotalsOf(usd)).toEqual({
      currencyId: 1,
      approvedCents: 1_500,
      approvedCount: 2,
      heldCents: 234,
      heldCount: 3,
      pendingCents: 70,
      pendingCount: 1,
    });
  });
});

describe('QuickPay quote', () => {
  const relationships = new Map([
    [1, { ...aRelationship({ freeQuickPaysRemaining: 1 }), payorName: 'Redline Logistics', currencyId: 1 }],
    [2, { ...aRelationship({ id: 2, payorId: 2002, isClaimed: false }), payorName: 'Prairie', currencyId: 1 }],
  ]);
  const terms = new Map([
    [2001, brokerTerms],
    [2002, brokerTerms],
  ]);

  it('prices eligible invoices at the payor’s fee, the oldest ones free while free QuickPays last', () => {
    const invoices = [
      anInvoice({ id: 1, dates: { ...anInvoice().dates, uploaded: '2026-03-01' } }),
      approved(anInvoice({ id: 2, grossCents: 200_000, netCents: 200_000 })),
      anInvoice({ id: 3, paymentType: PaymentType.QuickPay }),
      anInvoice({ id: 4, kind: InvoiceKind.Factored }),
      anInvoice({ id: 5, status: InvoiceStatus.Held }),
      anInvoice({ id: 6, relationshipId: 2, payorId: 2002 }),
    ];
    expect(quickPayQuote(invoices, relationships, terms)).toEqual({
      netAmountAfterDefaultFees: 295_000,
      invoiceCount: 2,
      byCurrency: [{ currencyId: 1, netCents: 295_000, invoiceCount: 2 }],
      quickPayableRelationships: [
        {
          payeeRelationshipId: 1,
          payorId: 2001,
          payorName: 'Redline Logistics',
          currencyId: 1,
          invoiceCount: 2,
          grossCents: 300_000,
          feeCents: 5_000,
          netCents: 295_000,
          percentageFee: 2.5,
          termDays: 2,
          freeQuickPaysRemaining: 1,
          freeQuickPaysApplied: 1,
        },
      ],
    });
  });

  it('is empty, not an error, when nothing qualifies', () => {
    expect(quickPayQuote([], relationships, terms)).toEqual({
      netAmountAfterDefaultFees: 0,
      invoiceCount: 0,
      byCurrency: [],
      quickPayableRelationships: [],
    });
  });
});
