import { randomUUID } from 'node:crypto';
import { putBankAccountIfAbsent } from '#functions/repositories/bank-accounts.ts';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { nextId } from '#functions/repositories/counters.ts';
import { type InvoiceRecord, putInvoiceIfAbsent } from '#functions/repositories/invoices.ts';
import type { RelationshipRecord } from '#functions/repositories/relationships.ts';
import { corePaths } from '#shared/api/paths.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { CompanySetting } from '#shared/enums/company-setting.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { Role } from '#shared/enums/role.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createClaimedRelationship, createCompanyWith, createUserWithMfa } from '../../support/fixtures.ts';
import { invoiceRecord } from '../../support/invoice-records.ts';

export const today = calendarDateIn(new Date());
export const yesterday = addDays(today, -1);

export type MoneyWorld = {
  payee: CompanyRecord;
  payor: CompanyRecord;
  relationship: RelationshipRecord;
  /** PayeeAdmin of the carrier and PayorSubmission user of the payor, both signed in. */
  carrier: ApiSession;
  broker: ApiSession;
};

/**
 * A carrier with an active ACH account (no bank fee) and a payor of their own, credit notes on and
 * `settings` on top, with a claimed relationship and a signed-in user on each side: its payments,
 * drafts and credit notes are the test's alone.
 */
export async function moneyWorld(
  settings: Record<string, string> = {},
  brokerRoles: Role[] = [Role.PayorSubmission],
): Promise<MoneyWorld> {
  const payee = await createCompanyWith(CompanyType.Payee, { name: `Carrier ${randomUUID().slice(0, 8)}` });
  const payor = await createCompanyWith(CompanyType.Payor, {
    name: `Payor ${randomUUID().slice(0, 8)}`,
    settings: { [String(CompanySetting.EnableCreditNotes)]: 'true', ...settings },
  });
  const relationship = await createClaimedRelationship(payee, payor);
  await putBankAccountIfAbsent({
    id: await nextId('bank-account'),
    payeeId: payee.id,
    methodType: PaymentMethodType.Ach,
    name: 'Operating',
    currencyId: Currency.USD,
    routingNumber: '111000025',
    accountNumberLast4: '6789',
    status: BankAccountStatus.Active,
    isValidationRequired: false,
    destinationDescription: 'ACH ••••6789',
    createdAt: new Date().toISOString(),
  });
  const [carrierEmail, brokerEmail] = await Promise.all([
    createUserWithMfa(payee, [Role.PayeeAdmin]),
    createUserWithMfa(payor, brokerRoles),
  ]);
  const [carrier, broker] = await Promise.all([ApiSession.signIn(carrierEmail), ApiSession.signIn(brokerEmail)]);
  return { payee, payor, relationship, carrier: carrier.session, broker: broker.session };
}

/** An approved invoice of the world's relationship, due to be paid yesterday (overrides on top). */
export async function dueInvoice(world: MoneyWorld, overrides: Partial<InvoiceRecord> = {}): Promise<InvoiceRecord> {
  const id = await nextId('invoice');
  const invoice = invoiceRecord(
    {
      id,
      payeeId: world.payee.id,
      payorId: world.payor.id,
      payorName: world.payor.name,
      relationshipId: world.relationship.id,
    },
    {
      status: InvoiceStatus.Approved,
      expectedPayDate: yesterday,
      dates: { approved: addDays(today, -20), approvedSet: addDays(today, -20), statusChange: addDays(today, -20) },
      ...overrides,
    },
  );
  await putInvoiceIfAbsent(invoice);
  return invoice;
}

/** Issues a credit note as the world's broker; returns the response. */
export function issueNote(world: MoneyWorld, body: Record<string, unknown> = {}, session = world.broker) {
  return session.request('core', corePaths.payorCreditNotes, {
    method: 'POST',
    json: {
      payeeRelationshipId: world.relationship.id,
      referenceNumber: `CN-${randomUUID().slice(0, 8)}`,
      amountCents: 50_000,
      reason: 'Damaged freight',
      ...body,
    },
  });
}

export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
