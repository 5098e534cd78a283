import { pageOf } from '#shared/schemas/list-query.ts';
import { percentageOfBps } from '#shared/schemas/payee-invoices.ts';
import {
  type PayeePayor,
  type PayorDetails,
  type PayorName,
  PayorSortField,
  type PayorsPage,
  type PayorsQuery,
} from '#shared/schemas/payee-payors.ts';
import { getCompany } from '../repositories/companies.ts';
import { listRelationships, type RelationshipRecord } from '../repositories/relationships.ts';

/**
 * The payors a carrier works with: the payors of its relationships (seeds 000 §7 "Payors"). Only
 * the carrier's own relationships are read, so another carrier's payors never show up.
 */

function payorOf(relationship: RelationshipRecord): PayeePayor {
  return {
    id: relationship.payorId,
    name: relationship.payorName,
    payorTypeId: relationship.payorTypeId,
    payeeRelationshipId: relationship.id,
    isClaimed: relationship.isClaimed,
    currencyId: relationship.currencyId,
    paymentTypeId: relationship.paymentType,
  };
}

/** The carrier's payors matching the query, sorted (default: by name). */
export async function matchingPayors(payeeId: number, query: PayorsQuery): Promise<PayeePayor[]> {
  const search = query.q?.toLowerCase();
  const matching = (await listRelationships(payeeId)).filter((r) => {
    if (search && !r.payorName.toLowerCase().includes(search)) return false;
    if (query.payorTypeId !== undefined && r.payorTypeId !== query.payorTypeId) return false;
    if (query.isInPaymentsNetwork !== undefined && r.isClaimed !== query.isInPaymentsNetwork) return false;
    if (query.sessionCurrencyId !== undefined && r.currencyId !== query.sessionCurrencyId) return false;
    const created = r.createdAt.slice(0, 10);
    if (query.startDate && created < query.startDate) return false;
    if (query.endDate && created > query.endDate) return false;
    return true;
  });
  const ascending = query.sortAsc ?? true;
  const sorted = matching.sort((a, b) => {
    const order =
      query.sortField === PayorSortField.CreatedDate
        ? a.createdAt.localeCompare(b.createdAt)
        : a.payorName.localeCompare(b.payorName, 'en', { sensitivity: 'base' });
    return (ascending ? order : -order) || a.id - b.id;
  });
  return sorted.map(payorOf);
}

export async function payorsPage(payeeId: number, query: PayorsQuery): Promise<PayorsPage> {
  return pageOf(await matchingPayors(payeeId, query), query);
}

/** Id and name of every payor matching the query (for selects), one entry per payor. */
export async function payorNamesList(payeeId: number, query: PayorsQuery): Promise<PayorName[]> {
  const seen = new Set<number>();
  const names: PayorName[] = [];
  for (const payor of await matchingPayors(payeeId, query)) {
    if (seen.has(payor.id)) continue;
    seen.add(payor.id);
    names.push({ id: payor.id, name: payor.name });
  }
  return names;
}

/** Names of the given payor ids that are the carrier's payors; other ids are left out. */
export async function payorNamesOf(payeeId: number, ids: readonly number[]): Promise<PayorName[]> {
  const own = new Map((await listRelationships(payeeId)).map((r) => [r.payorId, r.payorName]));
  return [...new Set(ids)].flatMap((id) => {
    const name = own.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
}

/** A payor of the carrier with what it offers; null when the carrier has no relationship with it. */
export async function payorDetails(payeeId: number, payorId: number): Promise<PayorDetails | null> {
  const relationship = (await listRelationships(payeeId)).find((r) => r.payorId === payorId);
  if (!relationship) return null;
  const company = await getCompany(payorId);
  const terms = company?.payorTerms ?? null;
  return {
    ...payorOf(relationship),
    mcNumber: company?.mcNumber ?? null,
    quickPayPercentageFee: terms ? percentageOfBps(terms.quickPayFeeBps) : null,
    quickPayTermDays: terms ? terms.quickPayTermDays : null,
    freeQuickPayCount: terms?.freeQuickPayCount ?? 0,
    freeQuickPaysRemaining: relationship.freeQuickPaysRemaining ?? 0,
    guaranteedOnTimePay: terms?.guaranteedOnTimePay
      ? {
          percentageFee: percentageOfBps(terms.guaranteedOnTimePay.feeBps),
          termDays: terms.guaranteedOnTimePay.termDays,
        }
      : null,
  };
}
