import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentCodeOf, RefundRefusal, termFeeRefundPaymentId } from '#functions/domain/payments/refund.ts';
import { nextId } from '#functions/repositories/counters.ts';
import { getInvoice, getInvoiceTallies, type InvoiceRecord } from '#functions/repositories/invoices.ts';
import { getPayment, listAllPayeePayments, recordPayment } from '#functions/repositories/payments.ts';
import { findUserIdByEmail } from '#functions/repositories/users.ts';
import { PaymentNotFound, RefundNotAllowed, RefundRefused, refundPayment } from '#functions/services/payment-refund.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import { Role } from '#shared/enums/role.ts';
import type { InvoiceDetails } from '#shared/schemas/payee-invoices.ts';
import type { PaymentDetails, PaymentsPage } from '#shared/schemas/payee-payments.ts';
import { ApiSession } from '#test/support/api-session.ts';
import { createCompany, createUserWithMfa } from '#test/support/fixtures.ts';
import { approvedInvoice, pay, refundWorld } from './payment-fixtures.ts';

const today = calendarDateIn(new Date());

async function json<T>(response: Response, status = 200): Promise<T> {
  const body = await response.text();
  expect(response.status, body).toBe(status);
  return JSON.parse(body) as T;
}

async function refusal(promise: Promise<unknown>): Promise<RefundRefused> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RefundRefused);
  return error as RefundRefused;
}

/** Paid, Refunded and the other statuses of a payee's tallies, as counts. */
async function tallyCounts(payeeId: number) {
  const [usd] = await getInvoiceTallies(payeeId);
  return {
    paid: usd?.byStatus[InvoiceStatus.Paid]?.count ?? 0,
    refunded: usd?.byStatus[InvoiceStatus.Refunded]?.count ?? 0,
    refundedGross: usd?.byStatus[InvoiceStatus.Refunded]?.grossCents ?? 0,
  };
}

