/**
 * A notice of assignment taken through the model as staff would take it (received, converted,
 * confirmed by one person, audited by another), so a journey starts from a completed NOA without
 * the staff screens. Call it after `connectToLocalStack`.
 */
export async function completedNoa(input: {
  factorId: number;
  payeeId: number;
  debtorPayorIds: number[];
  now: Date;
}): Promise<number> {
  const { confirmNoaFields, moveNoaDocument, portalActor } = await import('#functions/services/noa-documents.ts');
  const { recordReceivedNoaDocument } = await import('#infra/local/seed/received-noa-document.ts');
  type Event = Parameters<typeof moveNoaDocument>[0]['event'];
  const { now } = input;
  const received = await recordReceivedNoaDocument({
    source: {
      channel: 'upload',
      fileKey: `noa/e2e/${now.getTime()}.pdf`,
      fileName: 'noa.pdf',
      contentType: 'application/pdf',
    },
    senderFactorId: input.factorId,
    now,
  });
  const move = async (event: Event, actor = portalActor) => {
    const result = await moveNoaDocument({ documentId: received.id, event, actor, now });
    if (result.kind !== 'moved') throw new Error(`The NOA did not take ${event.type}: ${JSON.stringify(result)}`);
    return result.document;
  };
  await move({ type: 'queueConversion' });
  await move({ type: 'startOcr' });
  await move({
    type: 'converted',
    pages: [{ number: 1, imageKey: `noa/e2e/${received.id}/page-1.png`, text: 'NOTICE OF ASSIGNMENT' }],
    proposed: {
      carrierName: null,
      mcNumber: null,
      dotNumber: null,
      factorName: null,
      debtorNames: [],
      kind: 'noa',
      scope: null,
      carrierId: null,
      factorId: null,
      debtorPayorIds: [],
    },
  });
  const ready = await move({ type: 'releaseToQueue' });
  const confirmed = await confirmNoaFields(
    received.id,
    {
      factorId: input.factorId,
      payeeId: input.payeeId,
      request: { kind: 'noa', scope: 'debtors', debtorPayorIds: input.debtorPayorIds },
    },
    ready.version,
  );
  if (confirmed.kind !== 'moved') throw new Error(`The NOA's fields were not confirmed: ${confirmed.kind}`);
  await move({ type: 'submitForAudit' }, { userId: 6, name: 'Alex Admin' });
  await move({ type: 'audit', conflictingFactorId: null }, { userId: 9_001, name: 'Second Auditor' });
  return received.id;
}
