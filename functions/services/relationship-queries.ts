import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import type { PaymentType } from '#shared/enums/payment-type.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { type Page, pageOf } from '#shared/schemas/list-query.ts';
import {
  type ContactInfo,
  type PayeeRelationship,
  RelationshipSortField,
  type RelationshipsQuery,
  type RelationshipTerms,
  type UnclaimedRelationships,
} from '#shared/schemas/payee-relationships.ts';
import { contactMethodIdsOf, offeredTerm, termsOffered } from '../domain/relationships/claim-rules.ts';
import { termsOfService } from '../domain/relationships/terms-of-service.ts';
import { HttpError, notFound } from '../lib/http/errors.ts';
import type { ExpectedVersion } from '../lib/http/if-match.ts';
import { listBankAccounts } from '../repositories/bank-accounts.ts';
import {
  getRelationship,
  listContactMethods,
  listRelationships,
  type RelationshipRecord,
  relationshipVersion,
  updateDefaultPaymentType,
} from '../repositories/relationships.ts';
import { fieldRefusal, type RelationshipActor } from './relationship-actor.ts';
import { contactMethodView, payorTermsOf, relationshipView, viewContext } from './relationship-views.ts';

/** One of the payee's relationships, or 404 (another carrier's ids look exactly like unknown ones). */
export async function requireRelationship(payeeId: number, relationshipId: number): Promise<RelationshipRecord> {
  const record = await getRelationship(payeeId, relationshipId);
  if (!record) throw notFound();
  return record;
}

function compareBy(field: RelationshipSortField) {
  return (a: PayeeRelationship, b: PayeeRelationship): number => {
    switch (field) {
      case RelationshipSortField.PayorName:
        return a.payor.name.localeCompare(b.payor.name, 'en', { sensitivity: 'base' });
      case RelationshipSortField.ClaimedAt:
        return (a.claimedAt ?? '').localeCompare(b.claimedAt ?? '');
      case RelationshipSortField.AvailableInvoiceCount:
        return a.availableInvoiceCount - b.availableInvoiceCount;
      case RelationshipSortField.AvailableInvoiceAmount:
        return a.availableInvoiceAmount - b.availableInvoiceAmount;
    }
  };
}

/**
 * `GET payee_relationships`: the payee's relationships filtered, sorted and paged. A carrier has
 * tens of payors, not thousands: they are read from its own partition and paged here.
 */
export async function listRelationshipsPage(
  payeeId: number,
  query: RelationshipsQuery,
): Promise<Page<PayeeRelationship>> {
  return pageOf(await matchingRelationships(payeeId, query), query);
}

/** Every relationship of the payee that matches the list's filters, in the list's order (the export). */
export async function matchingRelationships(payeeId: number, query: RelationshipsQuery): Promise<PayeeRelationship[]> {
  const records = await listRelationships(payeeId);
  const context = await viewContext(payeeId, records);
  const needle = query.q?.toLowerCase();
  const field = query.sortField ?? RelationshipSortField.PayorName;
  const ascending = query.sortAsc ?? field === RelationshipSortField.PayorName;
  const compare = compareBy(field);
  return records
    .filter((r) => query.isClaimed === undefined || r.isClaimed === query.isClaimed)
    .filter((r) => query.payorTypeId === undefined || r.payorTypeId === query.payorTypeId)
    .filter((r) => query.sessionCurrencyId === undefined || r.currencyId === query.sessionCurrencyId)
    .filter((r) => !needle || r.payorName.toLowerCase().includes(needle))
    .map((r) => relationshipView(r, context))
    .sort((a, b) => (ascending ? compare(a, b) : compare(b, a)) || a.id - b.id);
}

export async function getRelationshipView(payeeId: number, relationshipId: number): Promise<PayeeRelationship> {
  const record = await requireRelationship(payeeId, relationshipId);
  return relationshipView(record, await viewContext(payeeId, [record]));
}

