import { describe, expect, it } from 'vitest';
import {
  ElectionRefusal,
  electionRefusal,
  electPaymentTerm,
  expectedPayDateUnder,
  offeredTerms,
  termOptions,
} from '#functions/domain/invoices/term-election.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { anInvoice, approved, aRelationship, brokerTerms } from './invoice-support.ts';

const now = new Date('2026-03-05T15:00:00.000Z');
const today = '2026-03-05';
const by = { userId: 1, name: 'Casey Carrier' };

function elect(
  paymentType: PaymentType,
  invoice = anInvoice(),
  relationship = aRelationship(),
  terms: typeof brokerTerms | null = brokerTerms,
) {
  return electPaymentTerm({ invoice, relationship, terms, paymentType, by, now, today });
}

describe('electing a payment term', () => {
  it('charges the payor’s QuickPay fee on a pending invoice, with no pay date until approval', () => {
    const outcome = elect(PaymentType.QuickPay);
    expect(outcome.kind).toBe('changed');
    if (outcome.kind !== 'changed') return;
    expect(outcome.invoice).toMatchObject({
      paymentType: PaymentType.QuickPay,
      feeBps: 250,
      feeCents: 2_500,
      netCents: 97_500,
      isFreeQuickPay: false,
      expectedPayDate: null,
      termElection: { paymentType: PaymentType.QuickPay, byUserId: 1, byName: 'Casey Carrier', at: now.toISOString() },
    });
    expect(outcome.freeQuickPayDelta).toBe(0);
  });

  it('uses a free QuickPay first: no fee, and one fewer left', () => {
    const outcome = elect(PaymentType.QuickPay, anInvoice(), aRelationship({ freeQuickPaysRemaining: 2 }));
    expect(outcome).toMatchObject({
      kind: 'changed',
      freeQuickPayDelta: -1,
      invoice: { feeCents: 0, netCents: 100_000, isFreeQuickPay: true, feeBps: 250 },
    });
  });

  it('gives the free QuickPay back when the carrier switches away before the term locks', () => {
    const free = anInvoice({ paymentType: PaymentType.QuickPay, feeBps: 250, isFreeQuickPay: true });
    const outcome = elect(PaymentType.StandardPay, free);
    expect(outcome).toMatchObject({
      kind: 'changed',
      freeQuickPayDelta: 1,
      invoice: { paymentType: PaymentType.StandardPay, feeCents: 0, isFreeQuickPay: false },
    });
  });

  it('switching away from a paid QuickPay gives nothing back', () => {
    const paidQuickPay = anInvoice({
      paymentType: PaymentType.QuickPay,
      feeBps: 250,
      feeCents: 2_500,
      netCents: 97_500,
    });
    expect(elect(PaymentType.GuaranteedOnTimePay, paidQuickPay)).toMatchObject({
      kind: 'changed',
      freeQuickPayDelta: 0,
      invoice: { paymentType: PaymentType.GuaranteedOnTimePay, feeCents: 1_000, netCents: 99_000 },
    });
  });

  it('is idempotent: the current term again changes nothing', () => {
    const invoice = anInvoice({ paymentType: PaymentType.QuickPay, feeBps: 250, feeCents: 2_500, netCents: 97_500 });
    expect(elect(PaymentType.QuickPay, invoice)).toEqual({ kind: 'unchanged', invoice });
  });

  it('sets the expected pay date of an approved invoice from the approval, never in the past', () => {
    const invoice = approved(anInvoice(), '2026-03-04');
    expect(elect(PaymentType.QuickPay, invoice)).toMatchObject({ invoice: { expectedPayDate: '2026-03-06' } });
    const longAgo = approved(anInvoice(), '2026-01-10');
    expect(elect(PaymentType.QuickPay, longAgo)).toMatchObject({ invoice: { expectedPayDate: today } });
    const quickPay = { paymentType: PaymentType.QuickPay, termDays: 2, feeBps: 250, isQuickPay: true };
    expect(expectedPayDateUnder(null, quickPay, today)).toBeNull();
  });

  it('refuses once the term is locked: approved QuickPay, paid, removed or scheduled', () => {
    const lockedOnes = [
      approved(anInvoice({ paymentType: PaymentType.QuickPay, feeBps: 250 })),
      anInvoice({ status: InvoiceStatus.Paid }),
      anInvoice({ status: InvoiceStatus.Removed }),
      anInvoice({ dates: { ...anInvoice().dates, paymentScheduled: '2026-03-09' } }),
      anInvoice({ status: InvoiceStatus.MissingCarrier }),
    ];
    for (const invoice of lockedOnes) {
      const other = invoice.paymentType === PaymentType.QuickPay ? PaymentType.StandardPay : PaymentType.QuickPay;
      expect(elect(other, invoice)).toEqual({ kind: 'refused', reason: ElectionRefusal.Locked });
      // Asking again for the term it already has is not a change: a repeated request succeeds.
      expect(elect(invoice.paymentType, invoice)).toEqual({ kind: 'unchanged', invoice });
    }
  });

  it('allows a change on an approved Standard Pay invoice (the QuickPay then locks)', () => {
    expect(elect(PaymentType.QuickPay, approved(anInvoice())).kind).toBe('changed');
  });

  it('refuses factored, advance and unclaimed invoices, and terms the payor does not offer', () => {
    expect(elect(PaymentType.QuickPay, anInvoice({ kind: InvoiceKind.Factored }))).toEqual({
      kind: 'refused',
      reason: ElectionRefusal.Factored,
    });
    expect(elect(PaymentType.QuickPay, anInvoice(), aRelationship({ assignedFactorId: 3001 }))).toEqual({
      kind: 'refused',
      reason: ElectionRefusal.Factored,
    });
    expect(elect(PaymentType.QuickPay, anInvoice({ kind: InvoiceKind.LoadAdvance }))).toEqual({
      kind: 'refused',
      reason: ElectionRefusal.NotEligible,
    });
    expect(elect(PaymentType.QuickPay, anInvoice(), aRelationship({ isClaimed: false }))).toEqual({
      kind: 'refused',
      reason: ElectionRefusal.Unclaimed,
    });
    const noGotp = { ...brokerTerms, guaranteedOnTimePay: null };
    expect(elect(PaymentType.GuaranteedOnTimePay, anInvoice(), aRelationship(), noGotp)).toEqual({
      kind: 'refused',
      reason: ElectionRefusal.TermNotOffered,
    });
    expect(elect(PaymentType.QuickPay, anInvoice(), aRelationship(), null)).toEqual({
      kind: 'refused',
      reason: ElectionRefusal.TermNotOffered,
    });
    expect(electionRefusal(anInvoice(), aRelationship())).toBeNull();
  });
});

