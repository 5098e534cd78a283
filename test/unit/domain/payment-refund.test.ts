import { describe, expect, it } from 'vitest';
import type { Invoice } from '#functions/domain/invoices/invoice.ts';
import type { Payment } from '#functions/domain/payments/payment.ts';
import {
  isRefundableTermFee,
  mayRefundPayments,
  paymentCodeOf,
  planRefund,
  RefundRefusal,
  refundableTermFeeCents,
  refundedFeesOf,
  refundRefusalOf,
  termFeeRefundPaymentId,
} from '#functions/domain/payments/refund.ts';
import { confirmationNumberOf } from '#functions/domain/payouts/plan-payouts.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import { Role } from '#shared/enums/role.ts';
import { anInvoice } from './invoice-support.ts';

const paymentId = '3f2a9c0b7d1e4a5b6c7d';
const now = new Date('2026-03-14T16:30:00.000Z');
const actor = { userId: 6, name: 'Alex Admin', companyName: 'LanePay Operations' };

function paidInvoice(id: number, overrides: Partial<Invoice> = {}): Invoice {
  return anInvoice({
    id,
    loadNumber: `LD${id}`,
    status: InvoiceStatus.Paid,
    paymentId,
    statusHistory: [{ status: InvoiceStatus.Paid, at: '2026-03-05T20:00:00.000Z', actor: 'payout-run' }],
    version: 3,
    ...overrides,
  });
}

/** A QuickPay invoice of $1,000.00 with its 2.5% fee charged, one FREE QuickPay, one Standard Pay. */
const invoices = [
  paidInvoice(11, { paymentType: PaymentType.QuickPay, feeBps: 250, feeCents: 2_500, netCents: 97_500 }),
  paidInvoice(12, { paymentType: PaymentType.QuickPay, feeBps: 250, feeCents: 0, isFreeQuickPay: true }),
  paidInvoice(13),
];

function aPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: paymentId,
    code: paymentCodeOf(paymentId),
    confirmationNumber: confirmationNumberOf(paymentId),
    payeeId: 1001,
    bankAccountId: 1,
    bankAccountName: 'Operating account',
    methodType: PaymentMethodType.Ach,
    currencyId: 1,
    payoutType: PayoutType.QUICKPAY_INVOICE_PAYOUT,
    state: PaymentState.Paid,
    paidDate: '2026-03-05',
    invoiceIds: [11, 12, 13],
    loadNumbers: ['LD11', 'LD12', 'LD13'],
    grossCents: 300_000,
    termFeeCents: 2_500,
    subTotalCents: 297_500,
    bankFeeCents: 0,
    netCents: 297_500,
    freeQuickPayCount: 1,
    checkNumber: null,
    checkCashed: null,
    createdAt: '2026-03-05T20:00:00.000Z',
    ...overrides,
  };
}

describe('who may refund a payment', () => {
  it('is internal staff with a treasury or operations-manager role', () => {
    expect(mayRefundPayments({ companyType: CompanyType.Triumph, roleIds: [Role.Treasury] })).toBe(true);
    expect(mayRefundPayments({ companyType: CompanyType.Triumph, roleIds: [Role.TreasuryManager] })).toBe(true);
    expect(mayRefundPayments({ companyType: CompanyType.Triumph, roleIds: [Role.OpsManager] })).toBe(true);
    expect(mayRefundPayments({ companyType: CompanyType.Triumph, roleIds: [Role.Underwriting, Role.Csr] })).toBe(false);
    // The roles mean nothing outside the internal company.
    expect(mayRefundPayments({ companyType: CompanyType.Payee, roleIds: [Role.OpsManager] })).toBe(false);
    expect(mayRefundPayments({ companyType: CompanyType.Payor, roleIds: [Role.Treasury] })).toBe(false);
  });
});

