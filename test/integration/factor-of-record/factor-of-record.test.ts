import { describe, expect, it } from 'vitest';
import { transactWriteIf } from '#functions/repositories/conditional-writes.ts';
import {
  getFactorOfRecord,
  listFactorHoldEvents,
  payoutRouteChecks,
} from '#functions/repositories/factor-of-record.ts';
import { getInvoice } from '#functions/repositories/invoices.ts';
import { getNoaDocument } from '#functions/repositories/noa-documents.ts';
import { listOutboxFor } from '#functions/repositories/outbox.ts';
import { getPayment } from '#functions/repositories/payments.ts';
import { getRelationship } from '#functions/repositories/relationships.ts';
import { reconcileCarrierHolds } from '#functions/services/factor-of-record.ts';
import { submitPayorInvoice } from '#functions/services/invoice-submissions.ts';
import { moveNoaDocument } from '#functions/services/noa-documents.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { DocumentStatus, LetterOfReleaseType } from '#shared/enums/noa-document.ts';
import { Role } from '#shared/enums/role.ts';
import { createClaimedRelationship, createCompany, createUserWithoutMfa } from '../../support/fixtures.ts';
import { activeWireAccount, approvedInvoice } from '../payouts/payout-fixtures.ts';
import { audit, auditedDocument, auditor, documentReadyToAudit, factorWithAccount, processor } from './noa-fixtures.ts';

/*
 * Documents are applied "at" days long past and payout runs made "as of" a later one, so a run
 * finds due only invoices made for that day (every other test's fall due around today), and the
 * cooling-off windows of documents applied here have ended or not as each test needs.
 */
const applied = new Date('2002-06-01T15:00:00Z');
const payDay = '2002-06-14';
const runAt = new Date('2002-06-15T18:00:00Z');

async function carrierWithPayors() {
  const [carrier, first, second] = await Promise.all([
    createCompany(CompanyType.Payee),
    createCompany(CompanyType.Payor),
    createCompany(CompanyType.Payor),
  ]);
  const relationships = await Promise.all([
    createClaimedRelationship(carrier, first),
    createClaimedRelationship(carrier, second),
  ]);
  await activeWireAccount(carrier.id);
  return { carrier, payors: [first, second] as const, relationships };
}

const dueInvoice = (payeeId: number, relationship: { id: number; payorId: number }) =>
  approvedInvoice(payeeId, { relationshipId: relationship.id, payorId: relationship.payorId }, payDay);

describe('applying a completed NOA', () => {
  it('makes its factor the factor of record, assigns the covered relationships once, and notifies the carrier', async () => {
    const { carrier, relationships } = await carrierWithPayors();
    const adminEmail = await createUserWithoutMfa(carrier, [Role.PayeeAdmin]);
    const { factor } = await factorWithAccount();
    const ready = await documentReadyToAudit({
      factorId: factor.id,
      payeeId: carrier.id,
      request: { kind: 'noa', scope: 'debtors', debtorPayorIds: [relationships[0].payorId] },
      now: applied,
    });

    // The processor may not audit their own document: nothing changes.
    const own = await moveNoaDocument({
      documentId: ready.id,
      event: { type: 'audit', conflictingFactorId: null },
      actor: processor,
      now: applied,
    });
    expect(own).toEqual({ kind: 'refused', reason: 'ownDocument' });
    expect((await getFactorOfRecord(carrier.id)).factorId).toBeNull();

    const result = await audit(ready, applied);
    expect(result.kind).toBe('moved');
    const record = await getFactorOfRecord(carrier.id);
    expect(record).toMatchObject({ factorId: factor.id, factorName: factor.name, documentId: ready.id, version: 1 });
    const [assigned, untouched] = await Promise.all(relationships.map((r) => getRelationship(carrier.id, r.id)));
    expect(assigned).toMatchObject({ assignedFactorId: factor.id, factorName: factor.name, isFactorHeld: false });
    expect(assigned?.coolingOffUntil).toBe('2002-06-04T15:00:00.000Z');
    expect(untouched?.assignedFactorId).toBeNull();

    const document = await getNoaDocument(ready.id);
    expect(document).toMatchObject({
      status: DocumentStatus.Complete,
      auditedBy: { userId: auditor.userId },
      coolingOffEndsAt: '2002-06-04T15:00:00.000Z',
      applied: { factorOfRecordBefore: null, factorOfRecordAfter: factor.id, movesMoney: true },
    });
    const notices = await listOutboxFor(adminEmail);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body).toContain(factor.name);

    // A replay of the audit is refused (the document has moved on) and writes nothing again.
    expect(await audit(ready, applied)).toEqual({ kind: 'refused', reason: 'notAllowed' });
    expect((await getFactorOfRecord(carrier.id)).version).toBe(1);
    expect(await listOutboxFor(adminEmail)).toHaveLength(1);
  });

  it('refuses an LOR from a factor that holds nothing of the carrier’s', async () => {
    const { carrier } = await carrierWithPayors();
    const { factor } = await factorWithAccount();
    const ready = await documentReadyToAudit({
      factorId: factor.id,
      payeeId: carrier.id,
      request: { kind: 'lor', lorType: LetterOfReleaseType.GlobalLor },
      now: applied,
    });
    expect(await audit(ready, applied)).toEqual({ kind: 'refused', reason: 'lorFactorNotOfRecord' });
    expect((await getNoaDocument(ready.id))?.status).toBe(DocumentStatus.ReadyToAudit);
  });
});

