import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import type { Actor, Invoice } from '../invoices/invoice.ts';
import { historyEntry } from '../invoices/payor-review.ts';
import type { NoaDocument } from './document.ts';
import { type AssignableRelationship, covers, type FactorOfRecord } from './factor-of-record.ts';

/** The holds the factor-of-record model places (seeds 001 §3 hold reasons). */
export type FactorHoldReason =
  | typeof HoldReason.GLOBAL_FACTOR_MISMATCH
  | typeof HoldReason.WAITING_FOR_LOR
  | typeof HoldReason.FRAUD_NOA
  | typeof HoldReason.ADMIN_UPDATE_RELATIONSHIPS_HOLD;

/**
 * What causes a hold: the document behind it, the factor that disagrees with the factor of record,
 * or a staff member's proposed factor assignment waiting for its approval (`proposalId`).
 */
export type HoldCause = { documentId: number | null; factorId: number | null; proposalId?: number };

/** What of a pending factor assignment proposal the hold rules read (domain/noa/factor-assignment.ts). */
export type HoldingProposal = { id: number; relationshipId: number; after: number | null };

/** A hold on a relationship: its reason, its cause and since when. */
export type FactorHold = { reason: FactorHoldReason; cause: HoldCause; since: string };

/** The holds a relationship should have, derived from the records alone (no stored flag decides it). */
export type DesiredHold = Omit<FactorHold, 'since'>;

const holdKey = (hold: DesiredHold) =>
  `${hold.reason}:${hold.cause.documentId ?? '-'}:${hold.cause.factorId ?? '-'}:${hold.cause.proposalId ?? '-'}`;

/**
 * The holds each relationship of a carrier should have now: GLOBAL_FACTOR_MISMATCH when its assigned
 * factor is not the factor of record; WAITING_FOR_LOR for each NOA covering it that waits for the
 * factor of record's LOR (PendingLorValidation); FRAUD_NOA for each covering document under fraud
 * investigation; ADMIN_UPDATE_RELATIONSHIPS_HOLD for each pending staff proposal to change its
 * factor, so nobody is paid until a second person decides it. Each is released exactly when its
 * cause is gone, since holds are recomputed from the documents, proposals and assignments after
 * every change (`reconcileHolds`).
 */
export function desiredHolds(
  factorOfRecord: Pick<FactorOfRecord, 'factorId'>,
  relationships: readonly AssignableRelationship[],
  documents: readonly Pick<NoaDocument, 'id' | 'status' | 'payeeId' | 'factorId' | 'request'>[],
  pendingProposals: readonly HoldingProposal[] = [],
): Map<number, DesiredHold[]> {
  const result = new Map<number, DesiredHold[]>();
  for (const relationship of relationships) {
    const holds: DesiredHold[] = [];
    const assigned = relationship.assignedFactorId;
    if (assigned !== null && assigned !== factorOfRecord.factorId) {
      holds.push({ reason: HoldReason.GLOBAL_FACTOR_MISMATCH, cause: { documentId: null, factorId: assigned } });
    }
    for (const document of documents) {
      if (!covers(document.request, relationship.payorId)) continue;
      const cause = { documentId: document.id, factorId: document.factorId };
      if (document.status === DocumentStatus.PendingLorValidation) {
        holds.push({ reason: HoldReason.WAITING_FOR_LOR, cause });
      } else if (document.status === DocumentStatus.FraudInvestigation) {
        holds.push({ reason: HoldReason.FRAUD_NOA, cause });
      }
    }
    for (const proposal of pendingProposals) {
      if (proposal.relationshipId !== relationship.id) continue;
      holds.push({
        reason: HoldReason.ADMIN_UPDATE_RELATIONSHIPS_HOLD,
        cause: { documentId: null, factorId: proposal.after, proposalId: proposal.id },
      });
    }
    result.set(relationship.id, holds);
  }
  return result;
}

/** A relationship's holds from `current` to `desired`: what stays, what is placed, what is released. */
export function reconcileHolds(
  current: readonly FactorHold[],
  desired: readonly DesiredHold[],
  now: Date,
): { holds: FactorHold[]; placed: FactorHold[]; released: FactorHold[] } {
  const wanted = new Set(desired.map(holdKey));
  const have = new Set(current.map(holdKey));
  const kept = current.filter((hold) => wanted.has(holdKey(hold)));
  const placed = desired
    .filter((hold) => !have.has(holdKey(hold)))
    .map((hold) => ({ ...hold, since: now.toISOString() }));
  const released = current.filter((hold) => !wanted.has(holdKey(hold)));
  return { holds: [...kept, ...placed], placed, released };
}

const portal: Actor = { kind: 'system', userId: null, name: null, companyName: null };

const holdWords: Record<FactorHoldReason, string> = {
  [HoldReason.GLOBAL_FACTOR_MISMATCH]: "Held: the carrier's factor for this payor is not its factor of record.",
  [HoldReason.WAITING_FOR_LOR]: "Held: a new notice of assignment waits for the current factor's letter of release.",
  [HoldReason.FRAUD_NOA]: 'Held: a notice of assignment is under fraud investigation.',
  [HoldReason.ADMIN_UPDATE_RELATIONSHIPS_HOLD]:
    "Held: a change to the carrier's factor for this payor waits for approval.",
};

/** Invoice statuses a relationship hold takes over (a payor's own hold and the rest are left alone). */
const holdable: readonly InvoiceStatus[] = [InvoiceStatus.Pending, InvoiceStatus.Approved];

/**
 * An open invoice of a relationship as its holds say it should be, or null when it is already so:
 * a held relationship's Pending or Approved invoice is Held with the first hold's reason,
 * remembering where it goes back to; an invoice held that way whose relationship has no hold left
 * goes back there (Approved keeps its expected pay date, so the next payout run pays it). An
 * invoice a payor held itself stays as the payor left it.
 */
export function invoiceUnderHolds(invoice: Invoice, holds: readonly FactorHold[], now: Date): Invoice | null {
  const factorHold = invoice.status === InvoiceStatus.Held ? invoice.reviewNote?.factorHold : undefined;
  const first = holds[0];
  if (first) {
    if (factorHold) {
      if (invoice.reviewNote?.holdReason === first.reason) return null;
      return { ...invoice, reviewNote: noteOf(first.reason, factorHold.releaseTo, now) };
    }
    if (!holdable.includes(invoice.status)) return null;
    return {
      ...invoice,
      status: InvoiceStatus.Held,
      dates: { ...invoice.dates, statusChange: calendarDateIn(now) },
      statusHistory: [...invoice.statusHistory, historyEntry(InvoiceStatus.Held, now, portal)],
      reviewNote: noteOf(first.reason, invoice.status, now),
    };
  }
  if (!factorHold) return null;
  return {
    ...invoice,
    status: factorHold.releaseTo,
    dates: { ...invoice.dates, statusChange: calendarDateIn(now) },
    statusHistory: [...invoice.statusHistory, historyEntry(factorHold.releaseTo, now, portal)],
    reviewNote: null,
  };
}

function noteOf(reason: FactorHoldReason, releaseTo: InvoiceStatus, now: Date) {
  return {
    status: InvoiceStatus.Held,
    holdReason: reason,
    text: holdWords[reason],
    at: now.toISOString(),
    byName: null,
    factorHold: { releaseTo },
  };
}
