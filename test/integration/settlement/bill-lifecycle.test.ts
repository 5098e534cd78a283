import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { s3 } from '#functions/lib/aws-clients.ts';
import { logger } from '#functions/lib/logger.ts';
import { getBillParts } from '#functions/repositories/bills.ts';
import { listOutboxFor } from '#functions/repositories/outbox.ts';
import { resubmitBill } from '#functions/services/bill-resubmission.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { BillState } from '#shared/enums/bill-state.ts';
import { ChargeType, ImageType } from '#shared/enums/paperwork.ts';
import { Role } from '#shared/enums/role.ts';
import type { Bill, BillListResponse, BillValidationRules } from '#shared/schemas/bills.ts';
import {
  attachDocument,
  billPath,
  body,
  call,
  change,
  charge,
  drainQueue,
  errorOf,
  getBill,
  newBill,
  paperworkWorld,
  payorReviewer,
  signedInUser,
  useOwnResubmitQueue,
} from './settlement-fixtures.ts';

let queueUrl: string;
beforeAll(async () => {
  queueUrl = await useOwnResubmitQueue();
});

/** The carrier's edit, made on the bill as it is now (If-Match). */
const put = (world: { admin: import('#test/support/api-session.ts').ApiSession }, id: string, json: unknown) =>
  change(world.admin, 'PUT', billPath(settlementPaths.billUpdateByPayee, id), id, json);

