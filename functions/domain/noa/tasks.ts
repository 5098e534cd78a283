import { DocumentStatus, DocumentTaskType, LetterOfReleaseType } from '#shared/enums/noa-document.ts';
import type { NoaDocument } from './document.ts';
import { confirmFields } from './document-transitions.ts';
import { leaseFor, type Worker } from './lease.ts';

const T = DocumentTaskType;

/** What the checklist reads beyond the document: the confirmed carrier's numbers and possible duplicates. */
export type TaskFacts = {
  /** The confirmed carrier's MC number on record (null: it has none). */
  carrierMcNumber: string | null;
  /** Other documents of the same carrier and factor asking the same (open or complete): maybe a duplicate. */
  duplicateIds: readonly number[];
};

type Checklist = Pick<NoaDocument, 'payeeId' | 'factorId' | 'request' | 'proposed'>;

/**
 * The tasks a document needs before it may go to audit, in the order a processor works them,
 * derived from what is confirmed (pure). Every document needs its carrier matched to a portal
 * carrier (SelectPayeeMatches) and a last Review. An NOA records the notice and its factor; an LOR
 * the letter and its type; a per-debtor document the payors it names. A carrier without an MC on
 * record needs it added from the document; a second document of the same carrier, factor and kind
 * is confirmed as a duplicate or not; a document whose reading found nothing at all is confirmed
 * not to be spam.
 */
export function neededTasks(document: Checklist, facts: TaskFacts): DocumentTaskType[] {
  const { request, proposed } = document;
  const tasks: DocumentTaskType[] = [T.SelectPayeeMatches];
  if (document.payeeId !== null && facts.carrierMcNumber === null) tasks.push(T.AddCarrierMC);
  if (request?.kind === 'noa') tasks.push(T.AddNoticeOfAssignment, T.AddAssignedFactor);
  if (request?.kind === 'lor') tasks.push(T.AddLetterOfRelease, T.AddLetterOfReleaseTypeId);
  if (namesDebtors(request)) tasks.push(T.AddPayor);
  if (facts.duplicateIds.length > 0) tasks.push(T.ConfirmDuplicateNoa);
  if (readNothing(proposed)) tasks.push(T.ConfirmSpam);
  tasks.push(T.Review);
  return tasks;
}

function namesDebtors(request: NoaDocument['request']): boolean {
  if (!request) return false;
  return request.kind === 'noa' ? request.scope === 'debtors' : request.lorType === LetterOfReleaseType.SingleDebtorLor;
}

function readNothing(proposed: NoaDocument['proposed']): boolean {
  return (
    !proposed ||
    (proposed.carrierName === null &&
      proposed.mcNumber === null &&
      proposed.dotNumber === null &&
      proposed.factorName === null &&
      proposed.kind === null &&
      proposed.debtorNames.length === 0)
  );
}

/** The needed tasks not done yet, in checklist order. */
export function outstandingTasks(needed: readonly DocumentTaskType[], document: Pick<NoaDocument, 'completedTasks'>) {
  const done = new Set(document.completedTasks.map((task) => task.taskType));
  return needed.filter((task) => !done.has(task));
}

/** Why a task may not be marked done. */
export type TaskRefusal =
  /** The document is not being processed. */
  | 'notProcessing'
  /** The checklist does not hold this task for the document as confirmed. */
  | 'notNeeded'
  /** What the task records is not confirmed yet (the carrier, the factor, the debtors). */
  | 'fieldsMissing'
  /** Review comes last: every other task first. */
  | 'tasksOutstanding';

export type TaskOutcome =
  | { kind: 'done'; document: NoaDocument; repeated: boolean }
  | { kind: 'refused'; reason: TaskRefusal };

function recorded(task: DocumentTaskType, document: NoaDocument): boolean {
  switch (task) {
    case T.SelectPayeeMatches:
    case T.AddCarrierMC:
      return document.payeeId !== null;
    case T.AddAssignedFactor:
    case T.AddNoticeOfAssignment:
    case T.AddLetterOfRelease:
      return document.factorId !== null && document.request !== null;
    case T.AddLetterOfReleaseTypeId:
      return document.request?.kind === 'lor';
    case T.AddPayor:
      return (
        document.request !== null && 'debtorPayorIds' in document.request && document.request.debtorPayorIds.length > 0
      );
    default:
      return true;
  }
}

/**
 * The task marked done by the worker (who keeps the document: the lease renews). Marking a task
 * already done changes nothing (`repeated`), so a repeated request records it once.
 */
export function completeTask(
  document: NoaDocument,
  task: DocumentTaskType,
  facts: TaskFacts,
  worker: Worker,
  now: Date,
): TaskOutcome {
  if (document.status !== DocumentStatus.ReadyToProcess) return { kind: 'refused', reason: 'notProcessing' };
  const needed = neededTasks(document, facts);
  if (!needed.includes(task)) return { kind: 'refused', reason: 'notNeeded' };
  if (document.completedTasks.some((done) => done.taskType === task)) {
    return { kind: 'done', document, repeated: true };
  }
  if (!recorded(task, document)) return { kind: 'refused', reason: 'fieldsMissing' };
  if (task === T.Review && outstandingTasks(needed, document).some((other) => other !== T.Review)) {
    return { kind: 'refused', reason: 'tasksOutstanding' };
  }
  const at = now.toISOString();
  return {
    kind: 'done',
    repeated: false,
    document: {
      ...document,
      lease: leaseFor(worker, now),
      completedTasks: [
        ...document.completedTasks,
        { taskType: task, at, byUserId: worker.userId, byName: worker.name },
      ],
      history: [...document.history, { ...workStep(document, worker, at), event: 'taskCompleted', taskType: task }],
    },
  };
}

/** The confirmed fields as the processor sends them. */
export type ConfirmedFields = Pick<NoaDocument, 'factorId' | 'factorName' | 'payeeId' | 'request'>;

/** The document already holds these confirmed fields (confirming them again changes nothing). */
export function sameFields(
  document: NoaDocument,
  fields: Pick<ConfirmedFields, 'factorId' | 'payeeId' | 'request'>,
): boolean {
  return (
    document.factorId === fields.factorId &&
    document.payeeId === fields.payeeId &&
    JSON.stringify(document.request) === JSON.stringify(fields.request)
  );
}

/**
 * The processor confirms or corrects the fields (null outside ReadyToProcess). The tasks check the
 * confirmed fields, so fields that change start the checklist again; the same fields again change
 * nothing but the lease.
 */
export function confirmFieldsBy(
  document: NoaDocument,
  fields: ConfirmedFields,
  worker: Worker | null,
  now: Date,
): NoaDocument | null {
  const confirmed = confirmFields(document, fields);
  if (!confirmed) return null;
  const changed = !sameFields(document, fields);
  const by = worker ?? { userId: null, name: null };
  return {
    ...confirmed,
    lease: worker ? leaseFor(worker, now) : document.lease,
    completedTasks: changed ? [] : document.completedTasks,
    history: changed
      ? [...document.history, { ...workStep(document, by, now.toISOString()), event: 'fieldsConfirmed' }]
      : document.history,
  };
}

function workStep(document: NoaDocument, worker: Worker | { userId: null; name: null }, at: string) {
  return {
    from: document.status,
    to: document.status,
    at,
    byUserId: worker.userId,
    byName: worker.name,
    actionCode: null,
  } as const;
}

/** Every needed task is done: the document may go to audit. */
export function checklistDone(document: NoaDocument, facts: TaskFacts): boolean {
  return outstandingTasks(neededTasks(document, facts), document).length === 0;
}
