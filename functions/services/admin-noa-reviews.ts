import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import type { NoaQueueDocument, NoaQueueQuery } from '#shared/schemas/admin-noa-queues.ts';
import type {
  CoachableProcessor,
  CoachableReport,
  ConflictHistoryPage,
  ConflictHistoryQuery,
  NoaDateRangeQuery,
} from '#shared/schemas/admin-noa-reviews.ts';
import { pageOf } from '#shared/schemas/list-query.ts';
import type { DocumentActor, NoaDocument } from '../domain/noa/document.ts';
import { chicagoDayBounds } from '../domain/noa/queues.ts';
import {
  coachableFigures,
  conflictResolutions,
  findingsBetween,
  reportDays,
  wasInConflict,
} from '../domain/noa/reviews.ts';
import { type PageRange, splitPages, splitPartDocument } from '../domain/noa/split.ts';
import { nextId } from '../repositories/counters.ts';
import { membershipIndex } from '../repositories/memberships.ts';
import {
  getNoaDocument,
  listNoaSteps,
  type NoaStepRecord,
  newNoaDocumentWrites,
} from '../repositories/noa-documents.ts';
import { getUser } from '../repositories/users.ts';
import {
  noaQueueDocument,
  noaQueuePage,
  type QueueMoveResult,
  resolveWaitingDocument,
  rowsOf,
} from './admin-noa-queues.ts';
import { moveNoaDocument, portalActor } from './noa-documents.ts';
import { proposeNoaFields } from './noa-proposals.ts';

/**
 * The staff's NOA review screens (seeds 001 §2): split NOAs, the coachable report, the action
 * conflicts' history and the pending LOR designation. Moves go through the document model
 * (`moveNoaDocument`); reports read the step log by day (`NOASTEPS#<day>`), not every document.
 */

/** The documents waiting to be split, oldest first. */
export function splitQueuePage(query: NoaQueueQuery, now = new Date()) {
  return noaQueuePage(DocumentStatus.RequestToSplit, query, now);
}

export type SplitResult =
  | { kind: 'split'; document: NoaQueueDocument; partIds: number[] }
  | { kind: 'notFound' }
  | { kind: 'notAllowed' }
  | { kind: 'conflict' }
  | { kind: 'pagesNotCovered' };

/**
 * Splits a document holding several notices into documents of its page runs (`splitPartDocument`:
 * ready to process, their fields proposed again from their own pages), and the original moves to
 * Deprecated (SplitComplete) in the same transaction, on the version the ops manager saw. A retried
 * split finds the document split by them and answers the same parts.
 */
export async function splitNoaDocument(input: {
  documentId: number;
  parts: readonly PageRange[];
  version: () => number;
  actor: DocumentActor;
  now?: Date;
}): Promise<SplitResult> {
  const now = input.now ?? new Date();
  const document = await getNoaDocument(input.documentId);
  if (!document) return { kind: 'notFound' };
  const version = input.version();
  if (document.version !== version) {
    const last = document.history.at(-1);
    const repeated =
      document.version === version + 1 && last?.event === 'splitDone' && last.byUserId === input.actor.userId;
    if (!repeated) return { kind: 'conflict' };
    return answered(document.id, document.splitInto ?? [], now);
  }
  const plan = splitPages(document, input.parts);
  if (plan.kind === 'refused') return { kind: plan.reason };
  const parts = await Promise.all(plan.parts.map((pages) => partOf(document, pages, now)));
  const moved = await moveNoaDocument({
    documentId: document.id,
    event: { type: 'splitDone', partIds: parts.map((part) => part.id) },
    actor: input.actor,
    expectedVersion: version,
    alongside: parts.flatMap(newNoaDocumentWrites),
    now,
  });
  if (moved.kind === 'moved') return answered(document.id, moved.document.splitInto ?? [], now);
  if (moved.kind === 'notFound' || moved.kind === 'conflict') return { kind: moved.kind };
  return { kind: 'notAllowed' };
}

async function partOf(original: NoaDocument, pages: NoaDocument['pages'], now: Date): Promise<NoaDocument> {
  const text = pages.map((page) => page.text ?? '').join('\n');
  const [id, proposed] = await Promise.all([nextId('noaDocument'), proposeNoaFields(original, text)]);
  return splitPartDocument({ original, id, pages, proposed, actor: portalActor, now });
}

async function answered(documentId: number, partIds: number[], now: Date): Promise<SplitResult> {
  const document = await noaQueueDocument(documentId, now);
  return document ? { kind: 'split', document, partIds } : { kind: 'notFound' };
}

