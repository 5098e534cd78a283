import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { putBankAccountIfAbsent } from '#functions/repositories/bank-accounts.ts';
import { nextId } from '#functions/repositories/counters.ts';
import { getInvoice, type InvoiceRecord, putInvoiceIfAbsent } from '#functions/repositories/invoices.ts';
import { getPayment } from '#functions/repositories/payments.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { createCompany } from '../../support/fixtures.ts';

const today = calendarDateIn(new Date());

async function approvedInvoice(payeeId: number, overrides: Partial<InvoiceRecord> = {}): Promise<InvoiceRecord> {
  const id = await nextId('invoice');
  const invoice: InvoiceRecord = {
    id,
    payeeId,
    payorId: 2001,
    payorName: 'Redline Logistics',
    relationshipId: 1,
    invoiceNumber: `T-${id}`,
    loadNumber: `L-${randomUUID().slice(0, 6)}`,
    kind: InvoiceKind.Standard,
    currencyId: 1,
    grossCents: 100_000,
    status: InvoiceStatus.Approved,
    paymentType: PaymentType.StandardPay,
    feeBps: 0,
    feeCents: 0,
    netCents: 100_000,
    isFreeQuickPay: false,
    dates: {
      uploaded: addDays(today, -40),
      approved: addDays(today, -31),
      paid: null,
      approvedSet: addDays(today, -31),
      drafted: null,
      statusChange: addDays(today, -31),
      advanceScheduled: null,
      invoiceRequested: null,
      paymentScheduled: null,
    },
    expectedPayDate: addDays(today, -1),
    paymentId: null,
    statusHistory: [{ status: InvoiceStatus.Approved, at: new Date().toISOString(), actor: 'payor' }],
    version: 1,
    ...overrides,
  };
  await putInvoiceIfAbsent(invoice);
  return invoice;
}

describe('payout run', () => {
  it('pays due approved invoices once, with exact totals, and leaves the rest alone', async () => {
    const payee = await createCompany(CompanyType.Payee);
    await putBankAccountIfAbsent({
      id: await nextId('bank-account'),
      payeeId: payee.id,
      methodType: PaymentMethodType.Wire,
      name: 'Wire account',
      currencyId: 1,
      routingNumber: '111000025',
      accountNumberLast4: '4321',
      status: BankAccountStatus.Active,
      isValidationRequired: false,
      destinationDescription: 'Wire ••••4321',
      createdAt: new Date().toISOString(),
    });
    const first = await approvedInvoice(payee.id, { grossCents: 150_055, netCents: 150_055 });
    const second = await approvedInvoice(payee.id, { grossCents: 49_945, netCents: 49_945 });
    const later = await approvedInvoice(payee.id, { expectedPayDate: addDays(today, 5) });

    const result = await runPayouts();
    expect(result.invoicesPaid).toBeGreaterThanOrEqual(2);

    const paidFirst = await getInvoice(first.id);
    const paidSecond = await getInvoice(second.id);
    expect(paidFirst?.status).toBe(InvoiceStatus.Paid);
    expect(paidFirst?.paymentId).toBe(paidSecond?.paymentId);
    expect(paidFirst?.statusHistory.at(-1)).toMatchObject({ status: InvoiceStatus.Paid, actor: 'payout-run' });
    expect((await getInvoice(later.id))?.status).toBe(InvoiceStatus.Approved);

    const payment = await getPayment(String(paidFirst?.paymentId));
    expect(payment).toMatchObject({
      payeeId: payee.id,
      grossCents: 200_000,
      termFeeCents: 0,
      bankFeeCents: 2_000,
      netCents: 198_000,
      invoiceIds: [first.id, second.id],
    });

    // A second run finds nothing of this payee due: nothing is paid twice.
    await runPayouts();
    expect((await getInvoice(first.id))?.version).toBe(paidFirst?.version);
    expect((await getInvoice(first.id))?.paymentId).toBe(payment?.id);
  });

  it('moves the due invoices of a payee without a bank account to Missing Bank', async () => {
    const payee = await createCompany(CompanyType.Payee);
    const invoice = await approvedInvoice(payee.id);
    await runPayouts();
    const after = await getInvoice(invoice.id);
    expect(after?.status).toBe(InvoiceStatus.MissingBank);
    expect(after?.paymentId).toBeNull();
  });
});