describe('the payout run and the factor of record', () => {
  it('pays the factor of record’s account, never the carrier, once the cooling-off window has passed', async () => {
    const { carrier, relationships } = await carrierWithPayors();
    const { factor, accountId } = await factorWithAccount();
    const factored = await dueInvoice(carrier.id, relationships[0]);
    const own = await dueInvoice(carrier.id, relationships[1]);
    await auditedDocument({
      factorId: factor.id,
      payeeId: carrier.id,
      request: { kind: 'noa', scope: 'debtors', debtorPayorIds: [relationships[0].payorId] },
      now: applied,
    });

    await runPayouts(runAt);
    const paidFactored = await getInvoice(factored.id);
    const paidOwn = await getInvoice(own.id);
    expect(paidFactored?.status).toBe(InvoiceStatus.Paid);
    expect(paidOwn?.status).toBe(InvoiceStatus.Paid);
    const toFactor = await getPayment(String(paidFactored?.paymentId));
    expect(toFactor).toMatchObject({
      payeeId: carrier.id,
      paidTo: { kind: 'factor', factorId: factor.id, factorName: factor.name },
      bankAccountId: accountId,
      invoiceIds: [factored.id],
    });
    const toCarrier = await getPayment(String(paidOwn?.paymentId));
    expect(toCarrier?.paidTo).toEqual({ kind: 'payee' });
    expect(toCarrier?.invoiceIds).toEqual([own.id]);
  });

  it('pays nobody during the cooling-off window', async () => {
    const { carrier, relationships } = await carrierWithPayors();
    const { factor } = await factorWithAccount();
    const invoice = await dueInvoice(carrier.id, relationships[0]);
    await auditedDocument({
      factorId: factor.id,
      payeeId: carrier.id,
      request: { kind: 'noa', scope: 'blanket' },
      now: new Date('2002-06-14T15:00:00Z'),
    });
    const result = await runPayouts(runAt);
    expect(result.waiting).toBeGreaterThanOrEqual(1);
    expect(await getInvoice(invoice.id)).toMatchObject({ status: InvoiceStatus.Approved, paymentId: null });
  });

  it('never pays a factor that is not of record, nor the carrier, and holds the relationship until an NOA agrees', async () => {
    const { carrier, payors } = await carrierWithPayors();
    const { factor } = await factorWithAccount();
    const stray = await createClaimedRelationship(carrier, payors[0], {
      assignedFactorId: factor.id,
      factorName: factor.name,
    });
    const invoice = await dueInvoice(carrier.id, stray);

    await runPayouts(runAt);
    expect(await getInvoice(invoice.id)).toMatchObject({ status: InvoiceStatus.Approved, paymentId: null });

    await reconcileCarrierHolds(carrier.id, applied);
    expect(await getRelationship(carrier.id, stray.id)).toMatchObject({
      isFactorHeld: true,
      factorHolds: [{ reason: HoldReason.GLOBAL_FACTOR_MISMATCH, cause: { documentId: null, factorId: factor.id } }],
    });
    expect(await getInvoice(invoice.id)).toMatchObject({
      status: InvoiceStatus.Held,
      reviewNote: { holdReason: HoldReason.GLOBAL_FACTOR_MISMATCH, factorHold: { releaseTo: InvoiceStatus.Approved } },
    });
    // Reconciling again changes nothing.
    await reconcileCarrierHolds(carrier.id, applied);
    expect(await listFactorHoldEvents(carrier.id)).toHaveLength(1);
    // An invoice the payor submits while the relationship is held arrives held.
    const submitted = await submitPayorInvoice({
      payorId: payors[0].id,
      payorName: payors[0].name,
      submission: {
        payeeRelationshipId: stray.id,
        invoiceNumber: `H-${stray.id}`,
        loadNumber: `HL-${stray.id}`,
        grossCents: 50_000,
        kind: InvoiceKind.Standard,
      },
      actor: { kind: 'payor', userId: null, name: null, companyName: payors[0].name },
      now: applied,
    });
    expect(submitted.kind === 'created' && submitted.invoice).toMatchObject({
      status: InvoiceStatus.Held,
      reviewNote: { holdReason: HoldReason.GLOBAL_FACTOR_MISMATCH, factorHold: { releaseTo: InvoiceStatus.Pending } },
    });

    // The factor's NOA for that payor makes it the factor of record: the mismatch is gone.
    await auditedDocument({
      factorId: factor.id,
      payeeId: carrier.id,
      request: { kind: 'noa', scope: 'debtors', debtorPayorIds: [payors[0].id] },
      // A day later, so the hold's record reads placed, then released.
      now: new Date('2002-06-02T15:00:00Z'),
    });
    expect(await getRelationship(carrier.id, stray.id)).toMatchObject({ isFactorHeld: false, factorHolds: [] });
    expect((await getInvoice(invoice.id))?.status).toBe(InvoiceStatus.Approved);
    if (submitted.kind === 'created')
      expect((await getInvoice(submitted.invoice.id))?.status).toBe(InvoiceStatus.Pending);
    const events = await listFactorHoldEvents(carrier.id);
    expect(events.map((e) => [e.kind, e.reason, e.relationshipId])).toEqual([
      ['placed', HoldReason.GLOBAL_FACTOR_MISMATCH, stray.id],
      ['released', HoldReason.GLOBAL_FACTOR_MISMATCH, stray.id],
    ]);

    await runPayouts(runAt);
    const paid = await getInvoice(invoice.id);
    expect(paid?.status).toBe(InvoiceStatus.Paid);
    expect((await getPayment(String(paid?.paymentId)))?.paidTo).toMatchObject({ kind: 'factor', factorId: factor.id });
  });
});

