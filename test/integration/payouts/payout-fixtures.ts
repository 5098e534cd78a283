import { randomUUID } from 'node:crypto';
import { putBankAccountIfAbsent } from '#functions/repositories/bank-accounts.ts';
import { nextId } from '#functions/repositories/counters.ts';
import { type InvoiceRecord, putInvoiceIfAbsent } from '#functions/repositories/invoices.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';

/**
 * An invoice of Redline's to the payee, approved a month before `payDay` and due to be paid that day
 * (yesterday by default), with `overrides` on top.
 */
export async function approvedInvoice(
  payeeId: number,
  overrides: Partial<InvoiceRecord> = {},
  payDay = addDays(calendarDateIn(new Date()), -1),
): Promise<InvoiceRecord> {
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
      uploaded: addDays(payDay, -39),
      approved: addDays(payDay, -30),
      paid: null,
      approvedSet: addDays(payDay, -30),
      drafted: null,
      statusChange: addDays(payDay, -30),
      advanceScheduled: null,
      invoiceRequested: null,
      paymentScheduled: null,
    },
    expectedPayDate: payDay,
    paymentId: null,
    statusHistory: [{ status: InvoiceStatus.Approved, at: new Date().toISOString(), actor: 'payor' }],
    version: 1,
    ...overrides,
  };
  await putInvoiceIfAbsent(invoice);
  return invoice;
}

/** An active wire account of the payee: the payout run has somewhere to pay it. */
export async function activeWireAccount(payeeId: number): Promise<void> {
  await putBankAccountIfAbsent({
    id: await nextId('bank-account'),
    payeeId,
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
}
