import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { invoiceFactorOf } from '../domain/factor-area/factor-invoices.ts';
import type { NoaDocument } from '../domain/noa/document.ts';
import type { FactorAssignmentProposal } from '../domain/noa/factor-assignment.ts';
import type { ApplicationPlan, FactorOfRecord } from '../domain/noa/factor-of-record.ts';
import { desiredHolds, type FactorHold, invoiceUnderHolds, reconcileHolds } from '../domain/noa/holds.ts';
import { type TransactItems, transactWriteIf } from '../repositories/conditional-writes.ts';
import { listCarrierFactorAssignments } from '../repositories/factor-assignments.ts';
import {
  factorOfRecordStep,
  getFactorOfRecord,
  holdEventStep,
  type RelationshipFactorChange,
  relationshipFactorStep,
} from '../repositories/factor-of-record.ts';
import { recordRelationshipsLeft } from '../repositories/factor-relationships-left.ts';
import { getInvoice, listAllPayeeInvoices, saveInvoice } from '../repositories/invoices.ts';
import { listCarrierNoaDocuments, noaDocumentWrites } from '../repositories/noa-documents.ts';
import { listRelationships, type RelationshipRecord } from '../repositories/relationships.ts';

/** DynamoDB takes at most 100 items in one transaction. */
const maxTransactionItems = 100;

/** A change to one carrier's factor-of-record state, written all or nothing (`writeCarrierChange`). */
export type CarrierChange = {
  payeeId: number;
  /** The document's next state (its `version` the one it was read at), written on that version. */
  document?: NoaDocument;
  /**
   * A staff factor assignment proposal's next state, which the caller writes (its step in
   * `alongside`, on the version read): while pending it holds its relationship, once decided it no
   * longer does. The step rides with the caller so that only the function writing proposals carries it.
   */
  proposal?: FactorAssignmentProposal;
  /** Assignments to change (domain/noa/factor-of-record.ts); each relationship's `before` must still hold. */
  plan?: Extract<ApplicationPlan, { kind: 'apply' }>;
  /** Names of the factors the plan assigns (the relationship and the factor of record show them). */
  factorNames?: ReadonlyMap<number, string>;
  /** Until when payments on the relationships the plan assigns wait (a new NOA's cooling-off window). */
  coolingOffUntil?: string | null;
  /** More of the same write (the fraud guard's notices, from the outbox). */
  alongside?: TransactItems;
  now: Date;
};

export type CarrierChangeResult =
  | { written: true; relationships: RelationshipRecord[]; holdsChanged: number[] }
  | { written: false };

/**
 * Writes a carrier's change in one transaction with conditional writes: the document on the
 * version read, the factor of record on its version, each relationship whose factor or holds
 * change on its version, one event per hold placed or released, and `alongside`. The holds are
 * recomputed from the records as they will be after the change (domain/noa/holds.ts), so a hold is
 * placed or released exactly when its cause appears or goes. Not written (false) when anything
 * changed since it was read: the caller reads again and decides again, so a replay of the same
 * change writes nothing twice.
 */
export async function writeCarrierChange(change: CarrierChange): Promise<CarrierChangeResult> {
  const { payeeId, plan, now } = change;
  const [record, relationships, stored, storedProposals] = await Promise.all([
    getFactorOfRecord(payeeId),
    listRelationships(payeeId),
    listCarrierNoaDocuments(payeeId),
    listCarrierFactorAssignments(payeeId),
  ]);
  const documents = change.document ? [...stored.filter((d) => d.id !== change.document?.id), change.document] : stored;
  const proposals = change.proposal
    ? [...storedProposals.filter((p) => p.id !== change.proposal?.id), change.proposal]
    : storedProposals;
  const nextFactor = new Map<number, number | null>();
  for (const step of plan?.relationships ?? []) {
    const current = relationships.find((r) => r.id === step.relationshipId);
    if (!current || current.assignedFactorId !== step.before) return { written: false };
    nextFactor.set(step.relationshipId, step.after);
  }
  const nameOf = (id: number | null) => (id === null ? null : (change.factorNames?.get(id) ?? null));
  const nextRecord: FactorOfRecord = plan?.factorOfRecord.changed
    ? {
        ...record,
        factorId: plan.factorOfRecord.factorId,
        factorName: nameOf(plan.factorOfRecord.factorId),
        documentId: change.document?.id ?? record.documentId,
        since: now.toISOString(),
      }
    : record;
  const after = relationships.map((r) =>
    nextFactor.has(r.id) ? { ...r, assignedFactorId: nextFactor.get(r.id) ?? null } : r,
  );
  const desired = desiredHolds(
    nextRecord,
    after,
    documents,
    proposals.filter((p) => p.status === 'pending'),
  );
  const steps: TransactItems = [];
  if (change.document) steps.push(...noaDocumentWrites(change.document));
  if (plan?.factorOfRecord.changed) steps.push(factorOfRecordStep(nextRecord));
  const written: RelationshipRecord[] = [];
  const holdsChanged: number[] = [];
  for (const relationship of after) {
    const reconciled = reconcileHolds(relationship.factorHolds ?? [], desired.get(relationship.id) ?? [], now);
    const moved = reconciled.placed.length > 0 || reconciled.released.length > 0;
    const assigned = nextFactor.has(relationship.id);
    if (!moved && !assigned) continue;
    const before = relationships.find((r) => r.id === relationship.id) as RelationshipRecord;
    const factorChange: RelationshipFactorChange = { relationship: before, holds: reconciled.holds };
    if (assigned) {
      factorChange.factor = {
        id: relationship.assignedFactorId,
        name: nameOf(relationship.assignedFactorId),
        coolingOffUntil: change.coolingOffUntil ?? null,
      };
    }
    steps.push(relationshipFactorStep(factorChange));
    const event = {
      payeeId,
      relationshipId: relationship.id,
      byDocumentId: change.document?.id ?? null,
      ...(change.proposal ? { byProposalId: change.proposal.id } : {}),
      at: now.toISOString(),
    };
    for (const hold of reconciled.placed) steps.push(holdEventStep({ ...event, kind: 'placed', ...causeOf(hold) }));
    for (const hold of reconciled.released) steps.push(holdEventStep({ ...event, kind: 'released', ...causeOf(hold) }));
    written.push({
      ...relationship,
      ...(factorChange.factor
        ? { factorName: factorChange.factor.name, coolingOffUntil: factorChange.factor.coolingOffUntil }
        : {}),
      factorHolds: reconciled.holds,
      isFactorHeld: reconciled.holds.length > 0,
    });
    if (moved) holdsChanged.push(relationship.id);
  }
  steps.push(...(change.alongside ?? []));
  if (steps.length > maxTransactionItems) {
    throw new Error(
      `A factor-of-record change of carrier ${payeeId} needs ${steps.length} writes, more than one transaction takes`,
    );
  }
  if (steps.length === 0) return { written: true, relationships: [], holdsChanged: [] };
  // Before the change: a factor's list must know to check these rows from the moment it is written.
  const left = (plan?.relationships ?? []).flatMap((step) =>
    step.before !== null && step.after !== step.before
      ? [{ factorId: step.before, payeeId, relationshipId: step.relationshipId }]
      : [],
  );
  await recordRelationshipsLeft(left, now);
  if (!(await transactWriteIf(steps))) return { written: false };
  return { written: true, relationships: written, holdsChanged };
}

