import { beforeAll, describe, expect, it } from 'vitest';
import { logger } from '#functions/lib/logger.ts';
import { writeCompanyFields } from '#functions/repositories/memberships.ts';
import { listOutboxFor } from '#functions/repositories/outbox.ts';
import { resubmitBill } from '#functions/services/bill-resubmission.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { BillState } from '#shared/enums/bill-state.ts';
import { Currency } from '#shared/enums/currency.ts';
import { ChargeType, ImageType } from '#shared/enums/paperwork.ts';
import { Role } from '#shared/enums/role.ts';
import type { Bill, BillListResponse } from '#shared/schemas/bills.ts';
import { ApiSession } from '#test/support/api-session.ts';
import {
  attachDocument,
  billPath,
  body,
  call,
  change,
  charge,
  claimedPayor,
  drainQueue,
  errorOf,
  getBill,
  newBill,
  type PaperworkWorld,
  paperworkWorld,
  payorReviewer,
  signedInUser,
  useOwnResubmitQueue,
} from './settlement-fixtures.ts';

/**
 * Payors creating and deleting bills (seeds 001 "Bills seen by payors": create, delete). A payor's
 * user with PayorSubmission or UserAdmin who accepted the terms gives one of its carriers a bill to
 * fill in; the side that created a bill is the side that deletes it.
 */

let queueUrl: string;
beforeAll(async () => {
  queueUrl = await useOwnResubmitQueue();
});

/** POST /bills as a payor's user for `payeeId`. */
function createFor(session: ApiSession, payeeId: number, fields: Record<string, unknown> = {}) {
  return call(session, 'POST', settlementPaths.bills, { payeeId, loadOrInvoiceNumber: 'PO-1001', ...fields });
}

async function payorBill(world: PaperworkWorld, reviewer: ApiSession, loadOrInvoiceNumber = 'PO-1001'): Promise<Bill> {
  const response = await createFor(reviewer, world.payee.id, { loadOrInvoiceNumber });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await body<{ bill: Bill }>(response)).bill;
}

const remove = (session: ApiSession, id: string) => call(session, 'DELETE', billPath(settlementPaths.bill, id));