describe('a new NOA while another factor is of record', () => {
  it('waits for the LOR with the relationships and invoices held, and the LOR releases everything', async () => {
    const { carrier, relationships } = await carrierWithPayors();
    const [{ factor: first }, { factor: second, accountId: secondAccount }] = await Promise.all([
      factorWithAccount(),
      factorWithAccount(),
    ]);
    await auditedDocument({
      factorId: first.id,
      payeeId: carrier.id,
      request: { kind: 'noa', scope: 'blanket' },
      now: applied,
    });
    const invoice = await dueInvoice(carrier.id, relationships[0]);

    const waiting = await auditedDocument({
      factorId: second.id,
      payeeId: carrier.id,
      request: { kind: 'noa', scope: 'blanket' },
      now: applied,
    });
    expect(waiting.status).toBe(DocumentStatus.PendingLorValidation);
    expect((await getFactorOfRecord(carrier.id)).factorId).toBe(first.id);
    for (const relationship of relationships) {
      expect(await getRelationship(carrier.id, relationship.id)).toMatchObject({
        assignedFactorId: first.id,
        isFactorHeld: true,
        factorHolds: [{ reason: HoldReason.WAITING_FOR_LOR, cause: { documentId: waiting.id, factorId: second.id } }],
      });
    }
    expect(await getInvoice(invoice.id)).toMatchObject({
      status: InvoiceStatus.Held,
      reviewNote: { holdReason: HoldReason.WAITING_FOR_LOR },
    });
    await runPayouts(runAt);
    expect((await getInvoice(invoice.id))?.paymentId).toBeNull();
    // It cannot be completed by hand while the first factor is still of record.
    const early = await moveNoaDocument({
      documentId: waiting.id,
      event: { type: 'lorResolved' },
      actor: auditor,
      now: applied,
    });
    expect(early).toEqual({ kind: 'refused', reason: 'lorStillRequired' });

    // The first factor's global LOR: it leaves, the waiting NOA completes, the holds are released.
    await auditedDocument({
      factorId: first.id,
      payeeId: carrier.id,
      request: { kind: 'lor', lorType: LetterOfReleaseType.GlobalLor },
      now: applied,
    });
    expect((await getNoaDocument(waiting.id))?.status).toBe(DocumentStatus.Complete);
    expect((await getFactorOfRecord(carrier.id)).factorId).toBe(second.id);
    for (const relationship of relationships) {
      expect(await getRelationship(carrier.id, relationship.id)).toMatchObject({
        assignedFactorId: second.id,
        isFactorHeld: false,
      });
    }
    expect(await getInvoice(invoice.id)).toMatchObject({ status: InvoiceStatus.Approved, reviewNote: null });
    const released = (await listFactorHoldEvents(carrier.id)).filter((e) => e.kind === 'released');
    expect(released.map((e) => [e.reason, e.cause.documentId]).sort()).toEqual(
      relationships.map(() => [HoldReason.WAITING_FOR_LOR, waiting.id]),
    );

    await runPayouts(runAt);
    const paid = await getInvoice(invoice.id);
    expect(await getPayment(String(paid?.paymentId))).toMatchObject({
      paidTo: { kind: 'factor', factorId: second.id },
      bankAccountId: secondAccount,
    });
  });
});

