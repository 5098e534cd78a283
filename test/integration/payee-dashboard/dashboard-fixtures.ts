import { randomUUID } from 'node:crypto';
import type { PayorTerms } from '#functions/domain/invoices/payment-terms.ts';
import { type BankAccountRecord, putBankAccountIfAbsent } from '#functions/repositories/bank-accounts.ts';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { nextId } from '#functions/repositories/counters.ts';
import { type InvoiceDates, type InvoiceRecord, putInvoiceIfAbsent } from '#functions/repositories/invoices.ts';
import { type CampaignRecord, putCampaignIfAbsent } from '#functions/repositories/promotional-campaigns.ts';
import type { RelationshipRecord } from '#functions/repositories/relationships.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayorCategory } from '#shared/enums/payor.ts';
import { Role } from '#shared/enums/role.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createClaimedRelationship, createCompanyWith, createUserWithMfa } from '../../support/fixtures.ts';

export const today = calendarDateIn(new Date());

/** QuickPay at 2.5 % (at or below the default Select Carrier rate of 3 %), paid in 3 days. */
export const brokerTerms: PayorTerms = {
  quickPayFeeBps: 250,
  quickPayTermDays: 3,
  freeQuickPayCount: 1,
  guaranteedOnTimePay: null,
};
/** QuickPay at 4 %: above the Select Carrier rate. */
export const shipperTerms: PayorTerms = {
  quickPayFeeBps: 400,
  quickPayTermDays: 1,
  freeQuickPayCount: 0,
  guaranteedOnTimePay: null,
};

/** A company of its own, named 'Payor …' or 'Carrier …', with no payor type unless `fields` give one. */
export function company(type: CompanyType, fields: Partial<CompanyRecord> = {}): Promise<CompanyRecord> {
  return createCompanyWith(type, {
    name: `${type === CompanyType.Payor ? 'Payor' : 'Carrier'} ${randomUUID().slice(0, 8)}`,
    payorTypeId: null,
    ...fields,
  });
}

/** A claimed relationship whose claim and terms date from 20 days ago (the dashboard's figures count from then). */
export function relationship(
  payee: CompanyRecord,
  payor: CompanyRecord,
  fields: Partial<RelationshipRecord> = {},
): Promise<RelationshipRecord> {
  const claimedAt = `${addDays(today, -20)}T15:00:00.000Z`;
  return createClaimedRelationship(payee, payor, { claimedAt, termsAcceptedAt: claimedAt, ...fields });
}

export type InvoiceOverrides = Partial<Omit<InvoiceRecord, 'dates'>> & { dates?: Partial<InvoiceDates> };

/** A pending Standard Pay invoice of $1,000.00 on the relationship, uploaded 3 days ago (overrides change any field). */
export async function invoice(rel: RelationshipRecord, overrides: InvoiceOverrides = {}): Promise<InvoiceRecord> {
  const id = await nextId('invoice');
  const uploaded = overrides.dates?.uploaded ?? addDays(today, -3);
  const grossCents = overrides.grossCents ?? 100_000;
  const record: InvoiceRecord = {
    id,
    payeeId: rel.payeeId,
    payorId: rel.payorId,
    payorName: rel.payorName,
    relationshipId: rel.id,
    invoiceNumber: `D-${id}`,
    loadNumber: `LD${id}`,
    kind: InvoiceKind.Standard,
    currencyId: rel.currencyId,
    grossCents,
    status: InvoiceStatus.Pending,
    paymentType: PaymentType.StandardPay,
    feeBps: 0,
    feeCents: 0,
    netCents: grossCents,
    isFreeQuickPay: false,
    expectedPayDate: null,
    paymentId: null,
    statusHistory: [{ status: InvoiceStatus.Pending, at: `${uploaded}T14:00:00.000Z`, actor: 'payor' }],
    termElection: null,
    version: 1,
    ...overrides,
    dates: {
      uploaded,
      approved: null,
      paid: null,
      approvedSet: null,
      drafted: null,
      statusChange: uploaded,
      advanceScheduled: null,
      invoiceRequested: uploaded,
      paymentScheduled: null,
      ...overrides.dates,
    },
  };
  await putInvoiceIfAbsent(record);
  return record;
}

