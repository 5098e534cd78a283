import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import type { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import type { InvoiceSubmission, PayorInvoice } from '#shared/schemas/payor-invoices.ts';
import type { Actor } from '../domain/invoices/invoice.ts';
import { reviewNoteViewOf } from '../domain/invoices/invoice-view.ts';
import { normalizeDocumentNumber, reviewInvoice, submittedInvoice } from '../domain/invoices/payor-review.ts';
import { invoiceUnderHolds } from '../domain/noa/holds.ts';
import { arrivalPaymentType } from '../domain/select-carrier/select-carrier.ts';
import type { ExpectedVersion } from '../lib/http/if-match.ts';
import { getCompany } from '../repositories/companies.ts';
import { nextId } from '../repositories/counters.ts';
import {
  createInvoice,
  findPayorInvoiceByNumber,
  getInvoice,
  type InvoiceRecord,
  writeInvoiceChange,
} from '../repositories/invoices.ts';
import { getPayorRelationship } from '../repositories/relationships.ts';
import { getSelectCarrierMembership } from '../repositories/select-carrier.ts';
import { highwayHoldOf } from './highway-alerts.ts';
import { invoiceRelationshipOf, payorTermsOf } from './invoice-details.ts';

/** An invoice as its payor sees it (the carrier's name kept on it, else read: `carrierNameOf`). */
export function payorInvoiceOf(invoice: InvoiceRecord, carrierName: string): PayorInvoice {
  return {
    id: invoice.id,
    payeeId: invoice.payeeId,
    carrierName,
    payeeRelationshipId: invoice.relationshipId,
    invoiceNumber: invoice.invoiceNumber,
    loadNumber: invoice.loadNumber,
    kind: invoice.kind,
    currencyId: invoice.currencyId,
    statusId: invoice.status,
    paymentTypeId: invoice.paymentType,
    grossCents: invoice.grossCents,
    feeCents: invoice.feeCents,
    netCents: invoice.netCents,
    uploadedDate: invoice.dates.uploaded,
    approvedDate: invoice.dates.approved,
    paidDate: invoice.dates.paid,
    expectedPayDate: invoice.expectedPayDate,
    invoiceDate: invoice.dates.invoiceRequested,
    paymentId: invoice.paymentId,
    reviewNote: reviewNoteViewOf(invoice),
    statusHistory: invoice.statusHistory.map((entry) => ({
      statusId: entry.status,
      at: entry.at,
      actor: entry.actor,
      byName: entry.byName ?? null,
    })),
    version: invoice.version,
  };
}

/** The carrier's name of an invoice: kept on it since it arrived, else the carrier company's. */
export async function carrierNameOf(invoice: Pick<InvoiceRecord, 'payeeId' | 'payeeName'>): Promise<string> {
  return invoice.payeeName || (await getCompany(invoice.payeeId))?.name || '';
}

export type SubmissionResult =
  | { kind: 'created'; invoice: InvoiceRecord }
  /** The same submission again (same numbers, relationship, amount and kind): the first answer. */
  | { kind: 'replayed'; invoice: InvoiceRecord }
  | { kind: 'unknownRelationship' }
  | { kind: 'duplicateInvoiceNumber' }
  | { kind: 'duplicateLoadNumber' }
  | { kind: 'conflict' };

function sameSubmission(
  invoice: InvoiceRecord,
  relationshipId: number,
  submission: InvoiceSubmission & { invoiceNumber: string; loadNumber: string },
) {
  return (
    invoice.relationshipId === relationshipId &&
    invoice.invoiceNumber === submission.invoiceNumber &&
    invoice.loadNumber === submission.loadNumber &&
    invoice.grossCents === submission.grossCents &&
    invoice.kind === submission.kind
  );
}

/**
 * A payor submits an invoice for a carrier it has a relationship with: a Pending invoice with its
 * first history entry, its numbers reserved for the payor (an invoice or load number is used once
 * per payor). Submitting exactly the same invoice again answers with the first one, so a retried
 * request creates nothing twice; a different invoice under a used number is refused.
 */
export async function submitPayorInvoice(input: {
  payorId: number;
  payorName: string;
  submission: InvoiceSubmission;
  actor: Actor;
  now?: Date;
}): Promise<SubmissionResult> {
  const now = input.now ?? new Date();
  const submission = {
    ...input.submission,
    invoiceNumber: normalizeDocumentNumber(input.submission.invoiceNumber),
    loadNumber: normalizeDocumentNumber(input.submission.loadNumber),
  };
  const relationshipId = submission.payeeRelationshipId;

  const earlier = async (): Promise<SubmissionResult | null> => {
    const byNumber = await findPayorInvoiceByNumber(input.payorId, 'INVOICE', submission.invoiceNumber);
    if (byNumber) {
      return sameSubmission(byNumber, relationshipId, submission)
        ? { kind: 'replayed', invoice: byNumber }
        : { kind: 'duplicateInvoiceNumber' };
    }
    const byLoad = await findPayorInvoiceByNumber(input.payorId, 'LOAD', submission.loadNumber);
    return byLoad ? { kind: 'duplicateLoadNumber' } : null;
  };

  const before = await earlier();
  if (before) return before;
  const id = await nextId('invoice');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const relationship = await getPayorRelationship(input.payorId, relationshipId);
    if (!relationship) return { kind: 'unknownRelationship' };
    const [terms, member, payee] = await Promise.all([
      payorTermsOf(input.payorId),
      getSelectCarrierMembership(relationship.payeeId),
      getCompany(relationship.payeeId),
    ]);
    // A Select Carrier member gets QuickPay with payors whose fee is at or below its rate.
    const base = invoiceRelationshipOf(relationship);
    const { invoice, freeQuickPayDelta } = submittedInvoice({
      id,
      relationship: {
        ...base,
        paymentType: arrivalPaymentType(member, base, terms),
        currencyId: relationship.currencyId,
      },
      payorName: input.payorName,
      payeeName: payee?.name ?? '',
      terms,
      submission: {
        invoiceNumber: submission.invoiceNumber,
        loadNumber: submission.loadNumber,
        grossCents: submission.grossCents,
        kind: submission.kind,
        invoiceDate: submission.invoiceDate ?? null,
      },
      actor: input.actor,
      now,
      today: calendarDateIn(now),
    });
    // A highway subscriber's carrier with a failed identity check: the invoice arrives held.
    const highway = await highwayHoldOf({ payorId: input.payorId, relationship, payee, invoiceId: id, now });
    const vetted = highway ? highway.hold(invoice) : invoice;
    // A relationship held for its factor of record (domain/noa/holds.ts): the invoice arrives held too.
    const arriving = invoiceUnderHolds(vetted, relationship.factorHolds ?? [], now) ?? vetted;
    const outcome = await createInvoice(arriving, freeQuickPayDelta, highway?.steps);
    if (outcome === 'created') return { kind: 'created', invoice: arriving };
    if (outcome !== 'conflict') {
      // Another request took the number meanwhile: the same invoice is a replay, else a duplicate.
      return (await earlier()) ?? { kind: outcome };
    }
    // The relationship's free QuickPays or the carrier's highway alert changed meanwhile: decide again.
  }
  return { kind: 'conflict' };
}

