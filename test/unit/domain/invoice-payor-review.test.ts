import { describe, expect, it } from 'vitest';
import type { Actor } from '#functions/domain/invoices/invoice.ts';
import { normalizeDocumentNumber, reviewInvoice, submittedInvoice } from '#functions/domain/invoices/payor-review.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { canMoveInvoice, isPayorReviewStatus, payorReviewStatuses } from '#shared/invoices/status-moves.ts';
import { anInvoice, approved, aRelationship, brokerTerms } from './invoice-support.ts';

const now = new Date('2026-03-05T15:00:00.000Z');
const today = '2026-03-05';
const actor: Actor = { kind: 'payor', userId: 3, name: 'Blair Broker', companyName: 'Redline Logistics' };

function review(target: InvoiceStatus, invoice = anInvoice(), terms: typeof brokerTerms | null = brokerTerms) {
  return reviewInvoice({ invoice, target, terms, actor, now, today });
}

describe('payor review moves', () => {
  it('approves: approval dates, the term’s fee, and the expected pay date; recorded with who and when', () => {
    const quickPay = anInvoice({ paymentType: PaymentType.QuickPay, feeBps: 250, feeCents: 2_500, netCents: 97_500 });
    const outcome = review(InvoiceStatus.Approved, quickPay);
    expect(outcome.kind).toBe('changed');
    if (outcome.kind !== 'changed') return;
    expect(outcome.invoice).toMatchObject({
      status: InvoiceStatus.Approved,
      feeCents: 2_500,
      netCents: 97_500,
      expectedPayDate: '2026-03-07',
      dates: { approved: today, approvedSet: today, statusChange: today },
    });
    expect(outcome.invoice.statusHistory.at(-1)).toEqual({
      status: InvoiceStatus.Approved,
      at: now.toISOString(),
      actor: 'payor',
      byUserId: 3,
      byName: 'Blair Broker',
      byCompanyName: 'Redline Logistics',
    });
  });

  it('approves Standard Pay for 30 days with no fee', () => {
    expect(review(InvoiceStatus.Approved)).toMatchObject({
      invoice: { feeCents: 0, netCents: 100_000, expectedPayDate: '2026-04-04' },
    });
  });

  it('keeps a free QuickPay free at approval', () => {
    const free = anInvoice({ paymentType: PaymentType.QuickPay, feeBps: 250, isFreeQuickPay: true });
    expect(review(InvoiceStatus.Approved, free)).toMatchObject({ invoice: { feeCents: 0, isFreeQuickPay: true } });
  });

  it('keeps the payor’s note with a hold (PAYOR_MANUAL_HOLD) and a reissue request, and drops it on the next move', () => {
    const held = reviewInvoice({
      invoice: anInvoice(),
      target: InvoiceStatus.Held,
      note: '  Missing POD  ',
      terms: brokerTerms,
      actor,
      now,
      today,
    });
    expect(held).toMatchObject({
      kind: 'changed',
      invoice: {
        reviewNote: {
          status: InvoiceStatus.Held,
          holdReason: HoldReason.PAYOR_MANUAL_HOLD,
          text: 'Missing POD',
          at: now.toISOString(),
          byName: 'Redline Logistics',
        },
      },
    });
    if (held.kind !== 'changed') return;
    const released = review(InvoiceStatus.Pending, held.invoice);
    expect(released).toMatchObject({ kind: 'changed', invoice: { reviewNote: null } });
    const reissue = reviewInvoice({
      invoice: anInvoice(),
      target: InvoiceStatus.PendingReissue,
      note: 'Wrong rate',
      terms: brokerTerms,
      actor,
      now,
      today,
    });
    expect(reissue).toMatchObject({ invoice: { reviewNote: { holdReason: null, text: 'Wrong rate' } } });
    // Without words (an integration's call), the hold still says why: the payor's own hold.
    expect(review(InvoiceStatus.Held)).toMatchObject({
      invoice: { reviewNote: { holdReason: HoldReason.PAYOR_MANUAL_HOLD, text: null } },
    });
    expect(review(InvoiceStatus.Approved)).toMatchObject({ invoice: { reviewNote: null } });
  });

  it('holds, asks for a reissue, removes, and clears the expected pay date when leaving approval', () => {
    const held = review(InvoiceStatus.Held, approved(anInvoice({ expectedPayDate: '2026-04-02' })));
    expect(held).toMatchObject({ kind: 'changed', invoice: { status: InvoiceStatus.Held, expectedPayDate: null } });
    expect(review(InvoiceStatus.PendingReissue)).toMatchObject({ invoice: { status: InvoiceStatus.PendingReissue } });
    expect(review(InvoiceStatus.Removed)).toMatchObject({ invoice: { status: InvoiceStatus.Removed } });
    expect(review(InvoiceStatus.Pending, anInvoice({ status: InvoiceStatus.Held }))).toMatchObject({
      invoice: { status: InvoiceStatus.Pending },
    });
  });

  it('gives a free QuickPay back when its invoice is removed', () => {
    const free = anInvoice({ paymentType: PaymentType.QuickPay, feeBps: 250, isFreeQuickPay: true });
    expect(review(InvoiceStatus.Removed, free)).toMatchObject({ kind: 'changed', freeQuickPayDelta: 1 });
    expect(review(InvoiceStatus.Removed)).toMatchObject({ kind: 'changed', freeQuickPayDelta: 0 });
  });

  it('is idempotent: moving to the current status changes nothing', () => {
    const invoice = approved(anInvoice());
    expect(review(InvoiceStatus.Approved, invoice)).toEqual({ kind: 'unchanged', invoice });
  });

  it('refuses moves the transition table does not allow', () => {
    expect(review(InvoiceStatus.Approved, anInvoice({ status: InvoiceStatus.Removed }))).toEqual({
      kind: 'refused',
      reason: 'invalidTransition',
    });
    expect(review(InvoiceStatus.Pending, anInvoice({ status: InvoiceStatus.Paid }))).toEqual({
      kind: 'refused',
      reason: 'invalidTransition',
    });
    expect(review(InvoiceStatus.Approved, anInvoice({ status: InvoiceStatus.PendingReissue }))).toEqual({
      kind: 'refused',
      reason: 'invalidTransition',
    });
  });

  it('leaves an invoice held for the factor of record to the documents: only removing it is allowed', () => {
    const held = anInvoice({
      status: InvoiceStatus.Held,
      reviewNote: {
        status: InvoiceStatus.Held,
        holdReason: HoldReason.WAITING_FOR_LOR,
        text: null,
        at: now.toISOString(),
        byName: null,
        factorHold: { releaseTo: InvoiceStatus.Approved },
      },
    });
    for (const target of [InvoiceStatus.Pending, InvoiceStatus.Approved]) {
      expect(review(target, held)).toEqual({ kind: 'refused', reason: 'invalidTransition' });
    }
    expect(review(InvoiceStatus.Removed, held).kind).toBe('changed');
  });

  it('never lets a payor set Paid, Missing Bank or Missing Carrier', () => {
    for (const target of [InvoiceStatus.Paid, InvoiceStatus.MissingBank, InvoiceStatus.MissingCarrier]) {
      expect(isPayorReviewStatus(target)).toBe(false);
      expect(review(target, approved(anInvoice()))).toEqual({ kind: 'refused', reason: 'notAllowed' });
    }
  });

  it('every review move from every status agrees with the transition table', () => {
    for (const from of Object.values(InvoiceStatus)) {
      for (const to of payorReviewStatuses) {
        const outcome = review(to, anInvoice({ status: from }));
        if (from === to) expect(outcome.kind).toBe('unchanged');
        else expect(outcome.kind === 'changed').toBe(canMoveInvoice(from, to));
      }
    }
  });
});

