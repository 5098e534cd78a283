import { expect } from 'vitest';
import type { DocumentEvent, NoaDocument, NoaDocumentKind } from '#functions/domain/noa/document.ts';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { nextId } from '#functions/repositories/counters.ts';
import { putFactorBankAccountIfAbsent } from '#functions/repositories/factor-of-record.ts';
import {
  confirmNoaFields,
  type DocumentResult,
  moveNoaDocument,
  portalActor,
} from '#functions/services/noa-documents.ts';
import { receiveNoaDocument } from '#functions/services/noa-receipt.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { createCompany } from '../../support/fixtures.ts';

export const processor = { userId: 901, name: 'Pat Processor' };
export const auditor = { userId: 902, name: 'Avery Auditor' };

/** A factor company with an active ACH account in USD; returns the company and the account id. */
export async function factorWithAccount(): Promise<{ factor: CompanyRecord; accountId: number }> {
  const factor = await createCompany(CompanyType.Factor);
  const accountId = await nextId('factor-bank-account');
  await putFactorBankAccountIfAbsent({
    id: accountId,
    factorId: factor.id,
    name: `${factor.name} operating`,
    methodType: PaymentMethodType.Ach,
    currencyId: 1,
    routingNumber: '111000025',
    accountNumberLast4: '9876',
    status: BankAccountStatus.Active,
    createdAt: new Date().toISOString(),
  });
  return { factor, accountId };
}

function moved(result: DocumentResult): NoaDocument {
  if (result.kind !== 'moved') throw new Error(`Expected the document to move, got ${JSON.stringify(result)}`);
  return result.document;
}

/**
 * A document taken from upload through conversion and processing (confirmed fields, sent for audit
 * by `processor`) at `now`: ReadyToAudit.
 */
export async function documentReadyToAudit(input: {
  factorId: number;
  payeeId: number;
  request: NoaDocumentKind;
  now: Date;
}): Promise<NoaDocument> {
  const { now } = input;
  const received = await receiveNoaDocument({
    source: {
      channel: 'upload',
      fileKey: `noa/${now.getTime()}.pdf`,
      fileName: 'noa.pdf',
      contentType: 'application/pdf',
    },
    senderFactorId: input.factorId,
    now,
  });
  const move = async (event: DocumentEvent, actor = portalActor) =>
    moved(await moveNoaDocument({ documentId: received.id, event, actor, now }));
  // Received documents are queued for conversion; no worker runs here, so the steps are taken by hand.
  await move({ type: 'startOcr' });
  await move({
    type: 'converted',
    pages: [{ number: 1, imageKey: `noa/${received.id}/page-1.png`, text: 'NOTICE OF ASSIGNMENT' }],
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
  const confirmed = moved(
    await confirmNoaFields(
      received.id,
      { factorId: input.factorId, payeeId: input.payeeId, request: input.request },
      ready.version,
    ),
  );
  expect(confirmed.factorName).not.toBeNull();
  return move({ type: 'submitForAudit' }, processor);
}

/** The second person's audit at `now`. */
export async function audit(document: NoaDocument, now: Date): Promise<DocumentResult> {
  return moveNoaDocument({
    documentId: document.id,
    event: { type: 'audit', conflictingFactorId: null },
    actor: auditor,
    now,
  });
}

/** A document taken through processing and audit at `now`. */
export async function auditedDocument(input: Parameters<typeof documentReadyToAudit>[0]): Promise<NoaDocument> {
  return moved(await audit(await documentReadyToAudit(input), input.now));
}