/**
 * `PUT payee_relationships/{id}`: the default payment term of a claimed relationship, which new
 * invoices with this payor get. The payor must offer it. Made on the version of the relationship
 * the carrier saw (`expected`, from If-Match): when it changed since (another user's change, a
 * claim, a free QuickPay used), 409 and nothing is written. The term it has already, on the current
 * version, writes nothing.
 */
export async function changeDefaultPaymentTerm(
  actor: Pick<RelationshipActor, 'payeeId' | 't'>,
  relationshipId: number,
  paymentType: PaymentType,
  expected: ExpectedVersion,
): Promise<PayeeRelationship> {
  const { payeeId } = actor;
  const record = await requireRelationship(payeeId, relationshipId);
  const expectedVersion = expected();
  if (relationshipVersion(record) !== expectedVersion) throw concurrentChange();
  const context = await viewContext(payeeId, [record]);
  if (!offeredTerm(payorTermsOf(context, record.payorId), paymentType)) {
    throw fieldRefusal(actor.t, 'errors.claim.termNotOffered', 'paymentType');
  }
  if (!record.isClaimed) throw new HttpError(409, ErrorCode.Conflict, 'errors.claim.notClaimed');
  if (record.paymentType === paymentType) return relationshipView(record, context);
  const updated = await updateDefaultPaymentType(payeeId, relationshipId, paymentType, expectedVersion);
  if (updated) return relationshipView(updated, context);
  // Not written: gone (404), no longer claimed, or changed by someone else first.
  const now = await requireRelationship(payeeId, relationshipId);
  if (!now.isClaimed) throw new HttpError(409, ErrorCode.Conflict, 'errors.claim.notClaimed');
  throw concurrentChange();
}

const concurrentChange = () => new HttpError(409, ErrorCode.Conflict, 'errors.concurrentChange');

/**
 * `GET unclaimed_relationships`: what is left to claim, grouped by the contact method that can
 * verify it (seeds 000 §3 "Contact method relationship"), and the account claimed payors will pay.
 */
export async function unclaimedRelationships(payeeId: number): Promise<UnclaimedRelationships> {
  const [records, methods, accounts] = await Promise.all([
    listRelationships(payeeId),
    listContactMethods(payeeId),
    listBankAccounts(payeeId),
  ]);
  const unclaimed = records.filter((r) => !r.isClaimed);
  const context = await viewContext(payeeId, unclaimed);
  const contactMethods = methods
    .map((method) => ({
      ...contactMethodView(method),
      payeeRelationshipIds: unclaimed.filter((r) => contactMethodIdsOf(r).includes(method.id)).map((r) => r.id),
    }))
    .filter((method) => method.payeeRelationshipIds.length > 0);
  const active = accounts.find((account) => account.status === BankAccountStatus.Active);
  return {
    contactMethods,
    relationships: unclaimed
      .map((r) => relationshipView(r, context))
      .sort((a, b) => a.payor.name.localeCompare(b.payor.name, 'en', { sensitivity: 'base' })),
    payoutAccount: active
      ? { id: active.id, name: active.name, destinationDescription: active.destinationDescription }
      : null,
  };
}

/** `GET contact_info`: the carrier's contact methods as its payors hold them, masked. */
export async function contactInfo(payeeId: number): Promise<ContactInfo> {
  const methods = await listContactMethods(payeeId);
  return { contactMethods: methods.map(contactMethodView) };
}

/** `GET {id}/terms`: the facts of the terms of service with this payor. */
export async function relationshipTerms(payeeId: number, relationshipId: number): Promise<RelationshipTerms> {
  const record = await requireRelationship(payeeId, relationshipId);
  const context = await viewContext(payeeId, [record]);
  const terms = payorTermsOf(context, record.payorId);
  return {
    relationshipId: record.id,
    payor: { id: record.payorId, name: record.payorName },
    version: termsOfService.version,
    effectiveDate: termsOfService.effectiveDate,
    governingLaw: { ...termsOfService.governingLaw },
    paymentTerms: termsOffered(terms),
    freeQuickPayCount: terms?.freeQuickPayCount ?? 0,
    acceptedAt: record.termsAcceptedAt,
  };
}
