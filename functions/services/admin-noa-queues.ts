import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { type ActionCode, DocumentStatus } from '#shared/enums/noa-document.ts';
import type {
  BulkRemovalResult,
  ConflictResolution,
  MissingLorRow,
  NoaDocumentRow,
  NoaMetrics,
  NoaQueueDocument,
  NoaQueueQuery,
  NoaSearchQuery,
} from '#shared/schemas/admin-noa-queues.ts';
import { type Page, pageOf } from '#shared/schemas/list-query.ts';
import type { DocumentActor, DocumentEvent, NoaDocument } from '../domain/noa/document.ts';
import {
  chicagoDayBounds,
  factorNameKey,
  openStatuses,
  type PendingFactorGroup,
  pendingFactorGroups,
  processorRates,
  queueFigures,
  statusSince,
  wholeHoursSince,
} from '../domain/noa/queues.ts';
import { getCompanyNames } from '../repositories/companies.ts';
import { getFactorOfRecord } from '../repositories/factor-of-record.ts';
import {
  getNoaDocument,
  listCarrierNoaDocuments,
  listFactorNoaDocuments,
  listNoaQueue,
  listNoaSteps,
} from '../repositories/noa-documents.ts';
import { moveNoaDocument } from './noa-documents.ts';

/**
 * The staff's NOA queue screens (seeds 001 §2): what each lists, and the moves made from them, all
 * through the document model (services/noa-documents.ts `moveNoaDocument`). Staff see every
 * document: the queues are the portal's, not a company's.
 */

type Named = Map<number, string>;

async function namesFor(documents: readonly NoaDocument[]): Promise<Named> {
  const ids = documents.flatMap((d) => [d.payeeId, d.factorId]).filter((id): id is number => id !== null);
  return getCompanyNames([...new Set(ids)]);
}

function rowOf(document: NoaDocument, names: Named, now: Date): NoaDocumentRow {
  const since = statusSince(document);
  return {
    id: document.id,
    status: document.status,
    receivedAt: document.receivedAt,
    statusSince: since,
    waitingHours: wholeHoursSince(since, now),
    kind: document.request?.kind ?? document.proposed?.kind ?? null,
    carrierId: document.payeeId,
    carrierName: document.payeeId === null ? null : (names.get(document.payeeId) ?? null),
    factorId: document.factorId,
    factorName: document.factorId === null ? null : (document.factorName ?? names.get(document.factorId) ?? null),
    proposedCarrierName: document.proposed?.carrierName ?? null,
    proposedFactorName: document.proposed?.factorName ?? null,
    actionCode: document.actionCode,
    processedByName: document.processedBy?.name ?? null,
    version: document.version,
  };
}

export async function rowsOf(documents: readonly NoaDocument[], now: Date): Promise<NoaDocumentRow[]> {
  const names = await namesFor(documents);
  return documents.map((d) => rowOf(d, names, now));
}

const oldestFirst = (a: NoaDocument, b: NoaDocument) => a.receivedAt.localeCompare(b.receivedAt) || a.id - b.id;

/** One queue (a document status), oldest first: the one waiting longest is worked first. */
export async function noaQueuePage(
  status: DocumentStatus,
  query: NoaQueueQuery,
  now = new Date(),
): Promise<Page<NoaDocumentRow>> {
  const documents = (await listNoaQueue(status)).sort(oldestFirst);
  const page = pageOf(documents, query);
  return { ...page, items: await rowsOf(page.items, now) };
}

/**
 * Documents by number, carrier, factor or status (any together), newest first. One index is read
 * (the most selective criterion given) and the rest filter what it holds.
 */
export async function searchNoaDocuments(query: NoaSearchQuery, now = new Date()): Promise<Page<NoaDocumentRow>> {
  let found: NoaDocument[];
  if (query.documentId !== undefined) {
    const document = await getNoaDocument(query.documentId);
    found = document ? [document] : [];
  } else if (query.carrierId !== undefined) {
    found = await listCarrierNoaDocuments(query.carrierId);
  } else if (query.factorId !== undefined) {
    found = await listFactorNoaDocuments(query.factorId);
  } else {
    found = await listNoaQueue(query.status as DocumentStatus);
  }
  const matching = found
    .filter(
      (d) =>
        (query.carrierId === undefined || d.payeeId === query.carrierId) &&
        (query.factorId === undefined || d.factorId === query.factorId) &&
        (query.status === undefined || d.status === query.status),
    )
    .sort((a, b) => oldestFirst(b, a));
  const page = pageOf(matching, query);
  return { ...page, items: await rowsOf(page.items, now) };
}

