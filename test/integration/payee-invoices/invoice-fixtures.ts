import { randomUUID } from 'node:crypto';
import { talliesOf } from '#functions/domain/invoices/invoice-totals.ts';
import type { PayorTerms } from '#functions/domain/invoices/payment-terms.ts';
import { reportsApp } from '#functions/reports/app.ts';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { nextId } from '#functions/repositories/counters.ts';
import {
  getInvoiceTallies,
  type InvoiceRecord,
  listAllPayeeInvoices,
  putInvoiceIfAbsent,
} from '#functions/repositories/invoices.ts';
import type { RelationshipRecord } from '#functions/repositories/relationships.ts';
import { apiRoots } from '#shared/api/paths.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { Role } from '#shared/enums/role.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createClaimedRelationship, createCompanyWith, createUserWithMfa } from '../../support/fixtures.ts';
import { type InvoiceOverrides, invoiceRecord } from '../../support/invoice-records.ts';

export type { InvoiceOverrides };

export const today = calendarDateIn(new Date());

/** QuickPay 2.5 % paid in 3 days (never due today, so other tests' payout runs leave it alone), GOTP 1 %. */
export const testTerms: PayorTerms = {
  quickPayFeeBps: 250,
  quickPayTermDays: 3,
  freeQuickPayCount: 1,
  guaranteedOnTimePay: { feeBps: 100, termDays: 15 },
};

/** A company of its own, named 'Payor …' or 'Carrier …'. */
function company(type: CompanyType, fields: Partial<CompanyRecord> = {}): Promise<CompanyRecord> {
  return createCompanyWith(type, {
    name: `${type === CompanyType.Payor ? 'Payor' : 'Carrier'} ${randomUUID().slice(0, 8)}`,
    ...fields,
  });
}

export type InvoiceWorld = {
  payee: CompanyRecord;
  payor: CompanyRecord;
  relationship: RelationshipRecord;
  /** PayeeAdmin of the carrier, and a PayorSubmission user of the payor, both signed in. */
  carrier: ApiSession;
  broker: ApiSession;
};

/**
 * A carrier and a payor of their own with a claimed relationship between them (Standard Pay by
 * default, `freeQuickPays` free QuickPays left), and a signed-in user on each side, so a test can
 * change invoices without touching the demo data or other tests.
 */
export async function invoiceWorld(
  options: {
    freeQuickPays?: number;
    paymentType?: PaymentType;
    terms?: PayorTerms;
    carrierRoles?: Role[];
    /** The payor's company settings (shared/enums/company-setting.ts), e.g. EnableLoads. */
    payorSettings?: Record<string, string>;
  } = {},
): Promise<InvoiceWorld> {
  const payee = await company(CompanyType.Payee);
  const payor = await company(CompanyType.Payor, {
    payorTerms: options.terms ?? testTerms,
    settings: options.payorSettings ?? {},
  });
  const relationship = await createClaimedRelationship(payee, payor, {
    payorTypeId: 1,
    paymentType: options.paymentType ?? PaymentType.StandardPay,
    freeQuickPaysRemaining: options.freeQuickPays ?? 0,
  });
  const [carrierEmail, brokerEmail] = await Promise.all([
    createUserWithMfa(payee, options.carrierRoles ?? [Role.PayeeAdmin]),
    createUserWithMfa(payor, [Role.PayorSubmission]),
  ]);
  const [carrier, broker] = await Promise.all([ApiSession.signIn(carrierEmail), ApiSession.signIn(brokerEmail)]);
  return { payee, payor, relationship, carrier: carrier.session, broker: broker.session };
}

/** A pending Standard Pay invoice of the world's relationship (overrides change any field). */
export async function putTestInvoice(world: InvoiceWorld, overrides: InvoiceOverrides = {}): Promise<InvoiceRecord> {
  const invoice = invoiceRecord(
    {
      id: await nextId('invoice'),
      payeeId: world.payee.id,
      payorId: world.payor.id,
      payorName: world.payor.name,
      relationshipId: world.relationship.id,
    },
    overrides,
  );
  await putInvoiceIfAbsent(invoice);
  return invoice;
}

/** A GET through the exports API with the session's cookie (ApiSession knows the core and settlement apps). */
export async function exportRequest(session: ApiSession, path: string): Promise<Response> {
  const cookie = [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return await reportsApp.request(`${apiRoots.exports}${path}`, { headers: { cookie } });
}

export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/**
 * The payee's stored tallies, and the tallies its invoices add up to now: after any sequence of
 * writes the two must be equal (the tallies move in the same transaction as each invoice).
 */
export async function storedAndCountedTallies(payeeId: number) {
  const [stored, invoices] = await Promise.all([
    getInvoiceTallies(payeeId),
    listAllPayeeInvoices({ payeeId, statuses: Object.values(InvoiceStatus) }),
  ]);
  const withoutEmpty = (tallies: typeof stored) =>
    tallies.map((t) => ({
      currencyId: t.currencyId,
      byStatus: Object.fromEntries(Object.entries(t.byStatus).filter(([, v]) => v && v.count !== 0)),
    }));
  return { stored: withoutEmpty(stored), counted: withoutEmpty(talliesOf(invoices)) };
}
