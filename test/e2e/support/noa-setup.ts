import { randomUUID } from 'node:crypto';
import type { NoaDocumentKind } from '#functions/domain/noa/document.ts';

/**
 * A factor's document taken through the model as staff would take it (received, converted,
 * confirmed by one person, audited by another), so a journey reaches the state it needs without
 * the staff screens: a completed NOA or LOR, or an NOA waiting for another factor's LOR
 * (PendingLorValidation), as the model decides at the audit. Returns the document's id. Call it
 * after `connectToLocalStack`.
 */
export async function auditedDocument(input: {
  factorId: number;
  payeeId: number;
  request: NoaDocumentKind;
  now: Date;
}): Promise<number> {
  const { confirmNoaFields, moveNoaDocument, portalActor } = await import('#functions/services/noa-documents.ts');
  const { recordReceivedNoaDocument } = await import('#infra/local/seed/received-noa-document.ts');
  type Event = Parameters<typeof moveNoaDocument>[0]['event'];
  const { now, request } = input;
  const received = await recordReceivedNoaDocument({
    source: {
      channel: 'upload',
      fileKey: `noa/e2e/${randomUUID()}.pdf`,
      fileName: `${request.kind}.pdf`,
      contentType: 'application/pdf',
    },
    senderFactorId: input.factorId,
    now,
  });
  const move = async (event: Event, actor = portalActor) => {
    const result = await moveNoaDocument({ documentId: received.id, event, actor, now });
    if (result.kind !== 'moved') throw new Error(`The document did not take ${event.type}: ${JSON.stringify(result)}`);
    return result.document;
  };
  await move({ type: 'queueConversion' });
  await move({ type: 'startOcr' });
  await move({
    type: 'converted',
    pages: [
      {
        number: 1,
        imageKey: `noa/e2e/${received.id}/page-1.png`,
        text: request.kind === 'noa' ? 'NOTICE OF ASSIGNMENT' : 'LETTER OF RELEASE',
      },
    ],
    proposed: {
      carrierName: null,
      mcNumber: null,
      dotNumber: null,
      factorName: null,
      debtorNames: [],
      kind: request.kind,
      scope: null,
      carrierId: null,
      factorId: null,
      debtorPayorIds: [],
    },
  });
  const ready = await move({ type: 'releaseToQueue' });
  const confirmed = await confirmNoaFields(
    received.id,
    { factorId: input.factorId, payeeId: input.payeeId, request },
    ready.version,
  );
  if (confirmed.kind !== 'moved') throw new Error(`The document's fields were not confirmed: ${confirmed.kind}`);
  await move({ type: 'submitForAudit' }, { userId: 6, name: 'Alex Admin' });
  await move({ type: 'audit', conflictingFactorId: null }, { userId: 9_001, name: 'Second Auditor' });
  return received.id;
}

/** A notice of assignment for the named debtors taken to Complete through the model (auditedDocument). */
export async function completedNoa(input: {
  factorId: number;
  payeeId: number;
  debtorPayorIds: number[];
  now: Date;
}): Promise<number> {
  const { debtorPayorIds, ...rest } = input;
  return auditedDocument({ ...rest, request: { kind: 'noa', scope: 'debtors', debtorPayorIds } });
}