describe('term options', () => {
  it('show each offered term’s fee, net and pay date before the carrier chooses', () => {
    const options = termOptions(approved(anInvoice(), '2026-03-04'), aRelationship(), brokerTerms, today);
    expect(options).toEqual([
      {
        paymentType: PaymentType.StandardPay,
        termDays: 30,
        feeBps: 0,
        feeCents: 0,
        netCents: 100_000,
        isFree: false,
        expectedPayDate: '2026-04-03',
      },
      {
        paymentType: PaymentType.QuickPay,
        termDays: 2,
        feeBps: 250,
        feeCents: 2_500,
        netCents: 97_500,
        isFree: false,
        expectedPayDate: '2026-03-06',
      },
      {
        paymentType: PaymentType.GuaranteedOnTimePay,
        termDays: 15,
        feeBps: 100,
        feeCents: 1_000,
        netCents: 99_000,
        isFree: false,
        expectedPayDate: '2026-03-19',
      },
    ]);
  });

  it('show QuickPay free while free ones are left, or when this invoice already has one', () => {
    const withFree = termOptions(anInvoice(), aRelationship({ freeQuickPaysRemaining: 1 }), brokerTerms, today);
    expect(withFree.find((o) => o.paymentType === PaymentType.QuickPay)).toMatchObject({ isFree: true, feeCents: 0 });
    const already = anInvoice({ paymentType: PaymentType.QuickPay, isFreeQuickPay: true, feeBps: 250 });
    const own = termOptions(already, aRelationship({ freeQuickPaysRemaining: 0 }), brokerTerms, today);
    expect(own.find((o) => o.paymentType === PaymentType.QuickPay)).toMatchObject({ isFree: true });
  });

  it('offer Standard Pay only when the payor has no terms configured', () => {
    expect(offeredTerms(null).map((t) => t.paymentType)).toEqual([PaymentType.StandardPay]);
  });
});
