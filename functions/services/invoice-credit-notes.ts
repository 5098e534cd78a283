import { DateType } from '#shared/enums/date-type.ts';
import { pageOf } from '#shared/schemas/list-query.ts';
import {
  type CreditNote,
  type CreditNoteListQuery,
  type CreditNotePage,
  CreditNoteSortField,
  type CreditNoteStatusesQuery,
  type CreditNoteStatusSummary,
  creditNoteStatuses,
} from '#shared/schemas/payee-credit-notes.ts';
import { creditNoteBalance, inRange } from '../domain/invoices/invoice-list.ts';
import { type CreditNoteRecord, getCreditNote, listPayeeCreditNotes } from '../repositories/credit-notes.ts';
import { listRelationships } from '../repositories/relationships.ts';
import { dateRangeOf } from './invoice-list.ts';

/**
 * The carrier's credit notes (seeds 000 §2.5, §3, §7). A carrier has few of them, so each call
 * reads the carrier's own credit notes (within the created range when that is the date type) and
 * filters, sorts and pages them here.
 */

export function creditNoteOf(note: CreditNoteRecord, relationshipId: number | null): CreditNote {
  const balance = creditNoteBalance(note);
  return {
    id: note.id,
    referenceNumber: note.referenceNumber,
    payorId: note.payorId,
    payorName: note.payorName,
    payeeRelationshipId: relationshipId,
    status: note.status,
    balanceState: balance.balanceState,
    currencyId: note.currencyId,
    amountCents: note.amountCents,
    appliedCents: note.appliedCents,
    balanceCents: balance.balanceCents,
    createdDate: note.createdDate,
    appliedDate: note.appliedDate,
  };
}

/** The credit note's date of a date type: created (uploaded), applied (paid), or last change. */
function dateOf(note: CreditNote, dateType: number): string | null {
  if (dateType === DateType.DatePaid) return note.appliedDate;
  if (dateType === DateType.DateStatusChange) return note.appliedDate ?? note.createdDate;
  return note.createdDate;
}

async function payeeCreditNotes(
  payeeId: number,
  query: Pick<CreditNoteListQuery, 'dateTypeId' | 'startDate' | 'endDate' | 'datePreset'>,
  now: Date,
): Promise<CreditNote[]> {
  const range = dateRangeOf(query, now);
  const dateType = query.dateTypeId ?? DateType.DateUploaded;
  const created = dateType === DateType.DateUploaded ? range : {};
  const [notes, relationships] = await Promise.all([
    listPayeeCreditNotes(payeeId, created.start, created.end),
    listRelationships(payeeId),
  ]);
  const relationshipOfPayor = new Map(relationships.map((r) => [r.payorId, r.id]));
  return notes
    .map((note) => creditNoteOf(note, relationshipOfPayor.get(note.payorId) ?? null))
    .filter((note) => inRange(dateOf(note, dateType), range));
}

function sortValue(note: CreditNote, field: CreditNoteSortField): string | number | null {
  switch (field) {
    case CreditNoteSortField.AppliedDate:
      return note.appliedDate;
    case CreditNoteSortField.ReferenceNumber:
      return note.referenceNumber.toUpperCase();
    case CreditNoteSortField.PayorName:
      return note.payorName.toLowerCase();
    case CreditNoteSortField.Status:
      return note.status;
    case CreditNoteSortField.AmountCents:
      return note.amountCents;
    case CreditNoteSortField.BalanceCents:
      return note.balanceCents;
    default:
      return note.createdDate;
  }
}

export async function creditNotesPage(
  payeeId: number,
  query: CreditNoteListQuery,
  now = new Date(),
): Promise<CreditNotePage> {
  const search = query.q?.toUpperCase();
  const matching = (await payeeCreditNotes(payeeId, query, now)).filter((note) => {
    if (query.status && query.status.length > 0 && !query.status.includes(note.status)) return false;
    if (query.payeeRelationshipId !== undefined && note.payeeRelationshipId !== query.payeeRelationshipId) return false;
    if (query.payorId !== undefined && note.payorId !== query.payorId) return false;
    if (query.sessionCurrencyId !== undefined && note.currencyId !== query.sessionCurrencyId) return false;
    if (search && !note.referenceNumber.toUpperCase().includes(search)) return false;
    return true;
  });
  const field = query.sortField ?? CreditNoteSortField.CreatedDate;
  const ascending = query.sortAsc ?? false;
  matching.sort((a, b) => {
    const left = sortValue(a, field);
    const right = sortValue(b, field);
    if (left !== right) {
      if (left === null) return 1;
      if (right === null) return -1;
      return (left < right ? -1 : 1) * (ascending ? 1 : -1);
    }
    return b.id - a.id;
  });
  const totals = new Map<number, { count: number; amountCents: number; balanceCents: number }>();
  for (const note of matching) {
    const total = totals.get(note.currencyId) ?? { count: 0, amountCents: 0, balanceCents: 0 };
    totals.set(note.currencyId, {
      count: total.count + 1,
      amountCents: total.amountCents + note.amountCents,
      balanceCents: total.balanceCents + note.balanceCents,
    });
  }
  return {
    ...pageOf(matching, query),
    totals: [...totals]
      .map(([currencyId, total]) => ({ currencyId, ...total }))
      .sort((a, b) => a.currencyId - b.currencyId),
  };
}

/** The carrier's credit note, or null when it is not theirs. */
export async function payeeCreditNote(payeeId: number, creditNoteId: number): Promise<CreditNote | null> {
  const note = await getCreditNote(creditNoteId);
  if (!note || note.payeeId !== payeeId) return null;
  const relationship = (await listRelationships(payeeId)).find((r) => r.payorId === note.payorId);
  return creditNoteOf(note, relationship?.id ?? null);
}

/** Amounts and counts of the carrier's credit notes by status, for a date filter and a relationship. */
export async function creditNoteStatusSummary(
  payeeId: number,
  query: CreditNoteStatusesQuery,
  now = new Date(),
): Promise<CreditNoteStatusSummary> {
  const notes = (await payeeCreditNotes(payeeId, query, now)).filter(
    (note) =>
      (query.payeeRelationshipId === undefined || note.payeeRelationshipId === query.payeeRelationshipId) &&
      (query.sessionCurrencyId === undefined || note.currencyId === query.sessionCurrencyId),
  );
  return {
    creditNoteStatuses: creditNoteStatuses.map((status) => {
      const own = notes.filter((note) => note.status === status);
      return { id: status, amount: own.reduce((sum, n) => sum + n.amountCents, 0), count: own.length };
    }),
  };
}