describe('refunding a payment (staff)', () => {
  let staffUserId: number;
  let world: Awaited<ReturnType<typeof refundWorld>>;
  /** A QuickPay payment of two invoices, each with its 2.5% fee charged. */
  let quickPay: { paymentId: string; invoices: InvoiceRecord[] };
  /** A promotional payment of one FREE QuickPay invoice (no fee). */
  let free: { paymentId: string; invoices: InvoiceRecord[] };
  /** A Standard Pay payment (no fee). */
  let standard: { paymentId: string; invoices: InvoiceRecord[] };

  beforeAll(async () => {
    staffUserId = Number(await findUserIdByEmail('admin@demo.test'));
    world = await refundWorld();
    const quickPayInvoices = [
      await approvedInvoice(world.payee, { grossCents: 312_345, paymentType: PaymentType.QuickPay, feeBps: 250 }),
      await approvedInvoice(world.payee, { grossCents: 99_999, paymentType: PaymentType.QuickPay, feeBps: 250 }),
    ];
    const freeInvoices = [
      await approvedInvoice(world.payee, {
        grossCents: 64_000,
        paymentType: PaymentType.QuickPay,
        feeBps: 250,
        free: true,
      }),
    ];
    const standardInvoices = [await approvedInvoice(world.payee, { grossCents: 150_055 })];
    const [quickPayId] = await pay(quickPayInvoices, world.account, addDays(today, -12));
    const [freeId] = await pay(freeInvoices, world.account, addDays(today, -9));
    const [standardId] = await pay(standardInvoices, world.account, addDays(today, -6));
    quickPay = { paymentId: String(quickPayId), invoices: quickPayInvoices };
    free = { paymentId: String(freeId), invoices: freeInvoices };
    standard = { paymentId: String(standardId), invoices: standardInvoices };
  });

  it('moves the payment and its invoices to Refunded with who and when, and returns the QuickPay fee', async () => {
    const before = await tallyCounts(world.payee.id);
    const result = await refundPayment({ paymentId: quickPay.paymentId, staffUserId, reason: 'Duplicate payment' });
    expect(result.invoicesRefunded).toBe(2);

    const payment = await getPayment(quickPay.paymentId);
    expect(payment?.state).toBe(PaymentState.Refunded);
    expect(payment?.refund).toMatchObject({
      byUserId: staffUserId,
      byName: 'Alex Admin',
      reason: 'Duplicate payment',
      date: today,
      termFeeRefundPaymentId: termFeeRefundPaymentId(quickPay.paymentId),
      // 2.5% of $3,123.45 and of $999.99, each rounded half up to the cent.
      termFeeRefundCents: 7_809 + 2_500,
    });
    for (const original of quickPay.invoices) {
      const invoice = await getInvoice(original.id);
      expect(invoice?.status).toBe(InvoiceStatus.Refunded);
      expect(invoice?.paymentId).toBe(quickPay.paymentId);
      expect(invoice?.statusHistory.at(-1)).toMatchObject({
        status: InvoiceStatus.Refunded,
        actor: 'staff',
        byUserId: staffUserId,
        byName: 'Alex Admin',
        byCompanyName: 'LanePay Operations',
      });
      expect(invoice?.version).toBe(original.version + 2);
    }

    const fee = await getPayment(termFeeRefundPaymentId(quickPay.paymentId));
    expect(fee).toMatchObject({
      payeeId: world.payee.id,
      bankAccountId: world.account.id,
      payoutType: PayoutType.TERM_FEE_REFUND,
      state: PaymentState.Paid,
      paidDate: today,
      invoiceIds: [],
      grossCents: 10_309,
      termFeeCents: 0,
      bankFeeCents: 0,
      netCents: 10_309,
      refundOf: { paymentId: quickPay.paymentId, code: paymentCodeOf(quickPay.paymentId) },
    });
    expect(result.termFeeRefund?.id).toBe(fee?.id);

    // The tallies moved with the invoices, in the same transaction.
    const after = await tallyCounts(world.payee.id);
    expect(after.paid).toBe(before.paid - 2);
    expect(after.refunded).toBe(before.refunded + 2);
    expect(after.refundedGross).toBe(before.refundedGross + 312_345 + 99_999);
  });

  it('is done once: a second refund is refused as already refunded and changes nothing', async () => {
    const payments = await listAllPayeePayments({ payeeId: world.payee.id });
    const versions = await Promise.all(quickPay.invoices.map((i) => getInvoice(i.id).then((x) => x?.version)));
    const error = await refusal(refundPayment({ paymentId: quickPay.paymentId, staffUserId }));
    expect(error.reason).toBe(RefundRefusal.AlreadyRefunded);
    expect(await listAllPayeePayments({ payeeId: world.payee.id })).toEqual(payments);
    expect(await Promise.all(quickPay.invoices.map((i) => getInvoice(i.id).then((x) => x?.version)))).toEqual(versions);
  });

  it('returns no fee for a FREE QuickPay payment (none was charged)', async () => {
    const result = await refundPayment({ paymentId: free.paymentId, staffUserId });
    expect(result.termFeeRefund).toBeNull();
    expect(result.payment.refund).toMatchObject({ termFeeRefundPaymentId: null, termFeeRefundCents: 0, reason: null });
    expect(await getPayment(termFeeRefundPaymentId(free.paymentId))).toBeNull();
    expect((await getInvoice(free.invoices[0]?.id ?? 0))?.status).toBe(InvoiceStatus.Refunded);
  });

  it('lets only one of two racing refunds win, and returns no fee for Standard Pay', async () => {
    const outcomes = await Promise.allSettled([
      refundPayment({ paymentId: standard.paymentId, staffUserId }),
      refundPayment({ paymentId: standard.paymentId, staffUserId }),
    ]);
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.reason).toBeInstanceOf(RefundRefused);
    expect((lost[0]?.reason as RefundRefused | undefined)?.reason).toBe(RefundRefusal.AlreadyRefunded);
    const payment = await getPayment(standard.paymentId);
    expect(payment?.refund).toMatchObject({ termFeeRefundPaymentId: null, termFeeRefundCents: 0 });
    expect(await getPayment(termFeeRefundPaymentId(standard.paymentId))).toBeNull();
    expect((await getInvoice(standard.invoices[0]?.id ?? 0))?.status).toBe(InvoiceStatus.Refunded);
  });

  it('refuses a removed payment, an unknown one, and anyone but refund staff', async () => {
    const removedId = randomUUID().replace(/-/g, '').slice(0, 20);
    await recordPayment(
      {
        id: removedId,
        code: paymentCodeOf(removedId),
        confirmationNumber: 'LP000000000000',
        payeeId: world.payee.id,
        bankAccountId: world.account.id,
        bankAccountName: 'Operating account',
        methodType: PaymentMethodType.Ach,
        currencyId: Currency.USD,
        payoutType: PayoutType.INVOICE_PAYOUT,
        state: PaymentState.Removed,
        paidDate: addDays(today, -3),
        invoiceIds: [],
        loadNumbers: [],
        grossCents: 0,
        termFeeCents: 0,
        subTotalCents: 0,
        bankFeeCents: 0,
        netCents: 0,
        freeQuickPayCount: 0,
        checkNumber: null,
        checkCashed: null,
        createdAt: new Date().toISOString(),
      },
      [],
    );
    expect((await refusal(refundPayment({ paymentId: removedId, staffUserId }))).reason).toBe(RefundRefusal.Removed);
    await expect(refundPayment({ paymentId: 'ffffffffffffffffffff', staffUserId })).rejects.toBeInstanceOf(
      PaymentNotFound,
    );

    // A fresh paid payment that stays paid: a carrier admin and staff without a refund role may not refund it.
    const [paymentId] = await pay(
      [await approvedInvoice(world.payee, { grossCents: 45_000 })],
      world.account,
      addDays(today, -2),
    );
    const carrierAdmin = Number(await findUserIdByEmail('carrier@demo.test'));
    const underwriting = await createCompany(CompanyType.Triumph, `Staff ${randomUUID().slice(0, 6)}`);
    const underwriter = Number(await findUserIdByEmail(await createUserWithMfa(underwriting, [Role.Underwriting])));
    for (const user of [carrierAdmin, underwriter, await nextId('user')]) {
      await expect(refundPayment({ paymentId: String(paymentId), staffUserId: user })).rejects.toBeInstanceOf(
        RefundNotAllowed,
      );
    }
    expect((await getPayment(String(paymentId)))?.state).toBe(PaymentState.Paid);
  });

  it('shows the carrier the refunded payment, its invoices and the term fee refund', async () => {
    const list = await json<PaymentsPage>(
      await world.admin.request('core', `${corePaths.payeePayments}?state=${PaymentState.Refunded}`),
    );
    expect(list.items.map((p) => p.id).sort()).toEqual([quickPay.paymentId, free.paymentId, standard.paymentId].sort());
    expect(list.items.every((p) => p.state === PaymentState.Refunded)).toBe(true);

    const details = await json<PaymentDetails>(
      await world.admin.request('core', fillPath(corePaths.payeePayment, { id: quickPay.paymentId })),
    );
    expect(details.state).toBe(PaymentState.Refunded);
    expect(details.refund).toEqual({
      at: expect.any(String),
      date: today,
      reason: 'Duplicate payment',
      termFeeRefund: {
        id: termFeeRefundPaymentId(quickPay.paymentId),
        code: paymentCodeOf(termFeeRefundPaymentId(quickPay.paymentId)),
        amountCents: 10_309,
      },
    });
    // The staff member's name stays internal.
    expect(JSON.stringify(details)).not.toContain('Alex Admin');
    expect(details.invoices.map((i) => i.id)).toEqual(quickPay.invoices.map((i) => i.id));
    expect(details.refundOf).toBeNull();

    const fee = await json<PaymentDetails>(
      await world.admin.request(
        'core',
        fillPath(corePaths.payeePayment, { id: termFeeRefundPaymentId(quickPay.paymentId) }),
      ),
    );
    expect(fee).toMatchObject({
      payoutType: PayoutType.TERM_FEE_REFUND,
      state: PaymentState.Paid,
      netCents: 10_309,
      invoiceCount: 0,
      invoices: [],
      refund: null,
      refundOf: { id: quickPay.paymentId, code: paymentCodeOf(quickPay.paymentId) },
    });

    const invoice = await json<InvoiceDetails>(
      await world.admin.request('core', fillPath(corePaths.payeeInvoice, { id: quickPay.invoices[0]?.id ?? 0 })),
    );
    expect(invoice.statusId).toBe(InvoiceStatus.Refunded);
    expect(invoice.tracker.alert).toMatchObject({ step: 'refunded', statusId: InvoiceStatus.Refunded });
    expect(invoice.tracker.steps.map((s) => s.state)).toEqual(['complete', 'complete', 'complete', 'current']);
    expect(invoice.statusHistory.at(-1)).toMatchObject({
      statusId: InvoiceStatus.Refunded,
      actor: 'system',
      byName: null,
    });
    expect(invoice.paymentTerm.isLocked).toBe(true);
  });

  it('shows another carrier nothing of it (404)', async () => {
    const { session: other } = await ApiSession.signIn('carrier@demo.test');
    for (const id of [quickPay.paymentId, termFeeRefundPaymentId(quickPay.paymentId)]) {
      const response = await other.request('core', fillPath(corePaths.payeePayment, { id }));
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain(world.payee.name);
    }
  });
});
