import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { CreditNoteStatus } from '#shared/enums/credit-note-status.ts';
import { pageOf } from '#shared/schemas/list-query.ts';
import {
  type CreditNoteCarriers,
  type CreditNoteIssue,
  type PayorCreditNote,
  type PayorCreditNoteDetails,
  PayorCreditNoteSortField,
  type PayorCreditNotesPage,
  type PayorCreditNotesQuery,
} from '#shared/schemas/payor-credit-notes.ts';
import { creditNoteBalance } from '../domain/invoices/invoice-list.ts';
import { getCompanyNames } from '../repositories/companies.ts';
import { nextId } from '../repositories/counters.ts';
import {
  type CreditNoteRecord,
  findPayorCreditNoteByReference,
  getCreditNote,
  issueCreditNote,
  listPayorCreditNotes,
} from '../repositories/credit-notes.ts';
import { getPayorRelationship, listPayorRelationships } from '../repositories/relationships.ts';
import { dateRangeOf } from './invoice-list.ts';

/** The payor's credit notes: issuing one, the list and one with its repayments. */

export function payorCreditNoteOf(note: CreditNoteRecord, carrierName: string): PayorCreditNote {
  const balance = creditNoteBalance(note);
  return {
    id: note.id,
    referenceNumber: note.referenceNumber,
    payeeId: note.payeeId,
    carrierName,
    payeeRelationshipId: note.relationshipId ?? null,
    status: note.status,
    balanceState: balance.balanceState,
    currencyId: note.currencyId,
    amountCents: note.amountCents,
    appliedCents: note.appliedCents,
    balanceCents: balance.balanceCents,
    reason: note.reason ?? null,
    createdDate: note.createdDate,
    appliedDate: note.appliedDate,
  };
}

function detailsOf(note: CreditNoteRecord, carrierName: string): PayorCreditNoteDetails {
  return {
    ...payorCreditNoteOf(note, carrierName),
    issuedBy: note.issuedBy?.name ?? null,
    createdAt: note.createdAt ?? null,
    applications: (note.applications ?? []).map((a) => ({
      paymentId: a.paymentId,
      paymentCode: a.paymentCode,
      paidDate: a.paidDate,
      amountCents: a.amountCents,
    })),
  };
}

async function withCarrierName(note: CreditNoteRecord): Promise<PayorCreditNoteDetails> {
  const names = await getCompanyNames([note.payeeId]);
  return detailsOf(note, names.get(note.payeeId) ?? '');
}

export type IssueOutcome =
  | { kind: 'created'; note: PayorCreditNoteDetails }
  | { kind: 'replayed'; note: PayorCreditNoteDetails }
  | { kind: 'unknownRelationship' }
  | { kind: 'duplicateReference' };

/** The same note issued again: same carrier relationship, amount and reason under the reference. */
function isSameIssue(note: CreditNoteRecord, payeeId: number, issue: CreditNoteIssue): boolean {
  return note.payeeId === payeeId && note.amountCents === issue.amountCents && (note.reason ?? '') === issue.reason;
}

/**
 * Issues a credit note against one of the payor's relationships, Outstanding until the payout run
 * repays it from the carrier's payments. Reference numbers are unique per payor: the same note
 * issued again answers the first one; another note under a used number is refused.
 */
export async function issuePayorCreditNote(input: {
  payorId: number;
  payorName: string;
  issue: CreditNoteIssue;
  actor: { userId: number; name: string };
  now?: Date;
}): Promise<IssueOutcome> {
  const { payorId, issue } = input;
  const now = input.now ?? new Date();
  const relationship = await getPayorRelationship(payorId, issue.payeeRelationshipId);
  if (!relationship) return { kind: 'unknownRelationship' };
  const earlier = async (): Promise<IssueOutcome | null> => {
    const existing = await findPayorCreditNoteByReference(payorId, issue.referenceNumber);
    if (!existing) return null;
    if (!isSameIssue(existing, relationship.payeeId, issue)) return { kind: 'duplicateReference' };
    return { kind: 'replayed', note: await withCarrierName(existing) };
  };
  const before = await earlier();
  if (before) return before;
  const note: CreditNoteRecord = {
    id: await nextId('credit-note'),
    payeeId: relationship.payeeId,
    payorId,
    payorName: input.payorName,
    relationshipId: relationship.id,
    referenceNumber: issue.referenceNumber,
    currencyId: relationship.currencyId,
    amountCents: issue.amountCents,
    appliedCents: 0,
    status: CreditNoteStatus.Outstanding,
    reason: issue.reason,
    issuedBy: { userId: input.actor.userId, name: input.actor.name },
    createdDate: calendarDateIn(now),
    createdAt: now.toISOString(),
    appliedDate: null,
    applications: [],
  };
  if (await issueCreditNote(note)) return { kind: 'created', note: await withCarrierName(note) };
  // Another request took the reference number meanwhile: the same note, or a different one.
  return (await earlier()) ?? { kind: 'duplicateReference' };
}

