import { describe, expect, it } from 'vitest';
import { writeCompanyFields } from '#functions/repositories/memberships.ts';
import { demoAccounts } from '#infra/local/seed/demo-accounts.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { BillState } from '#shared/enums/bill-state.ts';
import { Role } from '#shared/enums/role.ts';
import type { BillListResponse } from '#shared/schemas/bills.ts';
import { ApiSession } from '#test/support/api-session.ts';
import {
  billPath,
  body,
  call,
  errorOf,
  getBill,
  newBill,
  paperworkWorld,
  payorReviewer,
  signedInUser,
} from './settlement-fixtures.ts';

type Entry = { id: string; payorId: number; payeeId: number; payeeName: string; createdAt: string; createdBy: string };

describe('settlement terms', () => {
  it('keep a payor user out of paperwork data until accepted; accepting twice is harmless', async () => {
    const world = await paperworkWorld();
    const bill = await newBill(world.admin, world.payor.id);
    const { session: payorUser } = await signedInUser(world.payor, [Role.PayorSubmission, Role.PayorReports]);
    expect(await body(await call(payorUser, 'GET', settlementPaths.acceptedTerms))).toEqual({
      hasAcceptedTerms: false,
    });
    // Before acceptance: the data calls are 403 with the terms message; present and statuses answer.
    const refused = await Promise.all([
      call(payorUser, 'GET', settlementPaths.bills),
      getBill(payorUser, bill.id),
      call(payorUser, 'GET', billPath(settlementPaths.billValidationRules, bill.id)),
      call(payorUser, 'GET', settlementPaths.carrierDenyList),
    ]);
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect((await errorOf(response)).message).toBe('Accept the settlement terms to view paperwork.');
    }
    expect(await body(await call(payorUser, 'GET', settlementPaths.billsPresent))).toEqual({ present: true });
    const statuses = await body<{ statuses: { id: string; name: string }[]; groups: Record<string, string[]> }>(
      await call(payorUser, 'GET', settlementPaths.billStatuses),
    );
    expect(statuses.statuses.map((s) => s.id)).not.toContain(BillState.Pending);
    expect(statuses.statuses.find((s) => s.id === BillState.Delivered)?.name).toBe('Delivered');
    expect(statuses.groups).toEqual({
      incomplete: [BillState.Incomplete, BillState.Sent],
      rejected: [BillState.Rejected],
      submitted: [BillState.Delivered, BillState.Submitted, BillState.Approved, BillState.Removed, BillState.Ignored],
    });

    for (let i = 0; i < 2; i++) {
      const accepted = await call(payorUser, 'POST', settlementPaths.acceptTerms);
      expect(accepted.status).toBe(200);
      expect(await body(accepted)).toEqual({ hasAcceptedTerms: true });
    }
    expect(await body(await call(payorUser, 'GET', settlementPaths.acceptedTerms))).toEqual({ hasAcceptedTerms: true });
    const list = await body<BillListResponse>(await call(payorUser, 'GET', settlementPaths.bills));
    expect(list.bills.map((b) => b.id)).toEqual([bill.id]);
    // The acceptance is the user's: a colleague still has to accept.
    const { session: colleague } = await signedInUser(world.payor, [Role.UserAdmin]);
    expect((await call(colleague, 'GET', settlementPaths.bills)).status).toBe(403);
  });

  it('are not enough without PayorSubmission or UserAdmin, and are the payors’ only', async () => {
    const world = await paperworkWorld();
    await newBill(world.admin, world.payor.id);
    const { session: reportsOnly } = await signedInUser(world.payor, [Role.PayorReports]);
    expect((await call(reportsOnly, 'POST', settlementPaths.acceptTerms)).status).toBe(200);
    const list = await call(reportsOnly, 'GET', settlementPaths.bills);
    expect(list.status).toBe(403);
    expect((await errorOf(list)).code).toBe('forbidden');
    expect(await body(await call(reportsOnly, 'GET', settlementPaths.billsPresent))).toEqual({ present: false });
    expect((await call(world.admin, 'POST', settlementPaths.acceptTerms)).status).toBe(403);
    expect((await call(world.admin, 'GET', settlementPaths.acceptedTerms)).status).toBe(403);
  });

  it('are not seeded for the demo broker, who has bills to see', async () => {
    // Other test files accept the terms as broker@demo.test on this shared stack, so the seed is
    // checked where it is written: the demo users' profiles carry no acceptance.
    const brokerAccount = demoAccounts.find((account) => account.email === 'broker@demo.test');
    expect(brokerAccount).toBeDefined();
    expect(brokerAccount).not.toHaveProperty('hasAcceptedTerms');
    const { session: broker } = await ApiSession.signIn('broker@demo.test');
    expect(await body(await call(broker, 'GET', settlementPaths.billsPresent))).toEqual({ present: true });
  });
});