describe('a bill from creation to approval', () => {
  it('is created, charged, submitted, delivered by the worker from the queue and reviewed by the payor', async () => {
    const world = await paperworkWorld();
    const created = await newBill(world.admin, world.payor.id, {
      loadOrInvoiceNumber: 'LD-4410',
      paperworkTypeId: ImageType.RateConfirmation,
    });
    expect(created).toMatchObject({
      state: BillState.Incomplete,
      payeeId: world.payee.id,
      payeeName: world.payee.name,
      payorId: world.payor.id,
      payorName: world.payor.name,
      loadOrInvoiceNumber: 'LD-4410',
      paperworkTypeId: ImageType.RateConfirmation,
      charges: [],
      documents: [],
      totalAmount: 0,
      submittedAt: null,
      sentToAdminBy: null,
      createdByPayor: false,
    });
    expect(created.history).toEqual([expect.objectContaining({ from: null, to: BillState.Incomplete, note: null })]);

    // Charges: no linehaul of $0.00, no accessorial of $0.00.
    const zeroLinehaul = await change(world.admin, 'POST', settlementPaths.charges, created.id, {
      billId: created.id,
      chargeTypeId: ChargeType.Linehaul,
      amount: 0,
    });
    expect(zeroLinehaul.status).toBe(400);
    expect((await errorOf(zeroLinehaul)).errors?.amount).toEqual(['Line Haul amount must be greater than $0.00.']);
    const zeroDetention = await change(world.admin, 'POST', settlementPaths.charges, created.id, {
      billId: created.id,
      chargeTypeId: ChargeType.Detention,
      amount: 0,
    });
    expect(zeroDetention.status).toBe(400);
    expect((await errorOf(zeroDetention)).errors).toHaveProperty('amount');
    await charge(world.admin, created.id, ChargeType.Linehaul, 150_000);
    const charged = await charge(world.admin, created.id, ChargeType.Detention, 5_000);
    expect(charged.totalAmount).toBe(155_000);
    expect(charged.charges.map((c) => [c.chargeTypeId, c.amount])).toEqual([
      [ChargeType.Linehaul, 150_000],
      [ChargeType.Detention, 5_000],
    ]);

    // The payor wants a rate confirmation and a proof of delivery.
    const rules = await body<BillValidationRules>(
      await call(world.admin, 'GET', billPath(settlementPaths.billValidationRules, created.id)),
    );
    expect(rules).toMatchObject({
      linehaulRequired: true,
      requiredImageTypeIds: [ImageType.RateConfirmation, ImageType.ProofOfDelivery],
      unmet: [
        'paperwork.validation.requiredDocument.rateConfirmation',
        'paperwork.validation.requiredDocument.proofOfDelivery',
      ],
    });
    const early = await put(world, created.id, { submit: true });
    expect(early.status).toBe(400);
    expect((await errorOf(early)).errors).toEqual({
      documents: ['A rate confirmation is required.', 'A proof of delivery is required.'],
    });
    expect((await body<{ bill: Bill }>(await getBill(world.admin, created.id))).bill.state).toBe(BillState.Incomplete);

    await attachDocument(created.id, ImageType.RateConfirmation);
    await attachDocument(created.id, ImageType.ProofOfDelivery);
    const submitted = await put(world, created.id, { submit: true, loadOrInvoiceNumber: 'LD-4411' });
    expect(submitted.status).toBe(200);
    const sent = (await body<{ bill: Bill }>(submitted)).bill;
    expect(sent).toMatchObject({ state: BillState.Sent, loadOrInvoiceNumber: 'LD-4411' });
    expect(sent.submittedAt).not.toBeNull();
    expect(sent.documents).toHaveLength(2);
    expect(sent.history.map((h) => h.to)).toEqual([BillState.Incomplete, BillState.Sent]);

    // The message is on the queue; the worker's service delivers the bill.
    const messages = await drainQueue(queueUrl);
    expect(messages.map((m) => m.body)).toEqual([
      { billId: created.id, payeeId: world.payee.id, requestedBy: world.adminId },
    ]);
    const [message] = messages;
    if (!message) throw new Error('no message');
    await resubmitBill(message.body, message.messageId, logger);
    await resubmitBill(message.body, message.messageId, logger); // redelivered: nothing changes
    const delivered = (await body<{ bill: Bill }>(await getBill(world.admin, created.id))).bill;
    expect(delivered.state).toBe(BillState.Delivered);
    expect(delivered.history.at(-1)).toMatchObject({ from: BillState.Sent, to: BillState.Delivered, by: 'LanePay' });
    expect(delivered.history).toHaveLength(3);

    // The payor: terms first, then the review.
    const { session: payorUser } = await signedInUser(world.payor, [Role.PayorSubmission]);
    const beforeTerms = await getBill(payorUser, created.id);
    expect(beforeTerms.status).toBe(403);
    expect((await errorOf(beforeTerms)).message).toBe('Accept the settlement terms to view paperwork.');
    expect(await body(await call(payorUser, 'GET', settlementPaths.billsPresent))).toEqual({ present: true });
    expect((await call(payorUser, 'POST', settlementPaths.acceptTerms)).status).toBe(200);
    const seen = (await body<{ bill: Bill }>(await getBill(payorUser, created.id))).bill;
    expect(seen.state).toBe(BillState.Delivered);

    const review = (json: unknown) =>
      change(payorUser, 'PUT', billPath(settlementPaths.bill, created.id), created.id, json);
    const rejectWithoutNote = await review({ state: BillState.Rejected });
    expect(rejectWithoutNote.status).toBe(400);
    expect((await errorOf(rejectWithoutNote)).errors).toEqual({ note: ['Please say why the bill is rejected.'] });
    const approveEarly = await review({ state: BillState.Approved });
    expect(approveEarly.status).toBe(400);
    expect((await errorOf(approveEarly)).errors).toHaveProperty('state');
    expect((await review({ state: BillState.Submitted, loadOrInvoiceNumber: 'LD-4411-A' })).status).toBe(200);
    // Asking for the state it is in, on its current version, changes nothing.
    expect((await review({ state: BillState.Submitted })).status).toBe(200);
    // The payor fixes a charge while the bill is submitted.
    const fixed = await charge(payorUser, created.id, ChargeType.Detention, 7_500);
    expect(fixed.totalAmount).toBe(157_500);
    const approved = (await body<{ bill: Bill }>(await review({ state: BillState.Approved }))).bill;
    expect(approved).toMatchObject({ state: BillState.Approved, loadOrInvoiceNumber: 'LD-4411-A' });
    expect(approved.history.map((h) => [h.from, h.to])).toEqual([
      [null, BillState.Incomplete],
      [BillState.Incomplete, BillState.Sent],
      [BillState.Sent, BillState.Delivered],
      [BillState.Delivered, BillState.Submitted],
      [BillState.Submitted, BillState.Approved],
    ]);

    // Final: nobody changes it any more.
    const afterApproval = [
      await review({ state: BillState.Rejected, note: 'late' }),
      await put(world, created.id, { loadOrInvoiceNumber: 'X' }),
      await call(world.admin, 'DELETE', billPath(settlementPaths.bill, created.id)),
      await change(world.admin, 'POST', settlementPaths.charges, created.id, {
        billId: created.id,
        chargeTypeId: ChargeType.Lumper,
        amount: 100,
      }),
      await change(payorUser, 'POST', settlementPaths.charges, created.id, {
        billId: created.id,
        chargeTypeId: ChargeType.Lumper,
        amount: 100,
      }),
      await call(world.admin, 'POST', settlementPaths.billsResubmit, { billIds: [created.id] }),
    ];
    expect(afterApproval.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect((await errorOf(afterApproval[1] as Response)).message).toBe('This bill can no longer be changed.');
  });

  it('goes to exception when the worker finds it incomplete, and the carrier resubmits it', async () => {
    const world = await paperworkWorld();
    const bill = await newBill(world.admin, world.shipper.id);
    await charge(world.admin, bill.id, ChargeType.Linehaul, 90_000);
    const proof = await attachDocument(bill.id, ImageType.ProofOfDelivery);
    expect((await put(world, bill.id, { submit: true })).status).toBe(200);
    // The document disappears before the worker runs (deleted in another tab).
    const { deleteBillDocumentItem } = await import('#functions/repositories/bill-documents.ts');
    await deleteBillDocumentItem(bill.id, proof);
    for (const m of await drainQueue(queueUrl)) await resubmitBill(m.body, m.messageId, logger);
    const excepted = (await body<{ bill: Bill }>(await getBill(world.admin, bill.id))).bill;
    expect(excepted.state).toBe(BillState.Exception);
    expect(excepted.history.at(-1)).toMatchObject({
      to: BillState.Exception,
      by: 'LanePay',
      note: 'missing_documents',
    });

    await attachDocument(bill.id, ImageType.ProofOfDelivery);
    const again = await call(world.admin, 'POST', settlementPaths.billsResubmit, { billIds: [bill.id] });
    expect(await body(again)).toEqual({ queued: [bill.id], alreadyQueued: [] });
    for (const m of await drainQueue(queueUrl)) await resubmitBill(m.body, m.messageId, logger);
    expect((await body<{ bill: Bill }>(await getBill(world.admin, bill.id))).bill.state).toBe(BillState.Delivered);
  });

  it('is deleted with its documents, their files and its charges while it may still be changed', async () => {
    const world = await paperworkWorld();
    const bill = await newBill(world.admin, world.shipper.id);
    const withCharge = await charge(world.admin, bill.id, ChargeType.Linehaul, 12_300);
    const objectKey = `bills/${bill.id}/delete-me`;
    const bucket = String(process.env.PAPERWORK_BUCKET);
    await s3().send(
      new PutObjectCommand({ Bucket: bucket, Key: objectKey, Body: '%PDF-1.4', ContentType: 'application/pdf' }),
    );
    await attachDocument(bill.id, ImageType.ProofOfDelivery, objectKey);

    const { session: driver } = await signedInUser(world.payee, [Role.PayeeDriver]);
    expect((await call(driver, 'DELETE', billPath(settlementPaths.bill, bill.id))).status).toBe(403);

    const deleted = await call(world.admin, 'DELETE', billPath(settlementPaths.bill, bill.id));
    expect(deleted.status).toBe(200);
    expect(await body(deleted)).toEqual({ id: bill.id, deleted: true });
    expect((await getBill(world.admin, bill.id)).status).toBe(404);
    expect(await getBillParts(bill.id)).toBeNull();
    const chargeId = withCharge.charges[0]?.id ?? '';
    expect((await call(world.admin, 'PUT', billPath(settlementPaths.charge, chargeId), { amount: 5 })).status).toBe(
      404,
    );
    await expect(s3().send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey }))).rejects.toMatchObject({
      name: 'NotFound',
    });
    expect((await call(world.admin, 'DELETE', billPath(settlementPaths.bill, bill.id))).status).toBe(404);
  });
});

