import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { availablePaymentTerms } from '../domain/invoices/payment-terms.ts';
import { type Carrier1099Totals, relationship1099Totals } from '../domain/payor-ops-reports/relationship-1099.ts';
import { type CompanyRecord, getCompany } from '../repositories/companies.ts';
import { listAllInvoices } from '../repositories/invoices.ts';
import { listPayorPayments } from '../repositories/payments.ts';
import { listPayorRelationships } from '../repositories/relationships.ts';
import { getSelectCarrierMembership } from '../repositories/select-carrier.ts';

/** Companies by id (a payor's carriers: few, read at once). */
async function getCompanies(ids: readonly number[]): Promise<Map<number, CompanyRecord>> {
  const unique = [...new Set(ids)];
  const found = await Promise.all(unique.map((id) => getCompany(id)));
  return new Map(found.flatMap((company) => (company ? [[company.id, company] as const] : [])));
}

/**
 * The files the payor's Carriers list offers (seeds 001 §7 `relationship_1099`,
 * `select_carrier_discovery`, `terms` as a file): read from the payor's payments, relationships,
 * invoices and its carriers' Select Carrier memberships.
 */

export type Carrier1099Row = Carrier1099Totals & {
  carrierName: string;
  dotNumber: string | null;
  mcNumber: string | null;
};

/** Per carrier and currency, what the payor paid it in `year` (functions/domain/payor-ops-reports/relationship-1099.ts). */
export async function carrier1099Rows(payorId: number, year: number): Promise<Carrier1099Row[]> {
  const payments = await listPayorPayments({ payorId, paidFrom: `${year}-01-01`, paidTo: `${year}-12-31` });
  const totals = relationship1099Totals(payments, year);
  const companies = await getCompanies(totals.map((total) => total.payeeId));
  return totals
    .map((total) => {
      const company = companies.get(total.payeeId);
      return {
        ...total,
        carrierName: company?.name ?? '',
        dotNumber: company?.dotNumber ?? null,
        mcNumber: company?.mcNumber ?? null,
      };
    })
    .sort((a, b) => a.carrierName.localeCompare(b.carrierName) || a.currencyId - b.currencyId);
}

export type DiscoveryRow = {
  carrierName: string;
  currencyId: number;
  isMember: boolean;
  memberSince: string | null;
  thresholdBps: number | null;
  quickPayFeeBps: number;
  /** A member takes QuickPay automatically where the payor's fee is at or below its threshold. */
  wouldTakeQuickPay: boolean;
  openInvoiceCount: number;
  openCents: number;
};

/** Each of the payor's carriers: whether it is a Select Carrier member and whether it would take the payor's QuickPay. */
export async function discoveryRows(payorId: number): Promise<DiscoveryRow[]> {
  const [payor, relationships, open] = await Promise.all([
    getCompany(payorId),
    listPayorRelationships(payorId),
    listAllInvoices(
      { owner: { side: 'payor', companyId: payorId }, statuses: [InvoiceStatus.Pending, InvoiceStatus.Approved] },
      true,
    ),
  ]);
  const feeBps = payor?.payorTerms?.quickPayFeeBps ?? 0;
  const payeeIds = [...new Set(relationships.map((relationship) => relationship.payeeId))];
  const [companies, memberships] = await Promise.all([
    getCompanies(payeeIds),
    Promise.all(payeeIds.map(async (id) => [id, await getSelectCarrierMembership(id)] as const)),
  ]);
  const memberOf = new Map(memberships);
  return relationships
    .map((relationship) => {
      const membership = memberOf.get(relationship.payeeId) ?? null;
      const invoices = open.filter((invoice) => invoice.relationshipId === relationship.id);
      return {
        carrierName: companies.get(relationship.payeeId)?.name ?? '',
        currencyId: relationship.currencyId,
        isMember: membership !== null,
        memberSince: membership ? membership.acceptedAt.slice(0, 10) : null,
        thresholdBps: membership?.rateBps ?? null,
        quickPayFeeBps: feeBps,
        wouldTakeQuickPay: membership !== null && feeBps <= membership.rateBps,
        openInvoiceCount: invoices.length,
        openCents: invoices.reduce((sum, invoice) => sum + invoice.grossCents, 0),
      };
    })
    .sort((a, b) => Number(b.isMember) - Number(a.isMember) || a.carrierName.localeCompare(b.carrierName));
}

export type TermsRow = {
  carrierName: string;
  currencyId: number;
  isClaimed: boolean;
  paymentType: number;
  termDays: number;
  feeBps: number;
  freeQuickPaysRemaining: number;
};

/** Each carrier relationship's term (the carrier's default for new invoices) with its days and fee. */
export async function termsRows(payorId: number): Promise<TermsRow[]> {
  const [payor, relationships] = await Promise.all([getCompany(payorId), listPayorRelationships(payorId)]);
  const terms = payor?.payorTerms ? availablePaymentTerms(payor.payorTerms) : [];
  const companies = await getCompanies(relationships.map((relationship) => relationship.payeeId));
  return relationships
    .map((relationship) => {
      const term = terms.find((candidate) => candidate.paymentType === relationship.paymentType);
      return {
        carrierName: companies.get(relationship.payeeId)?.name ?? '',
        currencyId: relationship.currencyId,
        isClaimed: relationship.isClaimed,
        paymentType: relationship.paymentType,
        termDays: term?.termDays ?? 0,
        feeBps: term?.feeBps ?? 0,
        freeQuickPaysRemaining: relationship.freeQuickPaysRemaining,
      };
    })
    .sort((a, b) => a.carrierName.localeCompare(b.carrierName));
}