describe('the carrier deny list', () => {
  it('blocks a carrier from the payor’s paperwork until the entry is removed', async () => {
    const world = await paperworkWorld();
    const reviewer = await payorReviewer(world.payor);
    const payorBill = await newBill(world.admin, world.payor.id);
    const shipperBill = await newBill(world.admin, world.shipper.id);

    const created = await call(reviewer, 'POST', settlementPaths.carrierDenyList, { payeeId: world.payee.id });
    expect(created.status).toBe(201);
    const entry = await body<Entry>(created);
    expect(entry).toMatchObject({
      id: `${world.payor.id}-${world.payee.id}`,
      payorId: world.payor.id,
      payeeId: world.payee.id,
      payeeName: world.payee.name,
      createdBy: 'Test User',
    });
    const again = await call(reviewer, 'POST', settlementPaths.carrierDenyList, { payeeId: world.payee.id });
    expect(again.status).toBe(200);
    expect(await body(again)).toEqual(entry);
    expect(await body(await call(reviewer, 'GET', settlementPaths.carrierDenyList))).toEqual({
      carrierBlacklists: [entry],
    });
    expect(await body(await call(reviewer, 'GET', billPath(settlementPaths.carrierDenyListEntry, entry.id)))).toEqual(
      entry,
    );

    // The carrier no longer sees that payor's bills, nor creates or submits any for it.
    expect((await getBill(world.admin, payorBill.id)).status).toBe(404);
    expect((await getBill(world.admin, shipperBill.id)).status).toBe(200);
    const list = await body<BillListResponse>(await call(world.admin, 'GET', settlementPaths.bills));
    expect(list.bills.map((b) => b.id)).toEqual([shipperBill.id]);
    expect(list.payorIds).toEqual([world.shipper.id]);
    const create = await call(world.admin, 'POST', settlementPaths.bills, {
      payorId: world.payor.id,
      loadOrInvoiceNumber: 'X',
    });
    expect(create.status).toBe(400);
    expect((await errorOf(create)).errors).toEqual({ payorId: ['A valid broker must be selected.'] });
    expect((await call(world.admin, 'POST', settlementPaths.billsResubmit, { billIds: [payorBill.id] })).status).toBe(
      404,
    );
    // The payor still sees the carrier's bill.
    expect((await getBill(reviewer, payorBill.id)).status).toBe(200);

    const removed = await call(reviewer, 'DELETE', billPath(settlementPaths.carrierDenyListEntry, entry.id));
    expect(removed.status).toBe(200);
    expect((await call(reviewer, 'DELETE', billPath(settlementPaths.carrierDenyListEntry, entry.id))).status).toBe(404);
    expect((await getBill(world.admin, payorBill.id)).status).toBe(200);
    expect(await body(await call(reviewer, 'GET', settlementPaths.carrierDenyList))).toEqual({ carrierBlacklists: [] });
  });

  it('takes only carriers the payor knows, and shows a payor only its own entries', async () => {
    const [world, other] = await Promise.all([paperworkWorld(), paperworkWorld()]);
    const reviewer = await payorReviewer(world.payor);
    const stranger = await call(reviewer, 'POST', settlementPaths.carrierDenyList, { payeeId: other.payee.id });
    expect(stranger.status).toBe(400);
    expect((await errorOf(stranger)).errors).toEqual({ payeeId: ['No relationship with this carrier was found.'] });
    const entry = await body<Entry>(
      await call(reviewer, 'POST', settlementPaths.carrierDenyList, { payeeId: world.payee.id }),
    );
    const otherReviewer = await payorReviewer(other.payor);
    expect((await call(otherReviewer, 'GET', billPath(settlementPaths.carrierDenyListEntry, entry.id))).status).toBe(
      404,
    );
    expect((await call(otherReviewer, 'DELETE', billPath(settlementPaths.carrierDenyListEntry, entry.id))).status).toBe(
      404,
    );
    expect((await call(reviewer, 'GET', billPath(settlementPaths.carrierDenyListEntry, 'not-an-id'))).status).toBe(404);
    // Carriers have no deny list.
    expect((await call(world.admin, 'GET', settlementPaths.carrierDenyList)).status).toBe(403);
  });
});

describe('the Restrictions toggle', () => {
  it('hides every bill from the carrier while off', async () => {
    const world = await paperworkWorld();
    const bill = await newBill(world.admin, world.payor.id);
    await writeCompanyFields(world.payee.id, { isPaperworkViewAllowed: false });
    expect((await getBill(world.admin, bill.id)).status).toBe(404);
    expect((await body<BillListResponse>(await call(world.admin, 'GET', settlementPaths.bills))).bills).toEqual([]);
    expect(await body(await call(world.admin, 'GET', settlementPaths.billsPresent))).toEqual({ present: false });
    const create = await call(world.admin, 'POST', settlementPaths.bills, {
      payorId: world.shipper.id,
      loadOrInvoiceNumber: 'X',
    });
    expect((await errorOf(create)).errors).toEqual({ payorId: ['A valid broker must be selected.'] });
    await writeCompanyFields(world.payee.id, { isPaperworkViewAllowed: true });
    expect((await getBill(world.admin, bill.id)).status).toBe(200);
  });
});

describe('staff', () => {
  it('read any bill and list a carrier’s bills by naming it, but change nothing', async () => {
    const world = await paperworkWorld();
    const bill = await newBill(world.admin, world.payor.id);
    const { session: admin } = await ApiSession.signIn('admin@demo.test');
    expect((await getBill(admin, bill.id)).status).toBe(200);
    const list = await body<BillListResponse>(
      await call(admin, 'GET', `${settlementPaths.bills}?q[payee_id_in]=${world.payee.id}`),
    );
    expect(list.bills.map((b) => b.id)).toEqual([bill.id]);
    expect((await call(admin, 'GET', settlementPaths.bills)).status).toBe(400);
    expect(
      (await call(admin, 'PUT', billPath(settlementPaths.bill, bill.id), { state: BillState.Removed })).status,
    ).toBe(403);
    expect(
      (await call(admin, 'POST', settlementPaths.charges, { billId: bill.id, chargeTypeId: 1, amount: 5 })).status,
    ).toBe(403);
  });
});