describe('bad moves are 400 with a message, never 500', () => {
  it('refuses moves outside the transition table', async () => {
    const world = await paperworkWorld();
    const reviewer = await payorReviewer(world.payor);
    const bill = await newBill(world.admin, world.payor.id);
    // The payor sees the carrier's incomplete bill but cannot move it.
    for (const state of [BillState.Submitted, BillState.Approved, BillState.Delivered, BillState.Sent]) {
      const response = await change(reviewer, 'PUT', billPath(settlementPaths.bill, bill.id), bill.id, { state });
      expect(response.status, state).toBe(400);
      expect((await errorOf(response)).errors?.state).toEqual([
        'This bill cannot move to that state from its current state.',
      ]);
    }
    // The payor may not fix the number of a bill that is not delivered or submitted.
    const rename = await change(reviewer, 'PUT', billPath(settlementPaths.bill, bill.id), bill.id, {
      loadOrInvoiceNumber: 'X1',
    });
    expect(rename.status).toBe(400);
    // The carrier may not use the payor's review (refused before any version is looked at).
    expect(
      (await call(world.admin, 'PUT', billPath(settlementPaths.bill, bill.id), { state: BillState.Approved })).status,
    ).toBe(403);
    // Unknown states and malformed bodies are validation errors.
    const unknown = await call(reviewer, 'PUT', billPath(settlementPaths.bill, bill.id), { state: 'paid' });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).errors).toHaveProperty('state');
    const malformed = await world.admin.request('settlement', settlementPaths.bills, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"payorId":',
    });
    expect(malformed.status).toBe(400);
  });

  it('checks what a bill is created with', async () => {
    const world = await paperworkWorld();
    const create = (json: unknown) => call(world.admin, 'POST', settlementPaths.bills, json);
    const broker = 'A valid broker must be selected.';
    for (const payorId of [world.unclaimedPayor.id, 999_999_999]) {
      const response = await create({ payorId, loadOrInvoiceNumber: 'LD1' });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).errors).toEqual({ payorId: [broker] });
    }
    const noPayor = await create({ loadOrInvoiceNumber: 'LD1' });
    expect((await errorOf(noPayor)).errors?.payorId).toEqual([broker]);
    const noNumber = await create({ payorId: world.payor.id, loadOrInvoiceNumber: '  ' });
    expect((await errorOf(noNumber)).errors).toHaveProperty('loadOrInvoiceNumber');
    const badType = await create({
      payorId: world.payor.id,
      loadOrInvoiceNumber: 'LD1',
      paperworkTypeId: ImageType.Combined,
    });
    expect((await errorOf(badType)).errors).toEqual({ paperworkTypeId: ['Must select a doc type'] });
    // A payor's user names the carrier instead (test/integration/settlement/payor-bills.test.ts).
    const reviewer = await payorReviewer(world.payor);
    const noCarrier = await call(reviewer, 'POST', settlementPaths.bills, {
      payorId: world.payor.id,
      loadOrInvoiceNumber: 'LD1',
    });
    expect(noCarrier.status).toBe(400);
    expect((await errorOf(noCarrier)).errors).toEqual({ payeeId: ['A valid carrier must be selected.'] });
  });
});

