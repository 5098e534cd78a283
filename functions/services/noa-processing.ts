import { CompanyType } from '#shared/enums/company-type.ts';
import { DocumentStatus, type DocumentTaskType } from '#shared/enums/noa-document.ts';
import type { CarrierMatch, NoaDocumentView, QueueOverview } from '#shared/schemas/admin-noa-processing.ts';
import type { NoaDocument } from '../domain/noa/document.ts';
import { isHeldByOther, liveLease, takeDocument, type Worker } from '../domain/noa/lease.ts';
import { neededTasks, type TaskFacts } from '../domain/noa/tasks.ts';
import { findCompanyByCarrierNumber } from '../repositories/carrier-numbers.ts';
import { type CompanyRecord, getCompany } from '../repositories/companies.ts';
import { transactWriteIf } from '../repositories/conditional-writes.ts';
import {
  getNoaDocument,
  listCarrierNoaDocuments,
  listNoaQueue,
  noaDocumentWrites,
} from '../repositories/noa-documents.ts';
import { presignNoaPageImage } from '../repositories/noa-page-images.ts';
import { listRelationships } from '../repositories/relationships.ts';

const S = DocumentStatus;

/** The queues processors and auditors work, in the order the overview shows them. */
export const workedQueues = [
  S.ReadyToProcess,
  S.ReadyToAudit,
  S.ActionConflict,
  S.Deferred,
  S.DeferredAndNotified,
  S.RequestToSplit,
  S.PendingNewFactor,
  S.PendingLorValidation,
  // Letters of release whose kind was unclear: staff designate them on pending_lor_designation/{id}.
  S.PendingLorDesignation,
  S.PendingLorDesignationHighRisk,
  S.Held,
  S.FraudInvestigation,
] as const;

/** How many documents wait in each worked queue, and since when the oldest. */
export async function queueOverview(): Promise<QueueOverview> {
  const queues = await Promise.all(
    workedQueues.map(async (statusId) => {
      const documents = await listNoaQueue(statusId);
      return { statusId, count: documents.length, oldestReceivedAt: documents[0]?.receivedAt ?? null };
    }),
  );
  return { queues };
}

export type Work = 'process' | 'audit';

/**
 * The next document for the worker, taken with a lease written on the version read (a conditional
 * write: of two workers reading the same document, one takes it and the other goes on to the
 * next). Processing offers first a document the worker already holds (so a repeated request takes
 * nothing more), then one an audit returned to them, then the oldest; audit offers only documents
 * someone else processed (`ownWaiting` counts the worker's own waiting for a second person).
 */
export async function takeNext(
  work: Work,
  worker: Worker,
  now: Date,
): Promise<{ document: NoaDocument | null; ownWaiting: number }> {
  const status = work === 'process' ? S.ReadyToProcess : S.ReadyToAudit;
  const queued = await listNoaQueue(status);
  const own = (d: NoaDocument) => work === 'audit' && d.processedBy?.userId === worker.userId;
  const ownWaiting = queued.filter(own).length;
  const rank = (d: NoaDocument) => {
    if (liveLease(d, now)?.userId === worker.userId) return 0;
    return d.auditFindings.at(-1)?.processorId === worker.userId ? 1 : 2;
  };
  const candidates = queued
    .filter((d) => !own(d) && !isHeldByOther(d, worker.userId, now))
    .map((d, position) => ({ d, position }))
    .sort((a, b) => rank(a.d) - rank(b.d) || a.position - b.position)
    .map(({ d }) => d.id);
  for (const id of candidates) {
    // The queue's index lags: the document itself says whether it is still there and free.
    const fresh = await getNoaDocument(id);
    if (!fresh || fresh.status !== status || own(fresh)) continue;
    const taken = takeDocument(fresh, worker, now);
    if (taken && (await transactWriteIf(noaDocumentWrites(taken)))) {
      return { document: { ...taken, version: taken.version + 1 }, ownWaiting };
    }
  }
  return { document: null, ownWaiting };
}

/** What the task checklist reads of the carrier's records (domain/noa/tasks.ts). */
export async function taskFactsOf(document: NoaDocument): Promise<TaskFacts> {
  if (document.payeeId === null) return { carrierMcNumber: null, duplicateIds: [] };
  const [carrier, others] = await Promise.all([
    getCompany(document.payeeId),
    listCarrierNoaDocuments(document.payeeId),
  ]);
  const dismissed: readonly number[] = [S.Removed, S.Deprecated, S.FraudConfirmed];
  const duplicateIds = others
    .filter(
      (other) =>
        other.id !== document.id &&
        !dismissed.includes(other.status) &&
        other.factorId === document.factorId &&
        other.request?.kind === document.request?.kind,
    )
    .map((other) => other.id);
  return { carrierMcNumber: carrier?.mcNumber ?? null, duplicateIds };
}

