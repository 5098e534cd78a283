import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { confirmationNumberOf, planPayouts } from '#functions/domain/payouts/plan-payouts.ts';
import { putBankAccountIfAbsent } from '#functions/repositories/bank-accounts.ts';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { nextId } from '#functions/repositories/counters.ts';
import { type InvoiceRecord, putInvoiceIfAbsent } from '#functions/repositories/invoices.ts';
import { recordPayment } from '#functions/repositories/payments.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { Role } from '#shared/enums/role.ts';
import { ApiSession } from '#test/support/api-session.ts';
import { createCompany, createUserWithMfa } from '#test/support/fixtures.ts';

const today = calendarDateIn(new Date());

export type InvoiceSpec = { grossCents: number; paymentType?: PaymentType; feeBps?: number; free?: boolean };

/** An approved invoice of `payee`, not due for months (the payout run other files start leaves it alone). */
export async function approvedInvoice(payee: CompanyRecord, spec: InvoiceSpec): Promise<InvoiceRecord> {
  const id = await nextId('invoice');
  const feeBps = spec.feeBps ?? 0;
  const feeCents = spec.free ? 0 : Math.round((spec.grossCents * feeBps) / 10_000);
  const invoice: InvoiceRecord = {
    id,
    payeeId: payee.id,
    payorId: 2001,
    payorName: 'Redline Logistics',
    relationshipId: 1,
    invoiceNumber: `R-${id}`,
    loadNumber: `LD${randomUUID().slice(0, 6).toUpperCase()}`,
    kind: InvoiceKind.Standard,
    currencyId: Currency.USD,
    grossCents: spec.grossCents,
    status: InvoiceStatus.Approved,
    paymentType: spec.paymentType ?? PaymentType.StandardPay,
    feeBps,
    feeCents,
    netCents: spec.grossCents - feeCents,
    isFreeQuickPay: spec.free ?? false,
    dates: {
      uploaded: addDays(today, -40),
      approved: addDays(today, -30),
      paid: null,
      approvedSet: addDays(today, -30),
      drafted: null,
      statusChange: addDays(today, -30),
      advanceScheduled: null,
      invoiceRequested: null,
      paymentScheduled: null,
    },
    expectedPayDate: addDays(today, 400),
    paymentId: null,
    statusHistory: [{ status: InvoiceStatus.Approved, at: `${addDays(today, -30)}T16:00:00.000Z`, actor: 'payor' }],
    version: 1,
  };
  await putInvoiceIfAbsent(invoice);
  return invoice;
}

export type PayoutAccount = {
  id: number;
  payeeId: number;
  currencyId: number;
  methodType: PaymentMethodType;
  name: string;
};

/** An active ACH account of the payee. */
export async function achAccount(payee: CompanyRecord): Promise<PayoutAccount> {
  const account = {
    id: await nextId('bankAccount'),
    payeeId: payee.id,
    methodType: PaymentMethodType.Ach,
    name: 'Operating account',
    currencyId: Currency.USD,
    routingNumber: '111000025',
    accountNumberLast4: '4321',
    status: BankAccountStatus.Active,
    isValidationRequired: false,
    destinationDescription: 'ACH ••••4321',
    createdAt: new Date().toISOString(),
  };
  await putBankAccountIfAbsent(account);
  return account;
}

/** Pays invoices on `paidDate` as the payout run does (planner, one transaction per payment); the payment ids. */
export async function pay(invoices: InvoiceRecord[], account: PayoutAccount, paidDate: string): Promise<string[]> {
  const plan = planPayouts(invoices, [account], paidDate);
  for (const planned of plan.payments) {
    const members = invoices.filter((i) => planned.invoiceIds.includes(i.id));
    const recorded = await recordPayment(
      {
        ...planned,
        code: `PAY-${planned.id.slice(0, 8).toUpperCase()}`,
        confirmationNumber: confirmationNumberOf(planned.id),
        bankAccountName: account.name,
        state: PaymentState.Paid,
        loadNumbers: members.map((i) => i.loadNumber),
        checkNumber: null,
        checkCashed: null,
        createdAt: `${paidDate}T20:00:00.000Z`,
      },
      members,
    );
    expect(recorded).toBe(true);
  }
  return plan.payments.map((p) => p.id);
}

/** A payee of its own with a PayeeAdmin signed in and an active ACH account. */
export async function refundWorld() {
  const payee = await createCompany(CompanyType.Payee, `Refunds Test ${randomUUID().slice(0, 6)}`);
  const admin = (await ApiSession.signIn(await createUserWithMfa(payee, [Role.PayeeAdmin]))).session;
  const account = await achAccount(payee);
  return { payee, admin, account };
}
