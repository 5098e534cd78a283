import { nextId } from '#functions/repositories/counters.ts';
import { type InvoiceRecord, putInvoiceIfAbsent } from '#functions/repositories/invoices.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { Role } from '#shared/enums/role.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createCompany, createUserWithMfa } from '../../support/fixtures.ts';

/** A payee of its own with a signed-in PayeeAdmin, so wallet tests never share accounts. */
export async function freshPayee() {
  const company = await createCompany(CompanyType.Payee);
  const email = await createUserWithMfa(company, [Role.PayeeAdmin]);
  const { session, login } = await ApiSession.signIn(email);
  return { company, email, session, user: login.user };
}

/** An invoice of the payee in MissingBank (approved by its payor, then found without a bank). */
export async function missingBankInvoice(payeeId: number, currencyId: number = Currency.USD): Promise<InvoiceRecord> {
  const id = await nextId('invoice');
  const invoice: InvoiceRecord = {
    id,
    payeeId,
    payorId: 2001,
    payorName: 'Redline Logistics',
    relationshipId: 1,
    invoiceNumber: `WAL-${id}`,
    loadNumber: `WL${id}`,
    kind: InvoiceKind.Standard,
    currencyId,
    grossCents: 125_000,
    status: InvoiceStatus.MissingBank,
    paymentType: PaymentType.StandardPay,
    feeBps: 0,
    feeCents: 0,
    netCents: 125_000,
    isFreeQuickPay: false,
    dates: {
      uploaded: '2026-01-02',
      approved: '2026-01-03',
      paid: null,
      approvedSet: '2026-01-03',
      drafted: null,
      statusChange: '2026-01-05',
      advanceScheduled: null,
      invoiceRequested: '2026-01-02',
      paymentScheduled: null,
    },
    expectedPayDate: '2026-02-02',
    paymentId: null,
    statusHistory: [
      { status: InvoiceStatus.Pending, at: '2026-01-02T14:00:00.000Z', actor: 'payor' },
      { status: InvoiceStatus.Approved, at: '2026-01-03T14:00:00.000Z', actor: 'payor' },
      { status: InvoiceStatus.MissingBank, at: '2026-01-05T14:00:00.000Z', actor: 'payout-run' },
    ],
    version: 1,
  };
  await putInvoiceIfAbsent(invoice);
  return invoice;
}

/** A valid US ACH payload with a fresh account number (so tests never collide on duplicates). */
export function achPayload(overrides: Record<string, unknown> = {}) {
  const number = String(Date.now()).slice(-9) + String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  return {
    paymentMethodTypeId: 3,
    countryCode: 'US',
    routingNumber: '021000021',
    bankAccountNumber: number,
    confirmBankAccountNumber: number,
    ...overrides,
  };
}
