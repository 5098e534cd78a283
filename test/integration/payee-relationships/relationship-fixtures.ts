import type { PayorTerms } from '#functions/domain/invoices/payment-terms.ts';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { nextId } from '#functions/repositories/counters.ts';
import { putInvoiceIfAbsent } from '#functions/repositories/invoices.ts';
import {
  type ContactMethodRecord,
  putContactMethodIfAbsent,
  putRelationshipIfAbsent,
  type RelationshipRecord,
} from '#functions/repositories/relationships.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { RelationshipContactStatus } from '#shared/enums/relationship.ts';
import { Role } from '#shared/enums/role.ts';
import { ApiSession } from '#test/support/api-session.ts';
import { createCompanyWith, createUserWithMfa } from '#test/support/fixtures.ts';

export const quickPayTerms: PayorTerms = {
  quickPayFeeBps: 200,
  quickPayTermDays: 2,
  freeQuickPayCount: 2,
  guaranteedOnTimePay: null,
};

export type CarrierData = {
  payee: CompanyRecord;
  adminEmail: string;
  payors: CompanyRecord[];
  /** Contact methods: [email, phone, pre-verified phone]. */
  email: ContactMethodRecord;
  phone: ContactMethodRecord;
  preVerifiedPhone: ContactMethodRecord;
  /** Relationships by name: two unclaimed on the email and phone, one only on the phone, one claimed, one pre-verified. */
  rel: {
    first: RelationshipRecord;
    second: RelationshipRecord;
    phoneOnly: RelationshipRecord;
    claimed: RelationshipRecord;
    preVerified: RelationshipRecord;
  };
};

export type CarrierWorld = CarrierData & { admin: ApiSession };

/** A carrier of its own with a PayeeAdmin signed in (see carrierData). */
export async function carrierWorld(): Promise<CarrierWorld> {
  const data = await carrierData();
  const { session: admin } = await ApiSession.signIn(data.adminEmail);
  return { ...data, admin };
}

/**
 * A carrier of its own (MC 700100) with a PayeeAdmin (SMS MFA enrolled), five payors and
 * relationships to each, and three contact methods, so a test can claim and spend codes without
 * touching others.
 */
