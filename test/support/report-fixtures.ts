import { Currency } from '#shared/enums/currency.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import { RelationshipContactStatus, VerificationMethod } from '#shared/enums/relationship.ts';
import type { PaidInvoice, PaymentDetails } from '#shared/schemas/payee-payments.ts';
import type { TakeControlInfo } from '#shared/schemas/payee-relationships.ts';

/*
 * What the report files are rendered from in the tests that do not read the table: the unit tests
 * of the files and the bundled stand-in handler of test/infra/lambda-bundles.test.ts.
 */

/** A paid invoice of Redline Logistics; QuickPay at 2.5 % when it carries a fee. */
export function paidInvoice(
  id: number,
  grossCents: number,
  feeCents: number,
  overrides: Partial<PaidInvoice> = {},
): PaidInvoice {
  return {
    id,
    invoiceNumber: `LSF-${24_000 + id}`,
    loadNumber: `LD${880_000 + id * 13}`,
    payorName: 'Redline Logistics',
    paymentType: feeCents > 0 ? PaymentType.QuickPay : PaymentType.StandardPay,
    isFreeQuickPay: false,
    feeBps: feeCents > 0 ? 250 : 0,
    grossCents,
    feeCents,
    netCents: grossCents - feeCents,
    ...overrides,
  };
}

/** A payment as the payout planner makes one: totals are the sums of its invoices, less the bank fee. */
export function paymentOf(invoices: PaidInvoice[], bankFeeCents = 2_000): PaymentDetails {
  const grossCents = invoices.reduce((t, i) => t + i.grossCents, 0);
  const termFeeCents = invoices.reduce((t, i) => t + i.feeCents, 0);
  const subTotalCents = grossCents - termFeeCents;
  return {
    id: '3f2a9c0b7d1e4a5b6c7d',
    code: 'PAY-3F2A9C0B',
    confirmationNumber: 'LP00ABCDEF1234',
    paidDate: '2025-03-14',
    state: PaymentState.Paid,
    payoutType: PayoutType.QUICKPAY_INVOICE_PAYOUT,
    methodType: PaymentMethodType.Wire,
    bankAccountName: 'Operating account',
    currencyId: 1,
    invoiceCount: invoices.length,
    loadNumbers: invoices.map((i) => i.loadNumber),
    grossCents,
    termFeeCents,
    bankFeeCents,
    netCents: subTotalCents - bankFeeCents,
    paidTo: { kind: 'payee', factorName: null },
    subTotalCents,
    freeQuickPayCount: invoices.filter((i) => i.isFreeQuickPay).length,
    checkNumber: null,
    checkCashed: null,
    bankAccount: { id: 1, name: 'Operating account', description: 'Wire ••••6789' },
    processingTime: { min: 1, max: 3, unit: 'days' },
    invoices,
    refund: null,
    refundOf: null,
    refundedFees: [],
  };
}

/** Summit Freight Brokers' take-control information, as of 2026-03-14. */
export const takeControlInfo: TakeControlInfo = {
  relationshipId: 3,
  reference: 'LP-1001-3',
  payor: { id: 2003, name: 'Summit Freight Brokers', mcNumber: '223344' },
  contactStatus: RelationshipContactStatus.Contacted,
  contactMethods: [
    {
      id: 1,
      kind: 'email',
      destination: 'b•••••g@lonestarfreight.test',
      verificationMethods: [VerificationMethod.Email],
      isPreVerified: false,
    },
    {
      id: 3,
      kind: 'phone',
      destination: '(•••) •••-0142',
      verificationMethods: [VerificationMethod.Text, VerificationMethod.Voice],
      isPreVerified: false,
    },
  ],
  options: [
    { method: 'verificationCode', available: true, unavailableReason: null, attemptsRemaining: null },
    { method: 'preVerified', available: false, unavailableReason: 'notPreVerified', attemptsRemaining: null },
    { method: 'invoiceDetails', available: true, unavailableReason: null, attemptsRemaining: 5 },
    { method: 'authorizationForm', available: true, unavailableReason: null, attemptsRemaining: null },
    { method: 'requestHelp', available: true, unavailableReason: null, attemptsRemaining: null },
  ],
  openInvoiceCount: 2,
  openInvoiceAmount: 415_250,
  currencyId: Currency.USD,
  claimRequestedAt: null,
  generatedAt: '2026-03-14T16:00:00.000Z',
};