/** The instants a report of days of America/Chicago covers, and those days. */
function reportRange(query: NoaDateRangeQuery, now: Date) {
  const days = reportDays(query, calendarDateIn(now));
  return { ...days, fromAt: chicagoDayBounds(days.from).from, toAt: chicagoDayBounds(days.to).to };
}

/** The documents the steps are of, each read once for its findings and history. */
async function documentsOf(steps: readonly NoaStepRecord[]): Promise<Map<number, NoaDocument>> {
  const ids = [...new Set(steps.map((step) => step.documentId))];
  const documents = await Promise.all(ids.map(getNoaDocument));
  return new Map(documents.filter((d): d is NoaDocument => d !== null).map((d) => [d.id, d]));
}

/** Steps that may carry a finding or a processing: audits returned and documents sent to audit. */
const coachableEvents = new Set(['returnToProcessor', 'submitForAudit']);

/** The coachable report: per processor, documents sent to audit and findings returned, over days. */
export async function coachableReport(query: NoaDateRangeQuery, now = new Date()): Promise<CoachableReport> {
  const range = reportRange(query, now);
  const steps = (await listNoaSteps(range.fromAt, range.toAt)).filter((step) => coachableEvents.has(step.event));
  const documents = await documentsOf(steps.filter((step) => step.event === 'returnToProcessor'));
  const findings = findingsBetween([...documents.values()], range.fromAt, range.toAt);
  return { from: range.from, to: range.to, processors: coachableFigures(steps, findings) };
}

/**
 * One processor's findings over days, newest first; null when `processorId` is no member of the
 * staff company asking (an unknown person and another company's alike).
 */
export async function coachableProcessor(
  processorId: number,
  staffCompanyId: number,
  query: NoaDateRangeQuery,
  now = new Date(),
): Promise<CoachableProcessor | null> {
  const [user, membership] = await Promise.all([getUser(processorId), membershipIndex(processorId, staffCompanyId)]);
  if (!user || membership === null) return null;
  const range = reportRange(query, now);
  const steps = (await listNoaSteps(range.fromAt, range.toAt)).filter((step) => coachableEvents.has(step.event));
  const documents = await documentsOf(steps.filter((step) => step.event === 'returnToProcessor'));
  const findings = findingsBetween([...documents.values()], range.fromAt, range.toAt)
    .filter((finding) => finding.processorId === processorId)
    .sort((a, b) => b.at.localeCompare(a.at));
  return {
    processorId,
    processorName: user.name ?? null,
    from: range.from,
    to: range.to,
    processed: steps.filter((step) => step.event === 'submitForAudit' && step.byUserId === processorId).length,
    findings: findings.map((finding) => ({
      documentId: finding.documentId,
      at: finding.at,
      auditorName: finding.auditorName,
      code: finding.code,
      text: finding.text,
    })),
  };
}

/** The action conflicts resolved over days, newest first: how each left and who resolved it. */
export async function conflictHistoryPage(query: ConflictHistoryQuery, now = new Date()): Promise<ConflictHistoryPage> {
  const range = reportRange(query, now);
  const steps = (await listNoaSteps(range.fromAt, range.toAt)).filter(
    (step) => step.from === DocumentStatus.ActionConflict && step.to !== DocumentStatus.ActionConflict,
  );
  const documents = await documentsOf(steps);
  const resolutions = conflictResolutions(steps, documents).filter((r) => documents.has(r.documentId));
  const page = pageOf(resolutions, query);
  const rows = await rowsOf(
    page.items.map((r) => documents.get(r.documentId) as NoaDocument),
    now,
  );
  return {
    ...page,
    from: range.from,
    to: range.to,
    items: page.items.map((resolution, index) => ({ ...(rows[index] as (typeof rows)[number]), ...resolution })),
  };
}

/** A document that was in action conflict, with its steps; null for one that never was (or none). */
export async function conflictHistoryDocument(documentId: number, now = new Date()): Promise<NoaQueueDocument | null> {
  const document = await getNoaDocument(documentId);
  if (!document || !wasInConflict(document)) return null;
  return noaQueueDocument(documentId, now);
}

/** The letter of release designated: back to the processing queue (lorDesignated). */
export function resolveLorDesignation(input: {
  documentId: number;
  version: () => number;
  actor: DocumentActor;
  now?: Date;
}): Promise<QueueMoveResult> {
  return resolveWaitingDocument({
    ...input,
    resolution: { resolution: 'returnToQueue' },
    statuses: [DocumentStatus.PendingLorDesignation, DocumentStatus.PendingLorDesignationHighRisk],
    back: { type: 'lorDesignated' },
  });
}