export type ReviewResult =
  | { kind: 'ok'; invoice: InvoiceRecord; changed: boolean }
  | { kind: 'notFound' }
  | { kind: 'refused'; reason: 'notAllowed' | 'invalidTransition' }
  | { kind: 'conflict' };

/** One of the payor's invoices; null for another payor's or an unknown one. */
export async function getPayorInvoice(payorId: number, invoiceId: number): Promise<InvoiceRecord | null> {
  const invoice = await getInvoice(invoiceId);
  return invoice && invoice.payorId === payorId ? invoice : null;
}

/**
 * A payor moves one of its invoices to another status (functions/domain/invoices/payor-review.ts),
 * recorded with who and when. The move is made on the version of the invoice the reviewer saw
 * (`expectedVersion`, If-Match): when the invoice changed since (another reviewer held it, the
 * carrier elected a term, the payout run paid it), the answer is a conflict and nothing is written,
 * where before a move decided on a stale invoice was decided again on the fresh one and could undo
 * a move its reviewer never saw (held → approved). Moving to the current status, on the current
 * version, changes nothing.
 */
export async function reviewPayorInvoice(input: {
  payorId: number;
  invoiceId: number;
  target: InvoiceStatus;
  /** The payor's words to the carrier with a hold or a reissue request. */
  note?: string | null;
  actor: Actor;
  expectedVersion: ExpectedVersion;
  now?: Date;
}): Promise<ReviewResult> {
  const now = input.now ?? new Date();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const invoice = await getPayorInvoice(input.payorId, input.invoiceId);
    if (!invoice) return { kind: 'notFound' };
    // A lost race lands here too: the next read finds the version moved on.
    if (invoice.version !== input.expectedVersion()) return { kind: 'conflict' };
    const outcome = reviewInvoice({
      invoice,
      target: input.target,
      note: input.note ?? null,
      terms: await payorTermsOf(invoice.payorId),
      actor: input.actor,
      now,
      today: calendarDateIn(now),
    });
    if (outcome.kind === 'refused') return outcome;
    if (outcome.kind === 'unchanged') return { kind: 'ok', invoice, changed: false };
    const saved = await writeInvoiceChange({
      before: invoice,
      after: outcome.invoice,
      freeQuickPayDelta: outcome.freeQuickPayDelta,
    });
    if (saved) return { kind: 'ok', invoice: saved, changed: true };
  }
  return { kind: 'conflict' };
}
