import { LetterOfReleaseType } from '#shared/enums/noa-document.ts';
import type { NoaDocument, NoaDocumentKind } from './document.ts';

/**
 * The one factor a carrier's invoices are assigned to across all its payors, or none. A
 * relationship's assigned factor must be this one or none (a per-debtor NOA assigns only some
 * payors); any other is a mismatch that holds the relationship (holds.ts).
 */
export type FactorOfRecord = {
  payeeId: number;
  factorId: number | null;
  factorName: string | null;
  /** The completed document that set it last. */
  documentId: number | null;
  since: string | null;
  /** Stored records start at 1; a carrier without one reads as version 0. */
  version: number;
};

/** What the factor-of-record rules read of a relationship. */
export type AssignableRelationship = { id: number; payorId: number; assignedFactorId: number | null };

/** The factor of record of a carrier that never had one. */
export function noFactorOfRecord(payeeId: number): FactorOfRecord {
  return { payeeId, factorId: null, factorName: null, documentId: null, since: null, version: 0 };
}

/** Whether a document's request covers the relationship with a payor. */
export function covers(request: NoaDocumentKind | null, payorId: number): boolean {
  if (!request) return true;
  if (request.kind === 'noa') return request.scope === 'blanket' || request.debtorPayorIds.includes(payorId);
  return request.lorType === LetterOfReleaseType.GlobalLor || request.debtorPayorIds.includes(payorId);
}

/** A relationship change an application makes: its assigned factor from `before` to `after`. */
export type RelationshipChange = { relationshipId: number; before: number | null; after: number | null };

export type ApplicationPlan =
  | {
      kind: 'apply';
      factorOfRecord: { factorId: number | null; changed: boolean };
      relationships: RelationshipChange[];
      /** A payment would now go somewhere else than before. */
      movesMoney: boolean;
    }
  /** An NOA while another factor is of record: it waits for that factor's LOR. */
  | { kind: 'waitForLor'; factorOfRecordId: number }
  /** An LOR from a factor that holds nothing of the carrier's: it releases nothing. */
  | { kind: 'refused'; reason: 'lorFactorNotOfRecord' | 'notConfirmed' };

/**
 * What applying a completed document changes (pure). An NOA makes its factor the factor of record
 * and assigns it to every covered relationship, unless another factor is of record (then it waits
 * for that factor's LOR). A global LOR clears the factor of record and every relationship assigned
 * to that factor; a single-debtor LOR clears only the named payors' relationships and leaves the
 * factor of record (it still holds the carrier's other payors). An LOR from a factor that is
 * neither of record nor assigned anywhere releases nothing and is refused.
 */
export function planApplication(
  document: Pick<NoaDocument, 'factorId' | 'request'>,
  current: FactorOfRecord,
  relationships: readonly AssignableRelationship[],
): ApplicationPlan {
  const { factorId, request } = document;
  if (factorId === null || request === null) return { kind: 'refused', reason: 'notConfirmed' };
  if (request.kind === 'noa') {
    if (current.factorId !== null && current.factorId !== factorId) {
      return { kind: 'waitForLor', factorOfRecordId: current.factorId };
    }
    const changes = relationships
      .filter((r) => covers(request, r.payorId) && r.assignedFactorId !== factorId)
      .map((r) => ({ relationshipId: r.id, before: r.assignedFactorId, after: factorId }));
    return {
      kind: 'apply',
      factorOfRecord: { factorId, changed: current.factorId !== factorId },
      relationships: changes,
      movesMoney: changes.length > 0,
    };
  }
  const holdsAny = current.factorId === factorId || relationships.some((r) => r.assignedFactorId === factorId);
  if (!holdsAny) return { kind: 'refused', reason: 'lorFactorNotOfRecord' };
  const changes = relationships
    .filter((r) => covers(request, r.payorId) && r.assignedFactorId === factorId)
    .map((r) => ({ relationshipId: r.id, before: factorId, after: null }));
  const global = request.lorType === LetterOfReleaseType.GlobalLor;
  const clearsRecord = global && current.factorId === factorId;
  return {
    kind: 'apply',
    factorOfRecord: { factorId: clearsRecord ? null : current.factorId, changed: clearsRecord },
    relationships: changes,
    movesMoney: changes.length > 0,
  };
}

/**
 * The change that undoes a completed document found to be fraud: the factor of record and each
 * relationship back to what they were before it, but only where they still are what it made them
 * (a later document's change is not undone).
 */
export function reversalOf(
  applied: NonNullable<NoaDocument['applied']>,
  current: FactorOfRecord,
  relationships: readonly AssignableRelationship[],
): Extract<ApplicationPlan, { kind: 'apply' }> {
  const byId = new Map(relationships.map((r) => [r.id, r]));
  const changes = applied.relationships
    .filter((change) => byId.get(change.relationshipId)?.assignedFactorId === change.after)
    .map((change) => ({ relationshipId: change.relationshipId, before: change.after, after: change.before }));
  const restoresRecord = current.factorId === applied.factorOfRecordAfter;
  return {
    kind: 'apply',
    factorOfRecord: {
      factorId: restoresRecord ? applied.factorOfRecordBefore : current.factorId,
      changed: restoresRecord && applied.factorOfRecordBefore !== applied.factorOfRecordAfter,
    },
    relationships: changes,
    movesMoney: changes.length > 0,
  };
}