describe('a payor creates a bill for its carrier', () => {
  it('starts incomplete in the carrier’s paperwork, names who created it and emails the carrier’s administrators', async () => {
    const world = await paperworkWorld();
    const reviewer = await payorReviewer(world.payor);
    const bill = await payorBill(world, reviewer, 'PO-2001');
    expect(bill).toMatchObject({
      payeeId: world.payee.id,
      payeeName: world.payee.name,
      payorId: world.payor.id,
      payorName: world.payor.name,
      state: BillState.Incomplete,
      loadOrInvoiceNumber: 'PO-2001',
      currencyTypeId: Currency.USD,
      createdByPayor: true,
      charges: [],
      documents: [],
    });
    expect(bill.history).toEqual([
      expect.objectContaining({ from: null, to: BillState.Incomplete, by: `Test User (${world.payor.name})` }),
    ]);

    // The carrier finds it in its paperwork (the incomplete group), and so does the payor.
    const carrierList = await body<BillListResponse>(await call(world.admin, 'GET', settlementPaths.bills));
    expect(carrierList.bills.map((b) => b.id)).toEqual([bill.id]);
    expect(carrierList.totals.find((t) => t.state === BillState.Incomplete)?.count).toBe(1);
    expect((await body<{ bill: Bill }>(await getBill(world.admin, bill.id))).bill.createdByPayor).toBe(true);
    const payorList = await body<BillListResponse>(await call(reviewer, 'GET', settlementPaths.bills));
    expect(payorList.bills.map((b) => b.id)).toEqual([bill.id]);

    const [email] = await listOutboxFor(world.adminEmail);
    expect(email?.subject).toBe(`${world.payor.name} added a bill for load PO-2001 to your paperwork`);
    expect(email?.body).toContain(`Test User at ${world.payor.name} created a bill for load PO-2001.`);
    expect(email?.body).toContain(`/payee/paperwork/${bill.id}`);

    // The payor's own payorId is accepted; the bill takes the currency of the relationship.
    const canadian = await claimedPayor(world.payee, Currency.CAD);
    const canadianReviewer = await payorReviewer(canadian);
    const cad = await createFor(canadianReviewer, world.payee.id, { payorId: canadian.id });
    expect(cad.status).toBe(201);
    expect((await body<{ bill: Bill }>(cad)).bill.currencyTypeId).toBe(Currency.CAD);
  });

  it('goes through the carrier’s submission and the worker like any bill; the payor deletes it only while the carrier has it', async () => {
    const world = await paperworkWorld();
    const reviewer = await payorReviewer(world.payor);
    const bill = await payorBill(world, reviewer);
    // The payor may enter the linehaul it agreed on its own incomplete bill, and fix its number.
    expect((await charge(reviewer, bill.id, ChargeType.Linehaul, 1_900_00)).totalAmount).toBe(1_900_00);
    const renamed = await change(reviewer, 'PUT', billPath(settlementPaths.bill, bill.id), bill.id, {
      loadOrInvoiceNumber: 'PO-1001-A',
    });
    expect(renamed.status).toBe(200);
    // The carrier adds the documents and submits.
    await attachDocument(bill.id, ImageType.RateConfirmation);
    await attachDocument(bill.id, ImageType.ProofOfDelivery);
    await drainQueue(queueUrl);
    const submitted = await call(world.admin, 'POST', settlementPaths.billsResubmit, { billIds: [bill.id] });
    expect(await body(submitted)).toEqual({ queued: [bill.id], alreadyQueued: [] });

    // On its way: the payor may not delete it now (the worker would find no bill).
    const whileSent = await remove(reviewer, bill.id);
    expect(whileSent.status).toBe(400);
    expect((await errorOf(whileSent)).message).toBe('This bill can no longer be changed.');

    const [message] = await drainQueue(queueUrl);
    if (!message) throw new Error('No message');
    await resubmitBill(message.body, message.messageId, logger);
    const delivered = (await body<{ bill: Bill }>(await getBill(reviewer, bill.id))).bill;
    expect(delivered).toMatchObject({ state: BillState.Delivered, loadOrInvoiceNumber: 'PO-1001-A' });
    // Once delivered the payor's edits are the review's (its own bill or not).
    expect((await charge(reviewer, bill.id, ChargeType.Lumper, 50_00)).totalAmount).toBe(1_950_00);

    // Delivered, it is kept for both sides' records: the payor reviews it (or removes it), it does not delete it.
    expect((await remove(reviewer, bill.id)).status).toBe(400);
    const rejected = await change(reviewer, 'PUT', billPath(settlementPaths.bill, bill.id), bill.id, {
      state: BillState.Rejected,
      note: 'Wrong load: we will send a new one.',
    });
    expect(rejected.status).toBe(200);
    // Sent back to the carrier, the payor may withdraw its own bill.
    const deleted = await remove(reviewer, bill.id);
    expect(deleted.status).toBe(200);
    expect(await body(deleted)).toEqual({ id: bill.id, deleted: true });
    for (const session of [reviewer, world.admin]) expect((await getBill(session, bill.id)).status).toBe(404);
    expect((await remove(reviewer, bill.id)).status).toBe(404); // deleting again: nothing left
  });

  it('refuses carriers it may not give paperwork to, with the same answer whatever the reason', async () => {
    const [world, other] = await Promise.all([paperworkWorld(), paperworkWorld()]);
    const reviewer = await payorReviewer(world.payor);
    const unknownCarrier = { payeeId: ['No relationship with this carrier was found.'] };
    const refused = async (response: Response) => {
      expect(response.status).toBe(400);
      expect((await errorOf(response)).errors).toEqual(unknownCarrier);
    };
    // A carrier without a relationship, an unknown id, a payor company's id.
    await refused(await createFor(reviewer, other.payee.id));
    await refused(await createFor(reviewer, 999_999_999));
    await refused(await createFor(reviewer, world.shipper.id));
    // A relationship the carrier has not claimed.
    const unclaimedReviewer = await payorReviewer(world.unclaimedPayor);
    await refused(await createFor(unclaimedReviewer, world.payee.id));
    // A carrier on the payor's deny list cannot be given paperwork.
    const entry = await call(reviewer, 'POST', settlementPaths.carrierDenyList, { payeeId: world.payee.id });
    expect(entry.status).toBe(201);
    await refused(await createFor(reviewer, world.payee.id));
    await call(
      reviewer,
      'DELETE',
      billPath(settlementPaths.carrierDenyListEntry, `${world.payor.id}-${world.payee.id}`),
    );
    // A carrier whose Restrictions toggle is off would not see it.
    await writeCompanyFields(world.payee.id, { isPaperworkViewAllowed: false });
    await refused(await createFor(reviewer, world.payee.id));
    await writeCompanyFields(world.payee.id, { isPaperworkViewAllowed: true });
    expect((await createFor(reviewer, world.payee.id)).status).toBe(201);

    // Bad bodies: no carrier, another payor named, a load number missing.
    const noCarrier = await call(reviewer, 'POST', settlementPaths.bills, { loadOrInvoiceNumber: 'X' });
    expect((await errorOf(noCarrier)).errors).toEqual({ payeeId: ['A valid carrier must be selected.'] });
    const badCarrier = await call(reviewer, 'POST', settlementPaths.bills, { payeeId: 'x', loadOrInvoiceNumber: 'X' });
    expect((await errorOf(badCarrier)).errors).toEqual({ payeeId: ['A valid carrier must be selected.'] });
    const otherPayor = await createFor(reviewer, world.payee.id, { payorId: world.shipper.id });
    expect((await errorOf(otherPayor)).errors).toEqual({ payorId: ['A valid broker must be selected.'] });
    const noNumber = await createFor(reviewer, world.payee.id, { loadOrInvoiceNumber: ' ' });
    expect((await errorOf(noNumber)).errors).toHaveProperty('loadOrInvoiceNumber');
  });

  it('needs PayorSubmission or UserAdmin and the accepted terms; staff create nothing', async () => {
    const world = await paperworkWorld();
    const { session: reportsOnly } = await signedInUser(world.payor, [Role.PayorReports]);
    expect((await createFor(reportsOnly, world.payee.id)).status).toBe(403);
    const { session: beforeTerms } = await signedInUser(world.payor, [Role.UserAdmin]);
    const refused = await createFor(beforeTerms, world.payee.id);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe('Accept the settlement terms to view paperwork.');
    expect((await call(beforeTerms, 'POST', settlementPaths.acceptTerms)).status).toBe(200);
    expect((await createFor(beforeTerms, world.payee.id)).status).toBe(201);
    const { session: staff } = await ApiSession.signIn('admin@demo.test');
    expect((await createFor(staff, world.payee.id)).status).toBe(403);
  });
});