const normalized = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A carrier as a choice for the document, its payors marked where the document names them. */
async function carrierChoice(
  carrier: CompanyRecord,
  matchedBy: CarrierMatch['matchedBy'],
  named: { ids: readonly number[]; names: readonly string[] },
): Promise<CarrierMatch> {
  const relationships = await listRelationships(carrier.id);
  const names = named.names.map(normalized).filter((n) => n.length > 0);
  const byPayor = new Map(relationships.map((r) => [r.payorId, r.payorName]));
  return {
    companyId: carrier.id,
    name: carrier.name,
    mcNumber: carrier.mcNumber,
    dotNumber: carrier.dotNumber,
    matchedBy,
    payors: [...byPayor].map(([payorId, name]) => ({
      payorId,
      name,
      named:
        named.ids.includes(payorId) || names.some((n) => normalized(name).includes(n) || n.includes(normalized(name))),
    })),
  };
}

/**
 * Portal carriers holding an MC or DOT number (each number is claimed by one company at
 * registration), as choices for a document naming `debtorNames`.
 */
export async function carrierMatches(
  numbers: { mcNumber?: string | null; dotNumber?: string | null },
  debtorNames: readonly string[] = [],
): Promise<CarrierMatch[]> {
  const found = new Map<number, CarrierMatch['matchedBy']>();
  for (const [kind, number] of [
    ['mc', numbers.mcNumber],
    ['dot', numbers.dotNumber],
  ] as const) {
    if (!number) continue;
    const companyId = await findCompanyByCarrierNumber(kind === 'mc' ? 'MC' : 'DOT', number);
    if (companyId !== null) found.set(companyId, [...(found.get(companyId) ?? []), kind]);
  }
  const carriers = await Promise.all(
    [...found].map(async ([companyId, matchedBy]) => {
      const company = await getCompany(companyId);
      return company?.type === CompanyType.Payee
        ? carrierChoice(company, matchedBy, { ids: [], names: debtorNames })
        : null;
    }),
  );
  return carriers.filter((c): c is CarrierMatch => c !== null);
}

/** What the worker may do with the document now: the buttons the work screen shows. */
export function workOf(document: NoaDocument, worker: Worker, now: Date): NoaDocumentView['work'] {
  if (isHeldByOther(document, worker.userId, now)) return 'none';
  if (document.status === S.ReadyToProcess) return 'process';
  if (document.status === S.ReadyToAudit && document.processedBy?.userId !== worker.userId) return 'audit';
  return 'none';
}

/** The document as the work screen shows it: page links, fields, choices, checklist, who holds it. */
export async function documentView(document: NoaDocument, worker: Worker, now: Date): Promise<NoaDocumentView> {
  const debtorIds = document.request && 'debtorPayorIds' in document.request ? document.request.debtorPayorIds : [];
  const debtorNames = document.proposed?.debtorNames ?? [];
  const [pages, sender, payee, matches, facts] = await Promise.all([
    Promise.all(
      document.pages.map(async (page) => ({
        number: page.number,
        url: await presignNoaPageImage(page.imageKey),
        text: page.text,
      })),
    ),
    document.senderFactorId === null ? null : getCompany(document.senderFactorId),
    document.payeeId === null ? null : getCompany(document.payeeId),
    carrierMatches(document.proposed ?? {}, debtorNames),
    taskFactsOf(document),
  ]);
  const done = new Map(document.completedTasks.map((task) => [task.taskType, task]));
  const lease = liveLease(document, now);
  return {
    id: document.id,
    statusId: document.status,
    receivedAt: document.receivedAt,
    fileName: document.source.fileName,
    channel: document.source.channel,
    senderFactor: sender ? { id: sender.id, name: sender.name } : null,
    pages,
    proposed: document.proposed,
    confirmed: {
      payee: payee
        ? await carrierChoice(payee, [], { ids: debtorIds, names: debtorIds.length ? [] : debtorNames })
        : null,
      factor:
        document.factorId === null
          ? null
          : { id: document.factorId, name: document.factorName ?? String(document.factorId) },
      request: document.request,
    },
    matches,
    tasks: neededTasks(document, facts).map((taskType: DocumentTaskType) => ({
      taskType,
      doneAt: done.get(taskType)?.at ?? null,
      doneBy: done.get(taskType)?.byName ?? null,
    })),
    lease: lease ? { name: lease.name, until: lease.until, mine: lease.userId === worker.userId } : null,
    processedBy: document.processedBy,
    auditedBy: document.auditedBy,
    actionCodeId: document.actionCode,
    work: workOf(document, worker, now),
    findings: document.auditFindings.map((f) => ({
      at: f.at,
      auditorName: f.auditorName,
      processorName: f.processorName,
      code: f.code,
      text: f.text,
    })),
    version: document.version,
  };
}
