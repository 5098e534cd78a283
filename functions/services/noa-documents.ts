import { randomUUID } from 'node:crypto';
import { noaCoolingOffHours } from '#shared/constants/factor-of-record.ts';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import { Role } from '#shared/enums/role.ts';
import { defaultLanguage } from '#shared/i18n/languages.ts';
import type { DocumentActor, DocumentEvent, NoaDocument } from '../domain/noa/document.ts';
import { confirmFields, type MoveRefusal, moveDocument } from '../domain/noa/document-transitions.ts';
import { type ApplicationPlan, planApplication, reversalOf } from '../domain/noa/factor-of-record.ts';
import { noticeEmail } from '../domain/noa/notice-email.ts';
import { config } from '../lib/config.ts';
import { getCompany, getCompanyNames } from '../repositories/companies.ts';
import { type TransactItems, transactWriteIf } from '../repositories/conditional-writes.ts';
import { getFactorOfRecord } from '../repositories/factor-of-record.ts';
import { listCompanyMemberships } from '../repositories/memberships.ts';
import { getNoaDocument, listCarrierNoaDocuments, noaDocumentWrites } from '../repositories/noa-documents.ts';
import { outboxPut } from '../repositories/outbox.ts';
import { listRelationships } from '../repositories/relationships.ts';
import { getUsers } from '../repositories/users.ts';
import { syncInvoiceFactors, syncInvoiceHolds, writeCarrierChange } from './factor-of-record.ts';

/** The portal itself, for steps no person takes (conversion, an LOR resolving a waiting NOA). */
export const portalActor: DocumentActor = { userId: null, name: null };

export type DocumentResult =
  | { kind: 'moved'; document: NoaDocument }
  /** `lorStillRequired`: a waiting NOA cannot complete while another factor is still of record. */
  | { kind: 'refused'; reason: MoveRefusal | 'lorFactorNotOfRecord' | 'lorStillRequired' }
  | { kind: 'notFound' }
  | { kind: 'conflict' };

/**
 * The processor confirms the carrier, the factor and what the document asks, on the version they
 * saw; refused outside ReadyToProcess.
 */
export async function confirmNoaFields(
  documentId: number,
  fields: Pick<NoaDocument, 'factorId' | 'payeeId' | 'request'>,
  expectedVersion: number,
): Promise<DocumentResult> {
  const document = await getNoaDocument(documentId);
  if (!document) return { kind: 'notFound' };
  if (document.version !== expectedVersion) return { kind: 'conflict' };
  const factorName = fields.factorId === null ? null : ((await getCompany(fields.factorId))?.name ?? null);
  const next = confirmFields(document, { ...fields, factorName });
  if (!next) return { kind: 'refused', reason: 'notAllowed' };
  if (!(await transactWriteIf(noaDocumentWrites(next)))) return { kind: 'conflict' };
  return { kind: 'moved', document: { ...next, version: next.version + 1 } };
}

/**
 * Moves a document by `event` (domain/noa/document-transitions.ts) and writes what follows, all or
 * nothing with the carrier's records (services/factor-of-record.ts): a document that completes
 * applies its assignment; one that waits for an LOR, is disputed or goes to fraud investigation
 * holds the relationships it covers, and each hold is released when its document moves on. A
 * completed NOA that moves money starts the cooling-off window and notifies the carrier's admins.
 * Only a completed document changes an assignment, and a completed LOR completes the NOAs that
 * waited for it. `carrierId`, for a carrier's dispute, must be the document's carrier (else not
 * found). Repeating a move that was made is refused (its status has moved on), so nothing is
 * applied twice; with `expectedVersion` a document changed since that version answers conflict.
 */
export async function moveNoaDocument(input: {
  documentId: number;
  event: DocumentEvent;
  actor: DocumentActor;
  carrierId?: number;
  /** The version a person made the move on (If-Match): a document changed since is a conflict. */
  expectedVersion?: number;
  /** What the move makes elsewhere (a split's parts), written in its transaction or not at all. */
  alongside?: TransactItems;
  now?: Date;
}): Promise<DocumentResult> {
  const now = input.now ?? new Date();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const document = await getNoaDocument(input.documentId);
    if (!document) return { kind: 'notFound' };
    if (input.carrierId !== undefined && document.payeeId !== input.carrierId) return { kind: 'notFound' };
    if (input.expectedVersion !== undefined && document.version !== input.expectedVersion) return { kind: 'conflict' };
    const event = await withDecisions(document, input.event);
    const outcome = moveDocument(document, event, input.actor, now);
    if (outcome.kind === 'refused') return outcome;
    const result = await writeMove(document, outcome.document, now, input.alongside ?? []);
    if (result.kind === 'retry') continue;
    if (result.kind === 'refused') return result;
    if (result.resolvesWaiting) await completeWaitingNoas(result.document.payeeId as number, now);
    return { kind: 'moved', document: result.document };
  }
  return { kind: 'conflict' };
}

/** An audit learns here whether another factor is of record (the carrier's record, read now). */
async function withDecisions(document: NoaDocument, event: DocumentEvent): Promise<DocumentEvent> {
  if (event.type !== 'audit' || document.payeeId === null) return event;
  const record = await getFactorOfRecord(document.payeeId);
  const conflicting = record.factorId !== null && record.factorId !== document.factorId ? record.factorId : null;
  return { type: 'audit', conflictingFactorId: conflicting };
}

type WriteResult =
  | { kind: 'written'; document: NoaDocument; resolvesWaiting: boolean }
  | { kind: 'refused'; reason: 'lorFactorNotOfRecord' | 'lorStillRequired' }
  | { kind: 'retry' };

