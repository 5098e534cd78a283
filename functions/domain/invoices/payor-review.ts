import { addDays } from '#shared/dates/calendar-date.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { canMoveInvoice, isPayorReviewStatus } from '#shared/invoices/status-moves.ts';
import type { Actor, Invoice, InvoiceRelationship, InvoiceStatusChange, ReviewNote } from './invoice.ts';
import { invoiceCharges, type PayorTerms } from './payment-terms.ts';

import { offeredTerm, offeredTerms } from './term-election.ts';

/**
 * The moves the carrier is told the why of: a hold (with its reason) and a reissue request, each
 * with the payor's words where it gave some (the portal's screens ask for them; an integration's
 * call may leave them out).
 */
export const notedReviewStatuses = [InvoiceStatus.Held, InvoiceStatus.PendingReissue] as const;

export function needsReviewNote(status: InvoiceStatus): boolean {
  return (notedReviewStatuses as readonly InvoiceStatus[]).includes(status);
}

function reviewNoteOf(target: InvoiceStatus, text: string | null, now: Date, actor: Actor): ReviewNote | null {
  if (!needsReviewNote(target)) return null;
  return {
    status: target,
    holdReason: target === InvoiceStatus.Held ? HoldReason.PAYOR_MANUAL_HOLD : null,
    text,
    at: now.toISOString(),
    byName: actor.companyName ?? actor.name,
  };
}

export type ReviewOutcome =
  | { kind: 'unchanged'; invoice: Invoice }
  | { kind: 'changed'; invoice: Invoice; freeQuickPayDelta: 0 | 1 }
  | { kind: 'refused'; reason: 'notAllowed' | 'invalidTransition' };

/** One history entry for a move made now by `actor`. */
export function historyEntry(status: InvoiceStatus, now: Date, actor: Actor): InvoiceStatusChange {
  return {
    status,
    at: now.toISOString(),
    actor: actor.kind,
    byUserId: actor.userId,
    byName: actor.name,
    byCompanyName: actor.companyName,
  };
}

/**
 * A payor moves an invoice to `target`. Moving to the status it already has changes nothing (a
 * repeated request is harmless); moves outside shared/invoices/status-moves.ts are refused. Approving sets
 * the approval dates, charges the term's fee and sets the expected pay date: from then on a
 * QuickPay invoice's term is locked and it is paid at the next payout run after that date.
 * Removing an invoice that used a free QuickPay gives the free QuickPay back to the relationship.
 * A hold or a reissue request carries the payor's note for the carrier (PAYOR_MANUAL_HOLD for a
 * hold); any other move leaves the note behind.
 */
export function reviewInvoice(input: {
  invoice: Invoice;
  target: InvoiceStatus;
  /** The payor's words to the carrier, kept with a hold or a reissue request. */
  note?: string | null;
  terms: PayorTerms | null;
  actor: Actor;
  now: Date;
  today: string;
}): ReviewOutcome {
  const { invoice, target, today } = input;
  if (!isPayorReviewStatus(target)) return { kind: 'refused', reason: 'notAllowed' };
  if (invoice.status === target) return { kind: 'unchanged', invoice };
  if (!canMoveInvoice(invoice.status, target)) return { kind: 'refused', reason: 'invalidTransition' };
  // Held for the carrier's factor of record (domain/noa/holds.ts): only the documents that resolve
  // the cause release it, so a payor may remove it but not put it back under review.
  if (invoice.reviewNote?.factorHold && target !== InvoiceStatus.Removed) {
    return { kind: 'refused', reason: 'invalidTransition' };
  }
  const note = input.note?.trim() || null;

  const history = [...invoice.statusHistory, historyEntry(target, input.now, input.actor)];
  const moved: Invoice = {
    ...invoice,
    status: target,
    dates: { ...invoice.dates, statusChange: today },
    statusHistory: history,
    reviewNote: reviewNoteOf(target, note, input.now, input.actor),
  };

  if (target === InvoiceStatus.Approved) {
    const term = offeredTerm(input.terms, invoice.paymentType) ?? offeredTerms(null)[0];
    if (!term) return { kind: 'refused', reason: 'notAllowed' };
    const charges = invoiceCharges(invoice.grossCents, term, invoice.isFreeQuickPay);
    return {
      kind: 'changed',
      freeQuickPayDelta: 0,
      invoice: {
        ...moved,
        paymentType: term.paymentType,
        feeBps: term.feeBps,
        feeCents: charges.feeCents,
        netCents: charges.netCents,
        isFreeQuickPay: charges.isFreeQuickPay,
        dates: { ...moved.dates, approved: today, approvedSet: today },
        expectedPayDate: addDays(today, term.termDays),
      },
    };
  }

  const givesBackFreeQuickPay =
    target === InvoiceStatus.Removed && invoice.isFreeQuickPay && invoice.paymentType === PaymentType.QuickPay;
  return {
    kind: 'changed',
    freeQuickPayDelta: givesBackFreeQuickPay ? 1 : 0,
    // Only an approved invoice has a date it will be paid on.
    invoice: { ...moved, expectedPayDate: null },
  };
}

