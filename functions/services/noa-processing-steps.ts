import { CompanyType } from '#shared/enums/company-type.ts';
import type { DocumentTaskType } from '#shared/enums/noa-document.ts';
import type { DocumentMoveInput, DocumentRequest } from '#shared/schemas/admin-noa-processing.ts';
import type { DocumentEvent, NoaDocument } from '../domain/noa/document.ts';
import type { MoveRefusal } from '../domain/noa/document-transitions.ts';
import { isHeldByOther, liveLease, type Worker } from '../domain/noa/lease.ts';
import { checklistDone, completeTask, confirmFieldsBy, sameFields, type TaskRefusal } from '../domain/noa/tasks.ts';
import { getCompany } from '../repositories/companies.ts';
import { transactWriteIf } from '../repositories/conditional-writes.ts';
import { getNoaDocument, noaDocumentWrites } from '../repositories/noa-documents.ts';
import { listRelationships } from '../repositories/relationships.ts';
import { moveNoaDocument } from './noa-documents.ts';
import { taskFactsOf } from './noa-processing.ts';

/** What a processing step answers; the routes map each outcome to HTTP once. */
export type StepResult =
  | { kind: 'ok'; document: NoaDocument }
  | { kind: 'notFound' }
  /** The document changed since the version the step was made on. */
  | { kind: 'conflict' }
  /** Another person's lease runs: they are working it. */
  | { kind: 'leased'; holder: string | null }
  | { kind: 'refused'; reason: MoveRefusal | TaskRefusal | 'lorFactorNotOfRecord' | 'lorStillRequired' }
  | { kind: 'invalid'; field: 'payeeId' | 'factorId' | 'request.debtorPayorIds' };

type StepInput = { documentId: number; worker: Worker; expectedVersion: () => number; now: Date };

/** The document for a step by the worker, or why not (unknown, or someone else is working it). */
async function workable(
  input: StepInput,
): Promise<{ document: NoaDocument } | Extract<StepResult, { kind: 'notFound' | 'leased' }>> {
  const document = await getNoaDocument(input.documentId);
  if (!document) return { kind: 'notFound' };
  if (isHeldByOther(document, input.worker.userId, input.now)) {
    return { kind: 'leased', holder: liveLease(document, input.now)?.name ?? null };
  }
  return { document };
}

/** The confirmed carrier is a carrier, the factor a factor, and the named payors the carrier's. */
async function invalidField(fields: { payeeId: number; factorId: number; request: DocumentRequest }) {
  const [payee, factor] = await Promise.all([getCompany(fields.payeeId), getCompany(fields.factorId)]);
  if (payee?.type !== CompanyType.Payee) return 'payeeId' as const;
  if (factor?.type !== CompanyType.Factor) return 'factorId' as const;
  if ('debtorPayorIds' in fields.request) {
    const payors = new Set((await listRelationships(payee.id)).map((r) => r.payorId));
    if (!fields.request.debtorPayorIds.every((id) => payors.has(id))) return 'request.debtorPayorIds' as const;
  }
  return null;
}

/**
 * The processor confirms carrier, factor and what the document asks (`confirmFieldsBy`: fields
 * that change start the checklist again), on the version they saw. The same fields again, on an older version, answer the document as it is.
 */
export async function confirmDocumentFields(
  input: StepInput & { fields: { payeeId: number; factorId: number; request: DocumentRequest } },
): Promise<StepResult> {
  const found = await workable(input);
  if (!('document' in found)) return found;
  const invalid = await invalidField(input.fields);
  if (invalid) return { kind: 'invalid', field: invalid };
  const version = input.expectedVersion();
  if (found.document.version !== version) {
    return sameFields(found.document, input.fields) ? { kind: 'ok', document: found.document } : { kind: 'conflict' };
  }
  const factorName = (await getCompany(input.fields.factorId))?.name ?? null;
  const next = confirmFieldsBy(found.document, { ...input.fields, factorName }, input.worker, input.now);
  if (!next) return { kind: 'refused', reason: 'notAllowed' };
  if (!(await transactWriteIf(noaDocumentWrites(next)))) return { kind: 'conflict' };
  return { kind: 'ok', document: { ...next, version: next.version + 1 } };
}

/** A task of the checklist done; a task already done answers the document as it is. */
export async function completeDocumentTask(input: StepInput & { taskType: DocumentTaskType }): Promise<StepResult> {
  const found = await workable(input);
  if (!('document' in found)) return found;
  const { document } = found;
  const version = input.expectedVersion();
  const alreadyDone = document.completedTasks.some((task) => task.taskType === input.taskType);
  if (document.version !== version) return alreadyDone ? { kind: 'ok', document } : { kind: 'conflict' };
  const outcome = completeTask(document, input.taskType, await taskFactsOf(document), input.worker, input.now);
  if (outcome.kind === 'refused') return outcome;
  if (outcome.repeated) return { kind: 'ok', document };
  if (!(await transactWriteIf(noaDocumentWrites(outcome.document)))) return { kind: 'conflict' };
  return { kind: 'ok', document: { ...outcome.document, version: outcome.document.version + 1 } };
}

/** A step that moves the document on, as the model's event. */
export type MoveRequest = DocumentMoveInput | { event: 'requestSplit' };

function eventOf(move: MoveRequest): DocumentEvent {
  switch (move.event) {
    case 'raiseConflict':
    case 'remove':
      return { type: move.event, actionCode: move.actionCode };
    case 'audit':
      // moveNoaDocument reads the carrier's factor of record and decides.
      return { type: 'audit', conflictingFactorId: null };
    case 'returnToProcessor':
      return { type: 'returnToProcessor', finding: move.finding };
    default:
      return { type: move.event };
  }
}

/**
 * Moves the document by the worker's step (`moveNoaDocument`: an audit that passes applies the
 * assignment and its holds). Sending for audit needs every task done. A step repeated on the
 * version it was made from answers the document as that step left it, and applies nothing again.
 */
export async function moveDocumentBy(input: StepInput & { move: MoveRequest }): Promise<StepResult> {
  const found = await workable(input);
  if (!('document' in found)) return found;
  const { document } = found;
  const event = eventOf(input.move);
  const version = input.expectedVersion();
  if (document.version !== version) {
    const last = document.history.at(-1);
    const repeated =
      document.version === version + 1 && last?.event === event.type && last.byUserId === input.worker.userId;
    return repeated ? { kind: 'ok', document } : { kind: 'conflict' };
  }
  if (event.type === 'submitForAudit' && !checklistDone(document, await taskFactsOf(document))) {
    return { kind: 'refused', reason: 'tasksOutstanding' };
  }
  const result = await moveNoaDocument({
    documentId: input.documentId,
    event,
    actor: input.worker,
    expectedVersion: version,
    now: input.now,
  });
  return result.kind === 'moved' ? { kind: 'ok', document: result.document } : result;
}