describe('submitted invoices', () => {
  const submission = {
    invoiceNumber: 'INV-9',
    loadNumber: 'LD-9',
    grossCents: 250_000,
    kind: InvoiceKind.Standard,
    invoiceDate: '2026-03-01',
  };
  const relationship = {
    ...aRelationship({ paymentType: PaymentType.QuickPay, freeQuickPaysRemaining: 1 }),
    currencyId: 1,
  };

  it('start Pending under the relationship’s default term, using a free QuickPay when one is left', () => {
    const { invoice, freeQuickPayDelta } = submittedInvoice({
      id: 100_001,
      relationship,
      payorName: 'Redline Logistics',
      payeeName: 'Lone Star Freight LLC',
      terms: brokerTerms,
      submission,
      actor,
      now,
      today,
    });
    expect(freeQuickPayDelta).toBe(-1);
    expect(invoice).toMatchObject({
      id: 100_001,
      status: InvoiceStatus.Pending,
      paymentType: PaymentType.QuickPay,
      isFreeQuickPay: true,
      feeCents: 0,
      netCents: 250_000,
      currencyId: 1,
      dates: { uploaded: today, invoiceRequested: '2026-03-01', approved: null },
      expectedPayDate: null,
      version: 1,
    });
    expect(invoice.statusHistory).toEqual([
      expect.objectContaining({ status: InvoiceStatus.Pending, actor: 'payor', byName: 'Blair Broker' }),
    ]);
  });

  it('charge the QuickPay fee when no free ones are left, and use Standard Pay for factored invoices', () => {
    const paid = submittedInvoice({
      id: 1,
      relationship: { ...relationship, freeQuickPaysRemaining: 0 },
      payorName: 'R',
      payeeName: 'Lone Star Freight LLC',
      terms: brokerTerms,
      submission,
      actor,
      now,
      today,
    });
    expect(paid).toMatchObject({ freeQuickPayDelta: 0, invoice: { feeCents: 6_250, netCents: 243_750 } });
    const factored = submittedInvoice({
      id: 2,
      relationship,
      payorName: 'R',
      payeeName: 'Lone Star Freight LLC',
      terms: brokerTerms,
      submission: { ...submission, kind: InvoiceKind.Factored },
      actor,
      now,
      today,
    });
    expect(factored).toMatchObject({
      freeQuickPayDelta: 0,
      invoice: { paymentType: PaymentType.StandardPay, feeCents: 0 },
    });
  });

  it('compare numbers without case or spaces', () => {
    expect(normalizeDocumentNumber('  inv-9a ')).toBe('INV-9A');
  });
});
