import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import { type NoaNotice, type NoaNoticeList, NoticeState } from '#shared/schemas/payee-noa-notices.ts';
import type { DocumentActor, NoaDocument } from '../domain/noa/document.ts';
import { isDisputable } from '../domain/noa/document-transitions.ts';
import type { ExpectedVersion } from '../lib/http/if-match.ts';
import { getNoaDocument, listCarrierNoaDocuments } from '../repositories/noa-documents.ts';
import { listRelationships, type RelationshipRecord } from '../repositories/relationships.ts';
import { moveNoaDocument } from './noa-documents.ts';

/** A notice of assignment is an NOA that was applied to the carrier (it completed once). */
function isNotice(document: NoaDocument, payeeId: number): boolean {
  return document.payeeId === payeeId && document.request?.kind === 'noa' && document.applied !== null;
}

/**
 * Whether the notice still directs a payment: some payor it assigned still pays its factor. A letter
 * of release or another factor's notice may have taken them all back since, within its window too.
 */
function stands(document: NoaDocument, relationships: readonly RelationshipRecord[]): boolean {
  const assigned = new Set(
    (document.applied?.relationships ?? []).filter((r) => r.after === document.factorId).map((r) => r.relationshipId),
  );
  return relationships.some((r) => assigned.has(r.id) && r.assignedFactorId === document.factorId);
}

/**
 * A notice the carrier may dispute: in its window and still standing. An ended one moves no money,
 * and disputing it would hold (FRAUD_NOA) payors that now pay someone else.
 */
function disputable(document: NoaDocument, relationships: readonly RelationshipRecord[], now: Date): boolean {
  return isDisputable(document, now) && stands(document, relationships);
}

function stateOf(document: NoaDocument, relationships: readonly RelationshipRecord[], now: Date): NoticeState {
  switch (document.status) {
    case DocumentStatus.FraudInvestigation:
      return NoticeState.UnderInvestigation;
    case DocumentStatus.FraudConfirmed:
      return NoticeState.Undone;
    case DocumentStatus.Complete:
      if (!stands(document, relationships)) return NoticeState.Ended;
      return isDisputable(document, now) ? NoticeState.CoolingOff : NoticeState.InEffect;
    default:
      return NoticeState.Ended;
  }
}

/** The notice as the carrier sees it: who, which payors, since when, until when it may be disputed. */
function noticeOf(document: NoaDocument, relationships: readonly RelationshipRecord[], now: Date): NoaNotice {
  const applied = document.applied as NonNullable<NoaDocument['applied']>;
  const assigned = new Set(
    applied.relationships.filter((r) => r.after === document.factorId).map((r) => r.relationshipId),
  );
  const covered = relationships.filter((r) => assigned.has(r.id));
  const dispute = document.history.findLast((step) => step.event === 'dispute');
  return {
    id: document.id,
    factorName: document.factorName ?? '',
    scope: document.request?.kind === 'noa' ? document.request.scope : 'debtors',
    payors: covered.map((r) => ({ relationshipId: r.id, name: r.payorName })),
    since: calendarDateIn(new Date(applied.at)),
    coolingOffEndsAt: document.coolingOffEndsAt,
    state: stateOf(document, relationships, now),
    disputable: disputable(document, relationships, now),
    dispute: dispute ? { at: dispute.at, byName: dispute.byName, reason: dispute.note ?? '' } : null,
    version: document.version,
  };
}

/** The carrier's notices of assignment, newest first. */
export async function payeeNoaNotices(payeeId: number, now = new Date()): Promise<NoaNoticeList> {
  const [documents, relationships] = await Promise.all([listCarrierNoaDocuments(payeeId), listRelationships(payeeId)]);
  const notices = documents.filter((d) => isNotice(d, payeeId)).sort((a, b) => b.id - a.id);
  return { items: notices.map((d) => noticeOf(d, relationships, now)) };
}

/**
 * One notice of the carrier; null for an unknown id, a document that is not a notice to it, and
 * another carrier's (the caller answers 404 alike).
 */
export async function payeeNoaNotice(payeeId: number, id: number, now = new Date()): Promise<NoaNotice | null> {
  const document = await getNoaDocument(id);
  if (!document || !isNotice(document, payeeId)) return null;
  return noticeOf(document, await listRelationships(payeeId), now);
}

export type DisputeResult =
  | { kind: 'disputed'; notice: NoaNotice }
  | { kind: 'notFound' }
  /** The window has passed (or the notice no longer stands): `coolingOffEndsAt` says when it ended. */
  | { kind: 'notDisputable'; coolingOffEndsAt: string | null }
  | { kind: 'conflict' };

/**
 * The carrier disputes a notice within its cooling-off window (the model's `dispute`: the document
 * goes to fraud investigation and its payors are held, FRAUD_NOA), on the version it saw. A dispute
 * repeated once made (a retry after a lost answer) answers the disputed notice and writes nothing.
 */
export async function disputeNoaNotice(input: {
  payeeId: number;
  id: number;
  reason: string;
  actor: DocumentActor;
  expected: ExpectedVersion;
  now?: Date;
}): Promise<DisputeResult> {
  const now = input.now ?? new Date();
  const document = await getNoaDocument(input.id);
  if (!document || !isNotice(document, input.payeeId)) return { kind: 'notFound' };
  const expectedVersion = input.expected();
  const alreadyDisputed = document.history.some((step) => step.event === 'dispute');
  const relationships = await listRelationships(input.payeeId);
  if (alreadyDisputed) return { kind: 'disputed', notice: noticeOf(document, relationships, now) };
  if (!disputable(document, relationships, now)) {
    return { kind: 'notDisputable', coolingOffEndsAt: document.coolingOffEndsAt };
  }
  const result = await moveNoaDocument({
    documentId: input.id,
    event: { type: 'dispute', reason: input.reason },
    actor: input.actor,
    carrierId: input.payeeId,
    expectedVersion,
    now,
  });
  switch (result.kind) {
    case 'moved':
      return {
        kind: 'disputed',
        notice: noticeOf(result.document, await listRelationships(input.payeeId), now),
      };
    case 'notFound':
      return { kind: 'notFound' };
    case 'conflict':
      return { kind: 'conflict' };
    case 'refused':
      return { kind: 'notDisputable', coolingOffEndsAt: document.coolingOffEndsAt };
  }
}
