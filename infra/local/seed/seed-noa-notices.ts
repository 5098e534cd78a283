import { putNoaDocumentIfAbsent } from '#functions/repositories/noa-documents.ts';
import { ActionCode, DocumentStatus } from '#shared/enums/noa-document.ts';
import { demoCompanies } from './demo-accounts.ts';

/** Fixed id below the allocated range (functions/repositories/counters.ts); 1 is Blue Ridge's NOA. */
const forgedNoticeId = 2;
const appliedAt = '2026-02-09T15:00:00.000Z';
const disputedAt = '2026-02-10T14:20:00.000Z';
const confirmedAt = '2026-02-11T17:05:00.000Z';

/**
 * The fraud guard's story on Lone Star Freight's notices page: a notice of assignment mailed in
 * Alamo Capital Factoring's name for Lone Star's Redline relationship, applied, disputed by Lone
 * Star's admin within the cooling-off window and confirmed as fraud by staff, which undid it. Its
 * assignment was undone, so the relationship carries no factor and no hold, and nothing the other
 * journeys read changes; the security suite reads it as Lone Star's notice. Written only if absent.
 */
export async function seedNoaNotices(): Promise<void> {
  const factor = demoCompanies.factor;
  const carrier = demoCompanies.carrier;
  const staff = { userId: 6, name: 'Alex Admin' };
  await putNoaDocumentIfAbsent({
    id: forgedNoticeId,
    status: DocumentStatus.FraudConfirmed,
    receivedAt: '2026-02-06T16:40:00.000Z',
    source: {
      channel: 'email',
      fileKey: 'noa/seed/forged-lone-star.pdf',
      fileName: 'notice-of-assignment.pdf',
      contentType: 'application/pdf',
    },
    senderFactorId: null,
    pages: [],
    proposed: null,
    factorId: factor.id,
    factorName: factor.name,
    payeeId: carrier.id,
    request: { kind: 'noa', scope: 'debtors', debtorPayorIds: [demoCompanies.broker.id] },
    actionCode: ActionCode.ConfirmAsFraud,
    processedBy: null,
    auditedBy: null,
    applied: {
      at: appliedAt,
      factorOfRecordBefore: null,
      factorOfRecordAfter: factor.id,
      relationships: [{ relationshipId: 1, before: null, after: factor.id }],
      movesMoney: true,
    },
    coolingOffEndsAt: '2026-02-12T15:00:00.000Z',
    lease: null,
    completedTasks: [],
    auditFindings: [],
    // Seeded from completion on: the steps before it were never taken here.
    history: [
      {
        event: 'dispute',
        from: DocumentStatus.Complete,
        to: DocumentStatus.FraudInvestigation,
        at: disputedAt,
        byUserId: 1,
        byName: 'Casey Carrier',
        actionCode: ActionCode.MarkAsFraud,
        note: 'We have never worked with Alamo Capital Factoring and did not sell any invoices.',
      },
      {
        event: 'confirmFraud',
        from: DocumentStatus.FraudInvestigation,
        to: DocumentStatus.FraudConfirmed,
        at: confirmedAt,
        byUserId: staff.userId,
        byName: staff.name,
        actionCode: ActionCode.ConfirmAsFraud,
      },
    ],
    version: 3,
  });
}