async function writeMove(
  before: NoaDocument,
  moved: NoaDocument,
  now: Date,
  made: TransactItems,
): Promise<WriteResult> {
  let next = moved;
  const payeeId = next.payeeId;
  if (payeeId === null) {
    return (await transactWriteIf([...noaDocumentWrites(next), ...made]))
      ? { kind: 'written', document: { ...next, version: next.version + 1 }, resolvesWaiting: false }
      : { kind: 'retry' };
  }
  let plan: Extract<ApplicationPlan, { kind: 'apply' }> | undefined;
  let coolingOffUntil: string | null = null;
  const completes = next.status === DocumentStatus.Complete && before.status !== DocumentStatus.FraudInvestigation;
  if (completes) {
    const [record, relationships] = await Promise.all([getFactorOfRecord(payeeId), listRelationships(payeeId)]);
    const planned = planApplication(next, record, relationships);
    if (planned.kind === 'refused') {
      // Confirmed fields are checked by the move itself, so only an LOR of a factor holding nothing is refused here.
      return { kind: 'refused', reason: 'lorFactorNotOfRecord' };
    }
    // The factor of record changed between the audit's read and now: decide again.
    if (planned.kind === 'waitForLor') {
      return before.status === DocumentStatus.PendingLorValidation
        ? { kind: 'refused', reason: 'lorStillRequired' }
        : { kind: 'retry' };
    }
    plan = planned;
    const guarded = next.request?.kind === 'noa' && planned.movesMoney;
    coolingOffUntil = guarded ? new Date(now.getTime() + noaCoolingOffHours * 3_600_000).toISOString() : null;
    next = {
      ...next,
      coolingOffEndsAt: coolingOffUntil,
      applied: {
        at: now.toISOString(),
        factorOfRecordBefore: record.factorId,
        factorOfRecordAfter: planned.factorOfRecord.factorId,
        relationships: planned.relationships,
        movesMoney: planned.movesMoney,
      },
    };
  } else if (next.status === DocumentStatus.FraudConfirmed && next.applied) {
    const [record, relationships] = await Promise.all([getFactorOfRecord(payeeId), listRelationships(payeeId)]);
    plan = reversalOf(next.applied, record, relationships);
  }
  const factorIds = [...(plan?.relationships.map((r) => r.after) ?? []), plan?.factorOfRecord.factorId ?? null].filter(
    (id): id is number => id !== null,
  );
  const alongside = [...made, ...(coolingOffUntil ? await carrierNotices(next, coolingOffUntil, now) : [])];
  const result = await writeCarrierChange({
    payeeId,
    document: next,
    ...(plan ? { plan } : {}),
    factorNames: await getCompanyNames(factorIds),
    coolingOffUntil,
    alongside,
    now,
  });
  if (!result.written) return { kind: 'retry' };
  await syncInvoiceHolds(
    result.relationships.filter((r) => result.holdsChanged.includes(r.id)),
    now,
  );
  const reassigned = new Set(plan?.relationships.map((r) => r.relationshipId));
  await syncInvoiceFactors(result.relationships.filter((r) => reassigned.has(r.id)));
  const clearedRecord = plan?.factorOfRecord.changed === true && plan.factorOfRecord.factorId === null;
  return { kind: 'written', document: { ...next, version: next.version + 1 }, resolvesWaiting: clearedRecord };
}

/** The NOAs that waited for the factor of record's LOR complete now that it is gone (each applied in turn). */
async function completeWaitingNoas(payeeId: number, now: Date): Promise<void> {
  const waiting = (await listCarrierNoaDocuments(payeeId))
    .filter((d) => d.status === DocumentStatus.PendingLorValidation)
    .sort((a, b) => a.id - b.id);
  // The first to complete becomes the factor of record; the others wait for its LOR in turn.
  const first = waiting[0];
  if (!first) return;
  await moveNoaDocument({ documentId: first.id, event: { type: 'lorResolved' }, actor: portalActor, now });
}

/**
 * The fraud guard's notice: an email to each of the carrier's admins (its own known contacts,
 * never an address from the document), in the admin's language, written in the same transaction
 * as the assignment.
 */
async function carrierNotices(document: NoaDocument, coolingOffUntil: string, now: Date) {
  const payeeId = document.payeeId as number;
  const [members, carrier, relationships] = await Promise.all([
    listCompanyMemberships(payeeId),
    getCompany(payeeId),
    listRelationships(payeeId),
  ]);
  const admins = members.filter((m) => m.roleIds.includes(Role.PayeeAdmin)).map((m) => m.userId);
  const users = await getUsers(admins);
  const assigned = new Set(
    (document.applied?.relationships ?? []).filter((r) => r.after === document.factorId).map((r) => r.relationshipId),
  );
  const payorNames =
    document.request?.kind === 'noa' && document.request.scope === 'blanket'
      ? null
      : relationships.filter((r) => assigned.has(r.id)).map((r) => r.payorName);
  return users.map((user) => {
    const email = noticeEmail({
      language: user.language ?? defaultLanguage,
      factorName: document.factorName ?? '',
      carrierName: carrier?.name ?? '',
      payorNames,
      coolingOffEndsAt: coolingOffUntil,
      link: `${config().APP_ORIGIN}/payee/noa-notices/${document.id}`,
    });
    return outboxPut({ id: randomUUID(), channel: 'email', to: user.email, ...email, createdAt: now.toISOString() });
  });
}