function causeOf(hold: FactorHold) {
  return { reason: hold.reason, cause: hold.cause };
}

/**
 * Makes each open invoice of the relationships agree with their holds (domain/noa/holds.ts
 * `invoiceUnderHolds`): held with the reason while the relationship is held, back where it was once
 * released. Each invoice is written on its own version, so running it again (after a failure, or
 * twice at once) changes nothing twice; the payout run does not depend on it, since it checks the
 * relationship's holds itself when it pays.
 */
export async function syncInvoiceHolds(relationships: readonly RelationshipRecord[], now: Date): Promise<number> {
  let moved = 0;
  for (const relationship of relationships) {
    const invoices = await listAllPayeeInvoices({
      payeeId: relationship.payeeId,
      statuses: [InvoiceStatus.Pending, InvoiceStatus.Approved, InvoiceStatus.Held],
      filter: { relationshipId: relationship.id },
    });
    for (const invoice of invoices) {
      const next = invoiceUnderHolds(invoice, relationship.factorHolds ?? [], now);
      if (next && (await saveInvoice(next, invoice.version, invoice))) moved += 1;
    }
  }
  return moved;
}

/**
 * Re-keys the invoices of relationships whose factor changed, so each factor's invoice list (one
 * Query of its own index partition) holds the invoices it now owns (domain/factor-area
 * `invoiceFactorOf`). Runs after the change is written, off its transaction (a relationship may have
 * thousands of invoices); meanwhile the factor area checks the relationship's assignment on every
 * read, so no factor sees an invoice it no longer owns. Each invoice is written on its own version
 * (read again when it moved), so running it twice or alongside other writes changes nothing twice.
 */
export async function syncInvoiceFactors(relationships: readonly RelationshipRecord[]): Promise<number> {
  let moved = 0;
  for (const relationship of relationships) {
    const invoices = await listAllPayeeInvoices({
      payeeId: relationship.payeeId,
      statuses: Object.values(InvoiceStatus),
      filter: { relationshipId: relationship.id },
    });
    for (const listed of invoices) {
      let invoice: typeof listed | null = listed;
      for (let attempt = 0; invoice && attempt < 5; attempt += 1) {
        const factorId = invoiceFactorOf(invoice, relationship.assignedFactorId);
        if ((invoice.factorId ?? null) === factorId) break;
        if (await saveInvoice({ ...invoice, factorId }, invoice.version, invoice)) {
          moved += 1;
          break;
        }
        invoice = await getInvoice(invoice.id);
      }
    }
  }
  return moved;
}

/**
 * Brings a carrier's holds in line with its records when no document changed (a relationship
 * created or assigned outside the documents, data loaded from elsewhere, invoices that arrived
 * while a relationship was held): places and releases what the records say, then every invoice of
 * the carrier's relationships follows. Repeating it changes nothing.
 */
export async function reconcileCarrierHolds(payeeId: number, now = new Date()): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if ((await writeCarrierChange({ payeeId, now })).written) {
      await syncInvoiceHolds(await listRelationships(payeeId), now);
      await syncInvoiceFactors(await listRelationships(payeeId));
      return;
    }
  }
  throw new Error(`The holds of carrier ${payeeId} kept changing while being reconciled`);
}