/** One document with its steps, for a queue's `{id}` screen; null when there is none. */
export async function noaQueueDocument(documentId: number, now = new Date()): Promise<NoaQueueDocument | null> {
  const document = await getNoaDocument(documentId);
  if (!document) return null;
  const [row] = await rowsOf([document], now);
  return {
    ...(row as NoaDocumentRow),
    fileName: document.source.fileName,
    pageCount: document.pages.length,
    proposedDebtorNames: document.proposed?.debtorNames ?? [],
    history: document.history.map((step) => ({
      event: step.event,
      from: step.from,
      to: step.to,
      at: step.at,
      byName: step.byName,
      actionCode: step.actionCode,
      note: step.note ?? null,
    })),
  };
}

export type QueueMoveResult =
  | { kind: 'moved'; document: NoaQueueDocument }
  | { kind: 'notFound' }
  | { kind: 'notAllowed' }
  | { kind: 'conflict' };

/**
 * A repeat of a move this person already made on `version` (a retried request): the document is at
 * the next version and its last step is that move by them.
 */
function isRepeat(document: NoaDocument, version: number, event: DocumentEvent, actor: DocumentActor): boolean {
  const last = document.history.at(-1);
  const code = event.type === 'remove' ? event.actionCode : null;
  return (
    document.version === version + 1 &&
    last?.event === event.type &&
    last.byUserId === actor.userId &&
    (event.type !== 'remove' || last.actionCode === code)
  );
}

/** Moves one document from a staff screen on the version the person saw; a retried move answers the same. */
async function moveFromScreen(
  documentId: number,
  event: DocumentEvent,
  version: number,
  actor: DocumentActor,
  now: Date,
): Promise<QueueMoveResult> {
  const result = await moveNoaDocument({ documentId, event, actor, expectedVersion: version, now });
  if (result.kind === 'notFound') return result;
  if (result.kind !== 'moved') {
    const current = await getNoaDocument(documentId);
    if (!current || !isRepeat(current, version, event, actor)) {
      return result.kind === 'conflict' ? { kind: 'conflict' } : { kind: 'notAllowed' };
    }
  }
  const document = await noaQueueDocument(documentId, now);
  return document ? { kind: 'moved', document } : { kind: 'notFound' };
}

/**
 * A document waiting in one of `statuses` settled from its screen: back to the processing queue by
 * `back`, or removed with its reason. Only a document still waiting there is moved (remove alone
 * would take other statuses too); a retried request answers what the first did.
 */
export async function resolveWaitingDocument(input: {
  documentId: number;
  statuses: readonly DocumentStatus[];
  back: DocumentEvent;
  resolution: ConflictResolution;
  /** The version the person saw, asked for once the document is known (If-Match: 428 without it). */
  version: () => number;
  actor: DocumentActor;
  now?: Date;
}): Promise<QueueMoveResult> {
  const now = input.now ?? new Date();
  const current = await getNoaDocument(input.documentId);
  if (!current) return { kind: 'notFound' };
  const version = input.version();
  const event: DocumentEvent =
    input.resolution.resolution === 'remove' ? { type: 'remove', actionCode: input.resolution.reasonCode } : input.back;
  if (!input.statuses.includes(current.status) && !isRepeat(current, version, event, input.actor)) {
    return current.version === version ? { kind: 'notAllowed' } : { kind: 'conflict' };
  }
  return moveFromScreen(input.documentId, event, version, input.actor, now);
}

/** An action conflict resolved: back to the processing queue, or removed with its reason. */
export function resolveActionConflict(input: {
  documentId: number;
  resolution: ConflictResolution;
  version: () => number;
  actor: DocumentActor;
  now?: Date;
}): Promise<QueueMoveResult> {
  return resolveWaitingDocument({
    ...input,
    statuses: [DocumentStatus.ActionConflict],
    back: { type: 'resolveConflict' },
  });
}