describe('the fraud guard', () => {
  it('a dispute within the cooling-off window holds everything; confirmed fraud undoes the NOA and releases the hold', async () => {
    const { carrier, relationships } = await carrierWithPayors();
    const { factor } = await factorWithAccount();
    const now = new Date('2002-06-14T15:00:00Z');
    const invoice = await dueInvoice(carrier.id, relationships[0]);
    const noa = await auditedDocument({
      factorId: factor.id,
      payeeId: carrier.id,
      request: { kind: 'noa', scope: 'blanket' },
      now,
    });
    const carrierUser = { userId: 77, name: 'Casey Carrier' };

    // Another carrier cannot dispute it: it is not theirs to see.
    const stranger = await moveNoaDocument({
      documentId: noa.id,
      event: { type: 'dispute', reason: 'We never sold our invoices' },
      actor: carrierUser,
      carrierId: carrier.id + 1,
      now,
    });
    expect(stranger).toEqual({ kind: 'notFound' });
    const disputed = await moveNoaDocument({
      documentId: noa.id,
      event: { type: 'dispute', reason: 'We never sold our invoices' },
      actor: carrierUser,
      carrierId: carrier.id,
      now,
    });
    expect(disputed.kind === 'moved' && disputed.document.status).toBe(DocumentStatus.FraudInvestigation);
    expect(await getRelationship(carrier.id, relationships[0].id)).toMatchObject({
      isFactorHeld: true,
      factorHolds: [{ reason: HoldReason.FRAUD_NOA, cause: { documentId: noa.id } }],
    });
    expect(await getInvoice(invoice.id)).toMatchObject({
      status: InvoiceStatus.Held,
      reviewNote: { holdReason: HoldReason.FRAUD_NOA },
    });
    await runPayouts(new Date('2002-06-30T18:00:00Z'));
    expect((await getInvoice(invoice.id))?.paymentId).toBeNull();

    const confirmed = await moveNoaDocument({
      documentId: noa.id,
      event: { type: 'confirmFraud' },
      actor: auditor,
      now,
    });
    expect(confirmed.kind === 'moved' && confirmed.document.status).toBe(DocumentStatus.FraudConfirmed);
    expect((await getFactorOfRecord(carrier.id)).factorId).toBeNull();
    for (const relationship of relationships) {
      expect(await getRelationship(carrier.id, relationship.id)).toMatchObject({
        assignedFactorId: null,
        isFactorHeld: false,
      });
    }
    expect((await getInvoice(invoice.id))?.status).toBe(InvoiceStatus.Approved);
    await runPayouts(runAt);
    const paid = await getInvoice(invoice.id);
    expect((await getPayment(String(paid?.paymentId)))?.paidTo).toEqual({ kind: 'payee' });
  });

  it('refuses a dispute once the window has passed', async () => {
    const { carrier } = await carrierWithPayors();
    const { factor } = await factorWithAccount();
    const noa = await auditedDocument({
      factorId: factor.id,
      payeeId: carrier.id,
      request: { kind: 'noa', scope: 'blanket' },
      now: applied,
    });
    const late = await moveNoaDocument({
      documentId: noa.id,
      event: { type: 'dispute', reason: 'We never sold our invoices' },
      actor: { userId: 77, name: 'Casey' },
      carrierId: carrier.id,
      now: runAt,
    });
    expect(late).toEqual({ kind: 'refused', reason: 'notDisputable' });
  });
});

describe('the checks a payment’s transaction makes', () => {
  it('fail when the relationship’s factor, its holds or the factor of record changed since they were read', async () => {
    const { carrier, relationships } = await carrierWithPayors();
    const { factor } = await factorWithAccount();
    const relationship = relationships[0];
    const asRead = {
      payeeId: carrier.id,
      relationshipId: relationship.id,
      relationshipExists: true,
      assignedFactorId: null,
      factorOfRecordId: null,
    };
    expect(await transactWriteIf(payoutRouteChecks(asRead))).toBe(true);
    expect(await transactWriteIf(payoutRouteChecks({ ...asRead, relationshipExists: false }))).toBe(false);

    await auditedDocument({
      factorId: factor.id,
      payeeId: carrier.id,
      request: { kind: 'noa', scope: 'blanket' },
      now: applied,
    });
    // Read before the NOA: paying the carrier now would be refused by the write itself.
    expect(await transactWriteIf(payoutRouteChecks(asRead))).toBe(false);
    const assigned = { ...asRead, assignedFactorId: factor.id, factorOfRecordId: factor.id };
    expect(await transactWriteIf(payoutRouteChecks(assigned))).toBe(true);
    expect(await transactWriteIf(payoutRouteChecks({ ...assigned, factorOfRecordId: factor.id + 1 }))).toBe(false);
  });
});