export async function carrierData(): Promise<CarrierData> {
  const payee = await createCompanyWith(CompanyType.Payee, { mcNumber: '700100', dotNumber: '3300100' });
  const adminEmail = await createUserWithMfa(payee, [Role.PayeeAdmin]);
  const payors = await Promise.all([
    createCompanyWith(CompanyType.Payor, { name: 'Alpha Brokerage', payorTerms: quickPayTerms }),
    createCompanyWith(CompanyType.Payor, {
      name: 'Bravo Logistics',
      payorTerms: { ...quickPayTerms, freeQuickPayCount: 0 },
    }),
    createCompanyWith(CompanyType.Payor, { name: 'Charlie Freight', payorTerms: quickPayTerms }),
    createCompanyWith(CompanyType.Payor, { name: 'Delta Shippers', payorTerms: null }),
    createCompanyWith(CompanyType.Payor, {
      name: 'Echo Transport',
      payorTerms: { ...quickPayTerms, guaranteedOnTimePay: { feeBps: 100, termDays: 15 } },
    }),
  ]);
  const contact = async (kind: 'email' | 'phone', destination: string, isPreVerified = false) => {
    const method: ContactMethodRecord = {
      id: await nextId('contactMethod'),
      payeeId: payee.id,
      kind,
      destination,
      isPreVerified,
    };
    await putContactMethodIfAbsent(method);
    return method;
  };
  const suffix = String(payee.id).slice(-4);
  const email = await contact('email', `billing-${payee.id}@carrier.test`);
  const phone = await contact('phone', `+1555${String(payee.id).padStart(7, '0').slice(-7)}`);
  const preVerifiedPhone = await contact('phone', `+1666555${suffix}`, true);
  const relationship = async (
    payor: CompanyRecord,
    contactMethodIds: number[],
    fields: Partial<RelationshipRecord> = {},
  ): Promise<RelationshipRecord> => {
    const record: RelationshipRecord = {
      id: await nextId('relationship'),
      payeeId: payee.id,
      payorId: payor.id,
      payorName: payor.name,
      payorTypeId: payor.payorTypeId,
      currencyId: Currency.USD,
      isClaimed: false,
      claimedAt: null,
      claimedByUserId: null,
      contactStatus: RelationshipContactStatus.Contacted,
      contactMethodId: contactMethodIds[0] ?? null,
      contactMethodIds,
      paymentType: PaymentType.StandardPay,
      freeQuickPaysRemaining: 0,
      termsAcceptedAt: null,
      assignedFactorId: null,
      factorName: null,
      createdAt: new Date().toISOString(),
      ...fields,
    };
    await putRelationshipIfAbsent(record);
    return record;
  };
  const [alpha, bravo, charlie, delta, echo] = payors as [
    CompanyRecord,
    CompanyRecord,
    CompanyRecord,
    CompanyRecord,
    CompanyRecord,
  ];
  const rel = {
    first: await relationship(alpha, [email.id, phone.id]),
    second: await relationship(bravo, [email.id, phone.id]),
    phoneOnly: await relationship(charlie, [phone.id, preVerifiedPhone.id]),
    claimed: await relationship(echo, [email.id], {
      isClaimed: true,
      claimedAt: '2025-01-02T15:00:00.000Z',
      claimedByUserId: 1,
      contactStatus: RelationshipContactStatus.Confirmed,
      termsAcceptedAt: '2025-01-02T15:00:00.000Z',
    }),
    preVerified: await relationship(delta, [], { isPreVerified: true, contactMethodId: null }),
  };
  return { payee, adminEmail, payors, email, phone, preVerifiedPhone, rel };
}

/** A second PayeeAdmin of the same carrier, signed in. */
export async function secondAdmin(payee: CompanyRecord): Promise<ApiSession> {
  return (await ApiSession.signIn(await createUserWithMfa(payee, [Role.PayeeAdmin]))).session;
}

export async function driverOf(payee: CompanyRecord): Promise<ApiSession> {
  return (await ApiSession.signIn(await createUserWithMfa(payee, [Role.PayeeDriver]))).session;
}

/** An invoice of the carrier from a payor (for claims by invoice details and open totals). */
export async function invoiceFrom(
  world: CarrierData,
  relationship: RelationshipRecord,
  fields: { grossCents: number; status?: InvoiceStatus; invoiceNumber?: string; loadNumber?: string },
) {
  const id = await nextId('invoice');
  const today = calendarDateIn(new Date());
  await putInvoiceIfAbsent({
    id,
    payeeId: world.payee.id,
    payorId: relationship.payorId,
    payorName: relationship.payorName,
    relationshipId: relationship.id,
    invoiceNumber: fields.invoiceNumber ?? `INV-${id}`,
    loadNumber: fields.loadNumber ?? `LD${id}`,
    kind: InvoiceKind.Standard,
    currencyId: Currency.USD,
    grossCents: fields.grossCents,
    status: fields.status ?? InvoiceStatus.MissingCarrier,
    paymentType: PaymentType.StandardPay,
    feeBps: 0,
    feeCents: 0,
    netCents: fields.grossCents,
    isFreeQuickPay: false,
    dates: {
      uploaded: today,
      approved: null,
      paid: null,
      approvedSet: null,
      drafted: null,
      statusChange: today,
      advanceScheduled: null,
      invoiceRequested: today,
      paymentScheduled: null,
    },
    expectedPayDate: null,
    paymentId: null,
    statusHistory: [
      { status: fields.status ?? InvoiceStatus.MissingCarrier, at: new Date().toISOString(), actor: 'payor' },
    ],
    version: 1,
  });
  return { id, invoiceNumber: fields.invoiceNumber ?? `INV-${id}`, loadNumber: fields.loadNumber ?? `LD${id}` };
}

export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
