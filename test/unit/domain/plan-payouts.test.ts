import { describe, expect, it } from 'vitest';
import {
  type DueInvoice,
  maxInvoicesPerPayment,
  paymentIdFor,
  planPayouts,
} from '#functions/domain/payouts/plan-payouts.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayoutType } from '#shared/enums/payout.ts';

const invoice = (id: number, overrides: Partial<DueInvoice> = {}): DueInvoice => ({
  id,
  payeeId: 1,
  payorId: 2001,
  currencyId: 1,
  grossCents: 100_000,
  feeCents: 0,
  paymentType: PaymentType.StandardPay,
  isFreeQuickPay: false,
  ...overrides,
});

const ach = { id: 10, payeeId: 1, currencyId: 1, methodType: PaymentMethodType.Ach };
const wire = { id: 20, payeeId: 2, currencyId: 1, methodType: PaymentMethodType.Wire };

describe('planPayouts', () => {
  it('pays each payor’s invoices in a payment of its own (one draft funds it)', () => {
    const plan = planPayouts([invoice(1), invoice(2, { payorId: 2002 }), invoice(3)], [ach], '2026-11-21');
    expect(plan.payments.map((p) => [p.payorId, p.invoiceIds])).toEqual([
      [2001, [1, 3]],
      [2002, [2]],
    ]);
  });

  it('groups invoices per payee account and payout type with exact totals', () => {
    const plan = planPayouts(
      [
        invoice(1),
        invoice(2, { grossCents: 50_001 }),
        invoice(3, { paymentType: PaymentType.QuickPay, feeCents: 1_250 }),
        invoice(4, { paymentType: PaymentType.QuickPay, isFreeQuickPay: true }),
        invoice(5, { payeeId: 2, grossCents: 30_000 }),
      ],
      [ach, wire],
      '2026-11-21',
    );
    expect(plan.missingBank).toEqual([]);
    const byType = Object.fromEntries(plan.payments.map((p) => [`${p.payeeId}:${p.payoutType}`, p]));
    expect(byType[`1:${PayoutType.INVOICE_PAYOUT}`]).toMatchObject({
      invoiceIds: [1, 2],
      grossCents: 150_001,
      termFeeCents: 0,
      bankFeeCents: 0,
      netCents: 150_001,
    });
    expect(byType[`1:${PayoutType.QUICKPAY_INVOICE_PAYOUT}`]).toMatchObject({
      invoiceIds: [3],
      termFeeCents: 1_250,
      netCents: 98_750,
    });
    expect(byType[`1:${PayoutType.PROMOTIONAL_QUICKPAY_INVOICE_PAYOUT}`]).toMatchObject({
      invoiceIds: [4],
      freeQuickPayCount: 1,
    });
    expect(byType[`2:${PayoutType.INVOICE_PAYOUT}`]).toMatchObject({
      bankFeeCents: 2_000,
      subTotalCents: 30_000,
      netCents: 28_000,
    });
    const paid = plan.payments.flatMap((p) => p.invoiceIds).sort();
    expect(paid).toEqual([1, 2, 3, 4, 5]);
  });

  it('never mixes payees whose accounts share an id (account ids are numbered per payee)', () => {
    const first = { id: 1, payeeId: 1, currencyId: 1, methodType: PaymentMethodType.Ach };
    const second = { id: 1, payeeId: 2, currencyId: 1, methodType: PaymentMethodType.Ach };
    const plan = planPayouts([invoice(1), invoice(2, { payeeId: 2 }), invoice(3)], [first, second], '2026-11-21');
    expect(plan.payments.map((p) => [p.payeeId, p.bankAccountId, p.invoiceIds])).toEqual([
      [1, 1, [1, 3]],
      [2, 1, [2]],
    ]);
  });

  it('lists invoices of a payee without an account in their currency as missing a bank', () => {
    const plan = planPayouts([invoice(1, { currencyId: 2 }), invoice(2, { payeeId: 3 })], [ach], '2026-11-21');
    expect(plan.payments).toEqual([]);
    expect(plan.missingBank).toEqual([1, 2]);
  });

  it('names a payment after its invoices, so planning twice cannot create two payments', () => {
    const once = planPayouts([invoice(2), invoice(1)], [ach], '2026-11-21');
    const again = planPayouts([invoice(1), invoice(2)], [ach], '2026-11-22');
    expect(once.payments[0]?.id).toBe(again.payments[0]?.id);
    expect(paymentIdFor([1, 2])).not.toBe(paymentIdFor([1, 3]));
  });

  it('splits large groups so each payment fits one transaction, and never nets below zero', () => {
    const many = Array.from({ length: maxInvoicesPerPayment + 5 }, (_, i) => invoice(i + 1, { grossCents: 1 }));
    const plan = planPayouts(many, [{ ...ach, methodType: PaymentMethodType.Wire }], '2026-11-21');
    expect(plan.payments.map((p) => p.invoiceIds.length)).toEqual([maxInvoicesPerPayment, 5]);
    expect(plan.payments.every((p) => p.netCents >= 0 && p.bankFeeCents <= p.subTotalCents)).toBe(true);
  });
});

describe('planPayouts with factors of record', () => {
  const factorAccount = { id: 1, factorId: 3001, currencyId: 1, methodType: PaymentMethodType.Ach };

  it('pays an invoice assigned to a factor into the factor’s account, never the carrier’s', () => {
    const plan = planPayouts(
      [invoice(1), invoice(2, { payTo: { kind: 'factor', factorId: 3001 } })],
      [ach],
      '2026-11-21',
      [factorAccount],
    );
    expect(plan.payments.map((p) => [p.paidTo, p.payeeId, p.bankAccountId, p.invoiceIds])).toEqual([
      [{ kind: 'payee' }, 1, 10, [1]],
      [{ kind: 'factor', factorId: 3001 }, 1, 1, [2]],
    ]);
  });

  it('keeps each carrier’s factored invoices in a payment of its own', () => {
    const plan = planPayouts(
      [
        invoice(1, { payTo: { kind: 'factor', factorId: 3001 } }),
        invoice(2, { payeeId: 2, payTo: { kind: 'factor', factorId: 3001 } }),
      ],
      [],
      '2026-11-21',
      [factorAccount],
    );
    expect(plan.payments.map((p) => [p.payeeId, p.invoiceIds])).toEqual([
      [1, [1]],
      [2, [2]],
    ]);
  });

  it('lets an invoice wait when its factor has no account in its currency, and never pays the carrier instead', () => {
    const plan = planPayouts(
      [
        invoice(1, { payTo: { kind: 'factor', factorId: 3002 } }),
        invoice(2, { currencyId: 2, payTo: { kind: 'factor', factorId: 3001 } }),
      ],
      [ach],
      '2026-11-21',
      [factorAccount],
    );
    expect(plan).toEqual({ payments: [], missingBank: [], missingFactorAccount: [1, 2] });
  });
});