export type SubmissionInput = {
  invoiceNumber: string;
  loadNumber: string;
  grossCents: number;
  kind: InvoiceKind;
  invoiceDate: string | null;
};

/**
 * A new invoice a payor submits for a relationship: Pending, under the relationship's default
 * term (Standard Pay for factored invoices and factored relationships), using a free QuickPay
 * when the default is QuickPay and one is left.
 */
export function submittedInvoice(input: {
  id: number;
  relationship: InvoiceRelationship & { currencyId: number };
  payorName: string;
  payeeName: string;
  terms: PayorTerms | null;
  submission: SubmissionInput;
  actor: Actor;
  now: Date;
  today: string;
}): { invoice: Invoice; freeQuickPayDelta: -1 | 0 } {
  const { relationship, submission } = input;
  const factored = submission.kind === InvoiceKind.Factored || relationship.assignedFactorId !== null;
  const wanted =
    factored || submission.kind !== InvoiceKind.Standard ? PaymentType.StandardPay : relationship.paymentType;
  const term =
    offeredTerm(input.terms, wanted) ?? offeredTerm(input.terms, PaymentType.StandardPay) ?? offeredTerms(null)[0];
  if (!term) throw new Error('Standard Pay is always offered');
  const free = term.isQuickPay && relationship.freeQuickPaysRemaining > 0;
  const charges = invoiceCharges(submission.grossCents, term, free);
  return {
    freeQuickPayDelta: free ? -1 : 0,
    invoice: {
      id: input.id,
      payeeId: relationship.payeeId,
      payorId: relationship.payorId,
      payorName: input.payorName,
      payeeName: input.payeeName,
      relationshipId: relationship.id,
      invoiceNumber: submission.invoiceNumber,
      loadNumber: submission.loadNumber,
      kind: submission.kind,
      currencyId: relationship.currencyId,
      grossCents: submission.grossCents,
      status: InvoiceStatus.Pending,
      paymentType: term.paymentType,
      feeBps: term.feeBps,
      feeCents: charges.feeCents,
      netCents: charges.netCents,
      isFreeQuickPay: charges.isFreeQuickPay,
      dates: {
        uploaded: input.today,
        approved: null,
        paid: null,
        approvedSet: null,
        drafted: null,
        statusChange: input.today,
        advanceScheduled: null,
        invoiceRequested: submission.invoiceDate ?? input.today,
        paymentScheduled: null,
      },
      expectedPayDate: null,
      paymentId: null,
      statusHistory: [historyEntry(InvoiceStatus.Pending, input.now, input.actor)],
      termElection: null,
      reviewNote: null,
      factorId: relationship.assignedFactorId,
      version: 1,
    },
  };
}

/** Invoice and load numbers compare without case or surrounding spaces (both are identifiers). */
export function normalizeDocumentNumber(value: string): string {
  return value.trim().toUpperCase();
}