describe('the side that created a bill deletes it', () => {
  it('the payor deletes only its own bills, not final ones; the carrier never deletes the payor’s', async () => {
    const world = await paperworkWorld();
    const reviewer = await payorReviewer(world.payor);
    const own = await payorBill(world, reviewer);
    const carriers = await newBill(world.admin, world.payor.id);

    // The carrier's own bill: the payor sees it but may not delete it (its review removes it).
    expect((await remove(reviewer, carriers.id)).status).toBe(403);
    expect((await getBill(world.admin, carriers.id)).status).toBe(200);
    // Nor may it edit the carrier's incomplete bill; its own incomplete bill it may.
    const carriersCharge = await change(reviewer, 'POST', settlementPaths.charges, carriers.id, {
      billId: carriers.id,
      chargeTypeId: ChargeType.Linehaul,
      amount: 100,
    });
    expect(carriersCharge.status).toBe(400);

    // The payor's bill: the carrier fills it in but neither deletes it nor moves it to another payor.
    expect((await remove(world.admin, own.id)).status).toBe(403);
    const moved = await change(world.admin, 'PUT', billPath(settlementPaths.billUpdateByPayee, own.id), own.id, {
      payorId: world.shipper.id,
    });
    expect(moved.status).toBe(400);
    expect((await errorOf(moved)).errors).toEqual({
      payorId: ['This bill was created by its payor: it stays with that payor.'],
    });
    const renamed = await change(world.admin, 'PUT', billPath(settlementPaths.billUpdateByPayee, own.id), own.id, {
      loadOrInvoiceNumber: 'PO-1001-B',
    });
    expect(renamed.status).toBe(200);
    const { session: driver } = await signedInUser(world.payee, [Role.PayeeDriver]);
    expect((await remove(driver, own.id)).status).toBe(403); // drivers delete nothing

    // Delivered and reviewed, it is kept for the record: approved, nobody deletes it.
    const other = await payorBill(world, reviewer, 'PO-1002');
    await charge(world.admin, other.id, ChargeType.Linehaul, 500_00);
    await attachDocument(other.id, ImageType.RateConfirmation);
    await attachDocument(other.id, ImageType.ProofOfDelivery);
    await drainQueue(queueUrl);
    await call(world.admin, 'POST', settlementPaths.billsResubmit, { billIds: [other.id] });
    const [message] = await drainQueue(queueUrl);
    if (!message) throw new Error('No message');
    await resubmitBill(message.body, message.messageId, logger);
    const review = (state: BillState) =>
      change(reviewer, 'PUT', billPath(settlementPaths.bill, other.id), other.id, { state });
    expect((await review(BillState.Submitted)).status).toBe(200);
    expect((await review(BillState.Approved)).status).toBe(200);
    const approved = await remove(reviewer, other.id);
    expect(approved.status).toBe(400);
    expect((await getBill(reviewer, other.id)).status).toBe(200);

    // Its own incomplete bill, deleted; the carrier's stays.
    expect((await remove(reviewer, own.id)).status).toBe(200);
    expect((await getBill(world.admin, own.id)).status).toBe(404);
    const list = await body<BillListResponse>(await call(world.admin, 'GET', settlementPaths.bills));
    expect(list.bills.map((b) => b.id).sort()).toEqual([carriers.id, other.id].sort());
  });

  it('another payor’s bill is not found, and its carriers cannot be given paperwork', async () => {
    const [world, other] = await Promise.all([paperworkWorld(), paperworkWorld()]);
    const reviewer = await payorReviewer(world.payor);
    const own = await payorBill(world, reviewer);
    const foreign = await payorReviewer(other.payor);
    expect((await getBill(foreign, own.id)).status).toBe(404);
    const foreignDelete = await remove(foreign, own.id);
    expect(foreignDelete.status).toBe(404);
    expect(await body(foreignDelete)).toEqual({ message: 'Not found.', code: 'not_found' });
    expect((await remove(other.admin, own.id)).status).toBe(404);
    expect((await createFor(foreign, world.payee.id)).status).toBe(400);
    // Staff read it but delete nothing.
    const { session: staff } = await ApiSession.signIn('admin@demo.test');
    expect((await getBill(staff, own.id)).status).toBe(200);
    expect((await remove(staff, own.id)).status).toBe(403);
    expect((await getBill(reviewer, own.id)).status).toBe(200);
  });
});