/** An approved Standard Pay invoice, expected to be paid in four weeks. */
export function approvedFields(grossCents = 100_000): InvoiceOverrides {
  return {
    grossCents,
    netCents: grossCents,
    status: InvoiceStatus.Approved,
    expectedPayDate: addDays(today, 28),
    dates: { approved: addDays(today, -2), approvedSet: addDays(today, -2) },
  };
}

export async function bankAccount(payeeId: number, fields: Partial<BankAccountRecord> = {}) {
  const id = await nextId('bankAccount');
  const record: BankAccountRecord = {
    id,
    payeeId,
    methodType: PaymentMethodType.Ach,
    name: `Account ${id}`,
    currencyId: Currency.USD,
    routingNumber: '111000025',
    accountNumberLast4: '4321',
    status: BankAccountStatus.Active,
    isValidationRequired: false,
    destinationDescription: 'ACH ••••4321',
    createdAt: new Date().toISOString(),
    ...fields,
  };
  await putBankAccountIfAbsent(record);
  return record;
}

export async function campaign(payor: CompanyRecord, fields: Partial<CampaignRecord> = {}): Promise<CampaignRecord> {
  const record: CampaignRecord = {
    id: await nextId('campaign'),
    payorId: payor.id,
    payorName: payor.name,
    title: 'Test promotion',
    startDate: addDays(today, -15),
    endDate: addDays(today, 15),
    createdAt: new Date().toISOString(),
    ...fields,
  };
  await putCampaignIfAbsent(record);
  return record;
}

/** A signed-in user of `payee` with `roles` (an API session as the browser has it). */
export async function signedIn(payee: CompanyRecord, roles: Role[]): Promise<ApiSession> {
  const email = await createUserWithMfa(payee, roles);
  return (await ApiSession.signIn(email)).session;
}

export type DashboardWorld = {
  payee: CompanyRecord;
  broker: CompanyRecord;
  factoredBroker: CompanyRecord;
  shipper: CompanyRecord;
  uncategorised: CompanyRecord;
  brokerRel: RelationshipRecord;
  factoredRel: RelationshipRecord;
  shipperRel: RelationshipRecord;
  uncategorisedRel: RelationshipRecord;
  admin: ApiSession;
};

/**
 * A carrier of its own with four payors: a LanePay broker (QuickPay 2.5 %), a factored broker, a
 * shipper (QuickPay 4 %) and a payor without a category, all claimed; and its PayeeAdmin signed in.
 */
export async function dashboardWorld(): Promise<DashboardWorld> {
  const payee = await company(CompanyType.Payee);
  const [broker, factoredBroker, shipper, uncategorised] = await Promise.all([
    company(CompanyType.Payor, { payorTypeId: PayorCategory.LanePayBroker, payorTerms: brokerTerms }),
    company(CompanyType.Payor, { payorTypeId: PayorCategory.FactoredBroker, payorTerms: brokerTerms }),
    company(CompanyType.Payor, { payorTypeId: PayorCategory.Shipper, payorTerms: shipperTerms }),
    company(CompanyType.Payor, { payorTypeId: null, payorTerms: null }),
  ]);
  const [brokerRel, factoredRel, shipperRel, uncategorisedRel] = await Promise.all([
    relationship(payee, broker, { freeQuickPaysRemaining: 1 }),
    relationship(payee, factoredBroker),
    relationship(payee, shipper),
    relationship(payee, uncategorised),
  ]);
  const admin = await signedIn(payee, [Role.PayeeAdmin]);
  return {
    payee,
    broker,
    factoredBroker,
    shipper,
    uncategorised,
    brokerRel,
    factoredRel,
    shipperRel,
    uncategorisedRel,
    admin,
  };
}

export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