describe('which payments can be refunded', () => {
  it('is only a paid one: refunded, removed, pending and initializing ones are refused', () => {
    expect(refundRefusalOf({ state: PaymentState.Paid })).toBeNull();
    expect(refundRefusalOf({ state: PaymentState.Refunded })).toBe(RefundRefusal.AlreadyRefunded);
    expect(refundRefusalOf({ state: PaymentState.Removed })).toBe(RefundRefusal.Removed);
    expect(refundRefusalOf({ state: PaymentState.Pending })).toBe(RefundRefusal.NotPaid);
    expect(refundRefusalOf({ state: PaymentState.Initializing })).toBe(RefundRefusal.NotPaid);
  });
});

describe('the term fee a refund returns', () => {
  it('is the charged QuickPay fee only: not FREE QuickPay, Standard Pay or Guaranteed On-Time Pay', () => {
    const [quickPay, free, standard] = invoices;
    const gotp = paidInvoice(14, { paymentType: PaymentType.GuaranteedOnTimePay, feeBps: 100, feeCents: 1_000 });
    expect([quickPay, free, standard, gotp].map((i) => i && isRefundableTermFee(i))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(refundableTermFeeCents([...invoices, gotp])).toBe(2_500);
    expect(refundableTermFeeCents([])).toBe(0);
  });

  it('comes back in a payment whose id derives from the refunded one (minted once)', () => {
    const id = termFeeRefundPaymentId(paymentId);
    expect(id).toMatch(/^[0-9a-f]{20}$/);
    expect(id).toBe(termFeeRefundPaymentId(paymentId));
    expect(id).not.toBe(paymentId);
    expect(termFeeRefundPaymentId('00000000000000000000')).not.toBe(id);
  });
});

describe('planning a refund', () => {
  it('moves the payment and each invoice to Refunded with who and when, and returns the QuickPay fee', () => {
    const decision = planRefund({ payment: aPayment(), invoices, actor, reason: 'Duplicate payment', now });
    if (decision.kind !== 'planned') throw new Error(`refused: ${decision.reason}`);
    const { payment, invoices: moves, termFeeRefund } = decision.plan;
    expect(payment.state).toBe(PaymentState.Refunded);
    expect(payment.refund).toEqual({
      at: '2026-03-14T16:30:00.000Z',
      date: '2026-03-14',
      byUserId: 6,
      byName: 'Alex Admin',
      reason: 'Duplicate payment',
      termFeeRefundPaymentId: termFeeRefundPaymentId(paymentId),
      termFeeRefundCents: 2_500,
    });
    // The amounts stay what was paid.
    expect(payment.netCents).toBe(297_500);
    expect(moves.map((m) => [m.before.id, m.before.status, m.after.status])).toEqual([
      [11, InvoiceStatus.Paid, InvoiceStatus.Refunded],
      [12, InvoiceStatus.Paid, InvoiceStatus.Refunded],
      [13, InvoiceStatus.Paid, InvoiceStatus.Refunded],
    ]);
    const after = moves[0]?.after;
    expect(after?.statusHistory.at(-1)).toEqual({
      status: InvoiceStatus.Refunded,
      at: '2026-03-14T16:30:00.000Z',
      actor: 'staff',
      byUserId: 6,
      byName: 'Alex Admin',
      byCompanyName: 'LanePay Operations',
    });
    expect(after?.dates.statusChange).toBe('2026-03-14');
    // Still the payment's invoices, so the payment's page keeps listing them.
    expect(after?.paymentId).toBe(paymentId);
    expect(after?.version).toBe(3);

    expect(termFeeRefund).toMatchObject({
      id: termFeeRefundPaymentId(paymentId),
      payeeId: 1001,
      bankAccountId: 1,
      payoutType: PayoutType.TERM_FEE_REFUND,
      state: PaymentState.Paid,
      paidDate: '2026-03-14',
      invoiceIds: [],
      loadNumbers: ['LD11'],
      grossCents: 2_500,
      termFeeCents: 0,
      subTotalCents: 2_500,
      bankFeeCents: 0,
      netCents: 2_500,
      refundOf: { paymentId, code: paymentCodeOf(paymentId), fees: [{ invoiceId: 11, feeCents: 2_500 }] },
    });
    expect(termFeeRefund?.code).toBe(paymentCodeOf(termFeeRefund?.id ?? ''));
  });

  it('writes no term fee refund when no QuickPay fee was charged', () => {
    const standardOnly = [paidInvoice(13)];
    const decision = planRefund({
      payment: aPayment({ invoiceIds: [13], termFeeCents: 0, payoutType: PayoutType.INVOICE_PAYOUT }),
      invoices: standardOnly,
      actor,
      reason: null,
      now,
    });
    expect(decision.kind).toBe('planned');
    if (decision.kind === 'planned') {
      expect(decision.plan.termFeeRefund).toBeNull();
      expect(decision.plan.payment.refund).toMatchObject({ termFeeRefundPaymentId: null, termFeeRefundCents: 0 });
    }
  });

  it('refuses a payment refunded or removed before, and one whose invoices no longer agree', () => {
    const refuse = (payment: Payment, list: Invoice[] = invoices) =>
      planRefund({ payment, invoices: list, actor, reason: null, now });
    expect(refuse(aPayment({ state: PaymentState.Refunded }))).toEqual({
      kind: 'refused',
      reason: RefundRefusal.AlreadyRefunded,
    });
    expect(refuse(aPayment({ state: PaymentState.Removed }))).toEqual({
      kind: 'refused',
      reason: RefundRefusal.Removed,
    });
    // An invoice missing, of another payee, paid by another payment, or not paid.
    const [first, second, third] = invoices as [Invoice, Invoice, Invoice];
    for (const list of [
      [first, second],
      [first, second, { ...third, payeeId: 1002 }],
      [first, second, { ...third, paymentId: '00000000000000000000' }],
      [first, second, { ...third, status: InvoiceStatus.Refunded }],
      [first, second, { ...third, status: InvoiceStatus.Approved }],
    ]) {
      expect(refuse(aPayment(), list)).toEqual({ kind: 'refused', reason: RefundRefusal.InvoicesChanged });
    }
  });
});

describe('the fees a term fee refund lists', () => {
  const quickPay = (id: number, feeCents: number) =>
    paidInvoice(id, { paymentType: PaymentType.QuickPay, feeBps: 250, feeCents, netCents: 100_000 - feeCents });

  it('are those kept with it, in the refunded payment’s invoice order', () => {
    const refunded = [quickPay(21, 1_000), quickPay(22, 2_000), paidInvoice(23)];
    expect(
      refundedFeesOf(
        {
          fees: [
            { invoiceId: 22, feeCents: 2_000 },
            { invoiceId: 21, feeCents: 1_000 },
          ],
        },
        refunded,
      ),
    ).toEqual([
      { invoiceId: 21, feeCents: 1_000 },
      { invoiceId: 22, feeCents: 2_000 },
    ]);
  });

  it('are derived by the refund rule for a fee refund written before they were kept', () => {
    const refunded = [
      quickPay(21, 1_000),
      paidInvoice(22, { paymentType: PaymentType.QuickPay, feeBps: 250, feeCents: 0, isFreeQuickPay: true }),
      paidInvoice(23),
      quickPay(24, 3_000),
    ];
    expect(refundedFeesOf({}, refunded)).toEqual([
      { invoiceId: 21, feeCents: 1_000 },
      { invoiceId: 24, feeCents: 3_000 },
    ]);
  });

  it('match what the plan returns, invoice by invoice', () => {
    const decision = planRefund({ payment: aPayment(), invoices, actor, reason: null, now });
    if (decision.kind !== 'planned') throw new Error(`refused: ${decision.reason}`);
    const fees = decision.plan.termFeeRefund?.refundOf?.fees ?? [];
    expect(fees.reduce((sum, fee) => sum + fee.feeCents, 0)).toBe(decision.plan.termFeeRefund?.grossCents);
    expect(refundedFeesOf({}, invoices)).toEqual(fees);
  });
});