function sortValue(note: PayorCreditNote, field: PayorCreditNoteSortField): string | number | null {
  switch (field) {
    case PayorCreditNoteSortField.AppliedDate:
      return note.appliedDate;
    case PayorCreditNoteSortField.ReferenceNumber:
      return note.referenceNumber.toUpperCase();
    case PayorCreditNoteSortField.CarrierName:
      return note.carrierName.toLowerCase();
    case PayorCreditNoteSortField.Status:
      return note.status;
    case PayorCreditNoteSortField.AmountCents:
      return note.amountCents;
    case PayorCreditNoteSortField.BalanceCents:
      return note.balanceCents;
    default:
      return note.createdDate;
  }
}

/** One page of the payor's credit notes (created date, newest first, by default) with totals per currency. */
export async function payorCreditNotesPage(
  payorId: number,
  query: PayorCreditNotesQuery,
  now = new Date(),
): Promise<PayorCreditNotesPage> {
  const range = dateRangeOf(query, now);
  const search = query.q?.toUpperCase();
  const records = (await listPayorCreditNotes(payorId, range.start, range.end)).filter(
    (note) =>
      (!query.status?.length || query.status.includes(note.status)) &&
      (query.payeeId === undefined || note.payeeId === query.payeeId) &&
      (query.sessionCurrencyId === undefined || note.currencyId === query.sessionCurrencyId) &&
      (!search || note.referenceNumber.toUpperCase().includes(search)),
  );
  const names = await getCompanyNames(records.map((note) => note.payeeId));
  const notes = records.map((note) => payorCreditNoteOf(note, names.get(note.payeeId) ?? ''));
  const field = query.sortField ?? PayorCreditNoteSortField.CreatedDate;
  const ascending = query.sortAsc ?? false;
  notes.sort((a, b) => {
    const left = sortValue(a, field);
    const right = sortValue(b, field);
    if (left !== right) {
      if (left === null) return 1;
      if (right === null) return -1;
      return (left < right ? -1 : 1) * (ascending ? 1 : -1);
    }
    return b.id - a.id;
  });
  const totals = new Map<number, { count: number; amountCents: number; appliedCents: number; balanceCents: number }>();
  for (const note of notes) {
    const t = totals.get(note.currencyId) ?? { count: 0, amountCents: 0, appliedCents: 0, balanceCents: 0 };
    totals.set(note.currencyId, {
      count: t.count + 1,
      amountCents: t.amountCents + note.amountCents,
      appliedCents: t.appliedCents + note.appliedCents,
      balanceCents: t.balanceCents + note.balanceCents,
    });
  }
  return {
    ...pageOf(notes, query),
    totals: [...totals].map(([currencyId, t]) => ({ currencyId, ...t })).sort((a, b) => a.currencyId - b.currencyId),
  };
}

/** The payor's credit note with its repayments; null when it is not the payor's. */
export async function payorCreditNoteDetails(
  payorId: number,
  creditNoteId: number,
): Promise<PayorCreditNoteDetails | null> {
  const note = await getCreditNote(creditNoteId);
  if (!note || note.payorId !== payorId) return null;
  return withCarrierName(note);
}

/** The carriers the payor may issue a credit note to (its relationships), by name. */
export async function creditNoteCarriers(payorId: number): Promise<CreditNoteCarriers> {
  const relationships = await listPayorRelationships(payorId);
  const names = await getCompanyNames(relationships.map((r) => r.payeeId));
  return {
    carriers: relationships
      .map((r) => ({ payeeRelationshipId: r.id, carrierName: names.get(r.payeeId) ?? '', currencyId: r.currencyId }))
      .sort((a, b) => a.carrierName.localeCompare(b.carrierName) || a.payeeRelationshipId - b.payeeRelationshipId),
  };
}