/**
 * Removes each selected document (on the version the person saw) with one reason: one result per
 * document, each its own transaction, so one that changed meanwhile stops only itself. A retried
 * request answers `removed` for the documents it removed.
 */
export async function bulkRemoveNoaDocuments(input: {
  documents: readonly { id: number; version: number }[];
  reasonCode: ActionCode;
  note: string | null;
  actor: DocumentActor;
  now?: Date;
}): Promise<BulkRemovalResult> {
  const now = input.now ?? new Date();
  const event: DocumentEvent = { type: 'remove', actionCode: input.reasonCode, note: input.note };
  const results: BulkRemovalResult['results'] = [];
  const seen = new Set<number>();
  for (const { id, version } of input.documents) {
    if (seen.has(id)) continue;
    seen.add(id);
    const result = await moveFromScreen(id, event, version, input.actor, now);
    results.push({
      id,
      outcome: result.kind === 'moved' ? 'removed' : result.kind === 'conflict' ? 'changed' : result.kind,
    });
  }
  return { results };
}

/** The documents waiting for a factor not yet on the portal, grouped by the name they give it. */
export async function pendingFactors(): Promise<PendingFactorGroup[]> {
  return pendingFactorGroups(await listNoaQueue(DocumentStatus.PendingNewFactor));
}

/**
 * The factor a group names is now on the portal: each of its documents goes back to the processing
 * queue (newFactorAdded), where the processor confirms the factor. Answers the documents returned;
 * a repeat finds none left.
 */
export async function returnPendingFactorGroup(input: {
  proposedFactorName: string;
  actor: DocumentActor;
  now?: Date;
}): Promise<number[]> {
  const key = factorNameKey(input.proposedFactorName);
  const waiting = (await listNoaQueue(DocumentStatus.PendingNewFactor)).filter(
    (d) => factorNameKey(d.proposed?.factorName) === key,
  );
  const returned: number[] = [];
  for (const document of waiting.sort(oldestFirst)) {
    const result = await moveNoaDocument({
      documentId: document.id,
      event: { type: 'newFactorAdded' },
      actor: input.actor,
      ...(input.now ? { now: input.now } : {}),
    });
    if (result.kind === 'moved') returned.push(document.id);
  }
  return returned;
}

/**
 * NOAs waiting for a letter of release (PendingLorValidation), oldest first: the carrier, the
 * factor of record that must send the LOR (read now) and how long each has waited.
 */
export async function missingLorPage(query: NoaQueueQuery, now = new Date()): Promise<Page<MissingLorRow>> {
  const documents = (await listNoaQueue(DocumentStatus.PendingLorValidation)).sort(oldestFirst);
  const page = pageOf(documents, query);
  const records = await Promise.all(page.items.map((d) => (d.payeeId === null ? null : getFactorOfRecord(d.payeeId))));
  const rows = await rowsOf(page.items, now);
  const holderNames = await getCompanyNames(
    records.map((r) => r?.factorId ?? null).filter((id): id is number => id !== null),
  );
  return {
    ...page,
    items: rows.map((row, index) => {
      const holder = records[index]?.factorId ?? null;
      return {
        ...row,
        factorOfRecordId: holder,
        factorOfRecordName: holder === null ? null : (records[index]?.factorName ?? holderNames.get(holder) ?? null),
      };
    }),
  };
}

/** Queue sizes and ages now, and documents per hour per processor on a day of America/Chicago. */
export async function noaMetrics(date: string | undefined, now = new Date()): Promise<NoaMetrics> {
  const day = date ?? calendarDateIn(now);
  const bounds = chicagoDayBounds(day);
  const [queues, steps] = await Promise.all([
    Promise.all(openStatuses.map(async (status) => [status, await listNoaQueue(status)] as const)),
    listNoaSteps(bounds.from, bounds.to),
  ]);
  return { date: day, queues: queueFigures(new Map(queues), now), processors: processorRates(steps) };
}
