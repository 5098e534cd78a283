import { putFactorBankAccountIfAbsent, putFactorOfRecordIfAbsent } from '#functions/repositories/factor-of-record.ts';
import { putNoaDocumentIfAbsent } from '#functions/repositories/noa-documents.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { demoCompanies } from './demo-accounts.ts';

const completedAt = '2026-01-12T16:00:00.000Z';
/** Fixed id below the allocated range (functions/repositories/counters.ts); the security suite reads it as Alamo's. */
export const seededNoaDocumentId = 1;

/**
 * Alamo Capital Factoring as the factor of record of Blue Ridge Haulers, whose Redline relationship
 * is assigned to it (seed-payor-carriers.ts): the completed per-debtor NOA that did it, the factor
 * of record it set, and the factor's operating account, so the payout run pays Alamo for Blue
 * Ridge's Redline invoices and no mismatch holds the relationship. Written only if absent.
 */
export async function seedFactorOfRecord(): Promise<void> {
  const factor = demoCompanies.factor;
  const carrier = demoCompanies.secondCarrier;
  await putFactorBankAccountIfAbsent({
    id: 1,
    factorId: factor.id,
    name: 'Alamo Capital operating account',
    methodType: PaymentMethodType.Ach,
    currencyId: 1,
    routingNumber: '111000025',
    accountNumberLast4: '7001',
    status: BankAccountStatus.Active,
    createdAt: completedAt,
  });
  await putNoaDocumentIfAbsent({
    id: seededNoaDocumentId,
    status: DocumentStatus.Complete,
    receivedAt: '2026-01-10T14:00:00.000Z',
    source: {
      channel: 'upload',
      fileKey: 'noa/seed/alamo-blue-ridge.pdf',
      fileName: 'alamo-blue-ridge-noa.pdf',
      contentType: 'application/pdf',
    },
    senderFactorId: factor.id,
    pages: [],
    proposed: null,
    factorId: factor.id,
    factorName: factor.name,
    payeeId: carrier.id,
    request: { kind: 'noa', scope: 'debtors', debtorPayorIds: [demoCompanies.broker.id] },
    actionCode: null,
    processedBy: null,
    auditedBy: null,
    applied: {
      at: completedAt,
      factorOfRecordBefore: null,
      factorOfRecordAfter: factor.id,
      relationships: [{ relationshipId: 2101, before: null, after: factor.id }],
      movesMoney: true,
    },
    coolingOffEndsAt: '2026-01-15T16:00:00.000Z',
    lease: null,
    completedTasks: [],
    auditFindings: [],
    // Seeded as completed: the steps before it were never taken here.
    history: [],
    version: 1,
  });
  await putFactorOfRecordIfAbsent({
    payeeId: carrier.id,
    factorId: factor.id,
    factorName: factor.name,
    documentId: seededNoaDocumentId,
    since: completedAt,
    version: 1,
  });
}
