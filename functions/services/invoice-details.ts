import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import type { PaymentType } from '#shared/enums/payment-type.ts';
import { type InvoiceDetails, percentageOfBps } from '#shared/schemas/payee-invoices.ts';
import type { InvoiceRelationship } from '../domain/invoices/invoice.ts';
import { rowOfInvoice } from '../domain/invoices/invoice-list.ts';
import {
  feeLinesOf,
  historyView,
  reviewNoteViewOf,
  statusTracker,
  termLabelOf,
} from '../domain/invoices/invoice-view.ts';
import type { PayorTerms } from '../domain/invoices/payment-terms.ts';
import {
  type ElectionRefusal,
  electionRefusal,
  electPaymentTerm,
  isTermLocked,
  termOptions,
} from '../domain/invoices/term-election.ts';
import { getCompany } from '../repositories/companies.ts';
import { getInvoice, type InvoiceRecord, writeInvoiceChange } from '../repositories/invoices.ts';
import { getRelationship, type RelationshipRecord } from '../repositories/relationships.ts';

/** A relationship as the invoice rules see it (older records may lack the free QuickPay count). */
export function invoiceRelationshipOf(relationship: RelationshipRecord): InvoiceRelationship {
  return {
    id: relationship.id,
    payeeId: relationship.payeeId,
    payorId: relationship.payorId,
    isClaimed: relationship.isClaimed,
    assignedFactorId: relationship.assignedFactorId,
    factorName: relationship.factorName,
    paymentType: relationship.paymentType,
    freeQuickPaysRemaining: relationship.freeQuickPaysRemaining ?? 0,
  };
}

export async function payorTermsOf(payorId: number): Promise<PayorTerms | null> {
  return (await getCompany(payorId))?.payorTerms ?? null;
}

/** The invoice, if it is this payee's; another carrier's invoice is as good as missing. */
export async function payeeInvoice(payeeId: number, invoiceId: number): Promise<InvoiceRecord | null> {
  const invoice = await getInvoice(invoiceId);
  return invoice && invoice.payeeId === payeeId ? invoice : null;
}

/** A relationship that cannot be found still answers: unclaimed, so no term can be chosen. */
function missingRelationship(invoice: InvoiceRecord): InvoiceRelationship {
  return {
    id: invoice.relationshipId,
    payeeId: invoice.payeeId,
    payorId: invoice.payorId,
    isClaimed: false,
    assignedFactorId: null,
    paymentType: invoice.paymentType,
    freeQuickPaysRemaining: 0,
  };
}

/** What the invoice page shows: the row, the tracker and history, fee lines and the term choice. */
export function detailsOf(
  invoice: InvoiceRecord,
  relationship: InvoiceRelationship,
  terms: PayorTerms | null,
  now: Date,
): InvoiceDetails {
  const today = calendarDateIn(now);
  const refusal = electionRefusal(invoice, relationship);
  const label = termLabelOf(invoice, relationship.assignedFactorId !== null);
  return {
    ...rowOfInvoice(invoice),
    ...label,
    invoiceRequestedDate: invoice.dates.invoiceRequested,
    paymentScheduledDate: invoice.dates.paymentScheduled,
    advanceScheduledDate: invoice.dates.advanceScheduled,
    paymentId: invoice.paymentId,
    factorName: relationship.assignedFactorId !== null ? (relationship.factorName ?? null) : null,
    reviewNote: reviewNoteViewOf(invoice),
    statusHistory: historyView(invoice),
    tracker: statusTracker(invoice),
    feeLines: feeLinesOf(invoice),
    paymentTerm: {
      canElect: refusal === null,
      refusal,
      isLocked: isTermLocked(invoice),
      options: termOptions(invoice, relationship, terms, today).map((option) => ({
        paymentTypeId: option.paymentType,
        termDays: option.termDays,
        percentageFee: percentageOfBps(option.feeBps),
        feeCents: option.feeCents,
        netCents: option.netCents,
        isFree: option.isFree,
        expectedPayDate: option.expectedPayDate,
      })),
      freeQuickPaysRemaining: relationship.freeQuickPaysRemaining,
      electedAt: invoice.termElection?.at ?? null,
      electedBy: invoice.termElection?.byName ?? null,
    },
    version: invoice.version,
  };
}

async function loadContext(payeeId: number, invoice: InvoiceRecord) {
  const [relationship, terms] = await Promise.all([
    getRelationship(payeeId, invoice.relationshipId),
    payorTermsOf(invoice.payorId),
  ]);
  return { relationship: relationship ? invoiceRelationshipOf(relationship) : missingRelationship(invoice), terms };
}

/** The payee's invoice with everything its page shows, or null when it is not theirs. */
export async function payeeInvoiceDetails(
  payeeId: number,
  invoiceId: number,
  now = new Date(),
): Promise<InvoiceDetails | null> {
  const invoice = await payeeInvoice(payeeId, invoiceId);
  if (!invoice) return null;
  const { relationship, terms } = await loadContext(payeeId, invoice);
  return detailsOf(invoice, relationship, terms, now);
}

export type ElectionResult =
  | { kind: 'ok'; details: InvoiceDetails; changed: boolean }
  | { kind: 'notFound' }
  | { kind: 'refused'; reason: ElectionRefusal }
  | { kind: 'conflict' };

/** How often an election reads again after losing a race before it gives up with a conflict. */
const electionAttempts = 5;

/**
 * The carrier elects a payment term on its invoice (seeds 000 §4: QuickPay, or back to Standard
 * Pay / GOTP before the term locks). The rules are functions/domain/invoices/term-election.ts;
 * the write checks the invoice's version and the relationship's free QuickPay count in one
 * transaction, so two elections at once can neither both use the last free QuickPay nor overwrite
 * each other: the loser reads again and decides again. Electing the term the invoice already has
 * changes nothing.
 */
export async function electInvoiceTerm(input: {
  payeeId: number;
  invoiceId: number;
  paymentType: PaymentType;
  by: { userId: number; name: string };
  now?: Date;
}): Promise<ElectionResult> {
  const now = input.now ?? new Date();
  for (let attempt = 0; attempt < electionAttempts; attempt += 1) {
    const invoice = await payeeInvoice(input.payeeId, input.invoiceId);
    if (!invoice) return { kind: 'notFound' };
    const { relationship, terms } = await loadContext(input.payeeId, invoice);
    const outcome = electPaymentTerm({
      invoice,
      relationship,
      terms,
      paymentType: input.paymentType,
      by: input.by,
      now,
      today: calendarDateIn(now),
    });
    if (outcome.kind === 'refused') return { kind: 'refused', reason: outcome.reason };
    if (outcome.kind === 'unchanged') {
      return { kind: 'ok', changed: false, details: detailsOf(invoice, relationship, terms, now) };
    }
    const saved = await writeInvoiceChange({
      before: invoice,
      after: outcome.invoice,
      freeQuickPayDelta: outcome.freeQuickPayDelta,
    });
    if (saved) {
      const after = {
        ...relationship,
        freeQuickPaysRemaining: relationship.freeQuickPaysRemaining + outcome.freeQuickPayDelta,
      };
      return { kind: 'ok', changed: true, details: detailsOf(saved, after, terms, now) };
    }
  }
  return { kind: 'conflict' };
}