describe('another company’s bill does not exist', () => {
  it('answers 404 to other carriers and other payors, and the payor never sees pending or exception bills', async () => {
    const [world, other] = await Promise.all([paperworkWorld(), paperworkWorld()]);
    const bill = await newBill(world.admin, world.payor.id);
    const linehaul = await charge(world.admin, bill.id, ChargeType.Linehaul, 1_000);
    const chargeId = linehaul.charges[0]?.id ?? '';
    const foreignPayor = await payorReviewer(other.payor);
    for (const session of [other.admin, foreignPayor]) {
      const responses = await Promise.all([
        getBill(session, bill.id),
        call(session, 'GET', billPath(settlementPaths.billPaperworkType, bill.id)),
        call(session, 'GET', billPath(settlementPaths.billValidationRules, bill.id)),
        call(session, 'PUT', billPath(settlementPaths.charge, chargeId), { amount: 5 }),
        call(session, 'DELETE', billPath(settlementPaths.charge, chargeId)),
        call(session, 'POST', settlementPaths.charges, { billId: bill.id, chargeTypeId: ChargeType.Lumper, amount: 5 }),
      ]);
      expect(responses.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
      for (const response of responses)
        expect(await body(response)).toEqual({ message: 'Not found.', code: 'not_found' });
    }
    for (const response of [
      await call(other.admin, 'PUT', billPath(settlementPaths.billUpdateByPayee, bill.id), {
        loadOrInvoiceNumber: 'X',
      }),
      await call(other.admin, 'DELETE', billPath(settlementPaths.bill, bill.id)),
      await call(other.admin, 'POST', settlementPaths.billsResubmit, { billIds: [bill.id] }),
      await call(foreignPayor, 'PUT', billPath(settlementPaths.bill, bill.id), {
        state: BillState.Rejected,
        note: 'x',
      }),
    ]) {
      expect(response.status).toBe(404);
    }
    const list = await body<BillListResponse>(await call(other.admin, 'GET', settlementPaths.bills));
    expect(list.bills).toEqual([]);

    // The bill's own payor sees the incomplete bill, but not a driver's pending one.
    const ownPayor = await payorReviewer(world.payor);
    expect((await getBill(ownPayor, bill.id)).status).toBe(200);
    const { session: driver } = await signedInUser(world.payee, [Role.PayeeDriver]);
    const pending = await newBill(driver, world.payor.id, { sendToAdmin: true });
    expect((await getBill(ownPayor, pending.id)).status).toBe(404);
    const payorList = await body<BillListResponse>(await call(ownPayor, 'GET', settlementPaths.bills));
    expect(payorList.bills.map((b) => b.id)).toEqual([bill.id]);
  });
});

describe('drivers', () => {
  it('create and send to the administrator, see only their own bills, and never submit or delete', async () => {
    const world = await paperworkWorld();
    const { session: driver, userId: driverId } = await signedInUser(world.payee, [Role.PayeeDriver]);
    const adminBill = await newBill(world.admin, world.payor.id);
    const draft = await newBill(driver, world.shipper.id);
    expect(draft.state).toBe(BillState.Incomplete);
    const pending = await newBill(driver, world.payor.id, { sendToAdmin: true, loadOrInvoiceNumber: 'DRV-77' });
    expect(pending).toMatchObject({ state: BillState.Pending });
    expect(pending.sentToAdminBy).toBe('Test User');
    const [email] = await listOutboxFor(world.adminEmail);
    expect(email?.subject).toBe('Test User sent you paperwork for load DRV-77');
    expect(email?.body).toContain(`/payee/paperwork/${pending.id}`);

    // Their own bills only.
    const list = await body<BillListResponse>(await call(driver, 'GET', settlementPaths.bills));
    expect(list.bills.map((b) => b.id).sort()).toEqual([draft.id, pending.id].sort());
    expect((await getBill(driver, adminBill.id)).status).toBe(404);
    // Charges and edits on their own bills are fine.
    expect((await charge(driver, pending.id, ChargeType.Linehaul, 80_000)).totalAmount).toBe(80_000);
    const renamed = await change(driver, 'PUT', billPath(settlementPaths.billUpdateByPayee, pending.id), pending.id, {
      loadOrInvoiceNumber: 'DRV-78',
    });
    expect(renamed.status).toBe(200);
    // Submitting and deleting are the administrator's.
    const refused = [
      await call(driver, 'PUT', billPath(settlementPaths.billUpdateByPayee, pending.id), { submit: true }),
      await call(driver, 'POST', settlementPaths.billsResubmit, { billIds: [pending.id] }),
      await call(driver, 'DELETE', billPath(settlementPaths.bill, pending.id)),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403]);

    // The administrator sees the driver's bills and submits the pending one.
    const adminList = await body<BillListResponse>(await call(world.admin, 'GET', settlementPaths.bills));
    expect(adminList.bills.map((b) => b.id).sort()).toEqual([adminBill.id, draft.id, pending.id].sort());
    await attachDocument(pending.id, ImageType.RateConfirmation);
    await attachDocument(pending.id, ImageType.ProofOfDelivery);
    const submitted = await call(world.admin, 'POST', settlementPaths.billsResubmit, { billIds: [pending.id] });
    expect(await body(submitted)).toEqual({ queued: [pending.id], alreadyQueued: [] });
    const messages = await drainQueue(queueUrl);
    expect(messages.map((m) => m.body.billId)).toEqual([pending.id]);
    expect(driverId).toBeGreaterThan(0);
  });
});
