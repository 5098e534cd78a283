import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '#functions/lib/config.ts';
import { HttpError } from '#functions/lib/http/errors.ts';
import { getBillParts } from '#functions/repositories/bills.ts';
import { resubmitBills } from '#functions/services/bill-submission.ts';
import type { PayeeActor } from '#functions/services/paperwork-access.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { BillState } from '#shared/enums/bill-state.ts';
import { ChargeType, ImageType } from '#shared/enums/paperwork.ts';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';
import { serverMessages } from '#shared/i18n/server-messages.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import {
  attachDocument,
  body,
  call,
  change,
  charge,
  drainQueue,
  errorOf,
  getBill,
  newBill,
  type PaperworkWorld,
  paperworkWorld,
  useOwnResubmitQueue,
} from './settlement-fixtures.ts';

let queueUrl: string;
beforeAll(async () => {
  queueUrl = await useOwnResubmitQueue();
});

/** A bill for the shipper (proof of delivery required) ready to submit. */
async function completeBill(world: PaperworkWorld): Promise<Bill> {
  const bill = await newBill(world.admin, world.shipper.id);
  await charge(world.admin, bill.id, ChargeType.Linehaul, 75_000);
  await attachDocument(bill.id, ImageType.ProofOfDelivery);
  return bill;
}

const resubmit = (world: PaperworkWorld, billIds: string[]) =>
  call(world.admin, 'POST', settlementPaths.billsResubmit, { billIds });

describe('resubmit_to_sqs', () => {
  it('queues a bill once, however often it is asked', async () => {
    const world = await paperworkWorld();
    const bill = await completeBill(world);
    const first = await resubmit(world, [bill.id, bill.id]);
    expect(first.status).toBe(200);
    expect(await body(first)).toEqual({ queued: [bill.id], alreadyQueued: [] });
    expect(await body(await resubmit(world, [bill.id]))).toEqual({ queued: [], alreadyQueued: [bill.id] });
    const again = await change(
      world.admin,
      'PUT',
      settlementPaths.billUpdateByPayee.replace('{id}', bill.id),
      bill.id,
      {
        submit: true,
      },
    );
    expect(again.status).toBe(200);
    expect((await body<{ bill: Bill }>(again)).bill.state).toBe(BillState.Sent);
    const messages = await drainQueue(queueUrl);
    expect(messages.map((m) => m.body.billId)).toEqual([bill.id]);
    const history = (await body<{ bill: Bill }>(await getBill(world.admin, bill.id))).bill.history;
    expect(history.filter((h) => h.to === BillState.Sent)).toHaveLength(1);
  });

  it('sends one message per bill in batches of ten', async () => {
    const world = await paperworkWorld();
    const bills = await Promise.all(Array.from({ length: 23 }, () => completeBill(world)));
    const response = await resubmit(
      world,
      bills.map((b) => b.id),
    );
    expect(response.status).toBe(200);
    const result = await body<{ queued: string[]; alreadyQueued: string[] }>(response);
    expect(result.queued.sort()).toEqual(bills.map((b) => b.id).sort());
    const messages = await drainQueue(queueUrl);
    expect(messages.map((m) => m.body.billId).sort()).toEqual(bills.map((b) => b.id).sort());
    expect(new Set(messages.map((m) => m.messageId)).size).toBe(23);
  });

  it('refuses the whole call when one bill is not ready, with the reasons by request index', async () => {
    const world = await paperworkWorld();
    const ready = await completeBill(world);
    const noLinehaul = await newBill(world.admin, world.shipper.id);
    await attachDocument(noLinehaul.id, ImageType.ProofOfDelivery);
    const forRedline = await newBill(world.admin, world.payor.id);
    await charge(world.admin, forRedline.id, ChargeType.Linehaul, 10_000);
    await attachDocument(forRedline.id, ImageType.ProofOfDelivery);
    const response = await resubmit(world, [ready.id, noLinehaul.id, forRedline.id]);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).errors).toEqual({
      'billIds.1': ['Line Haul amount must be greater than $0.00.'],
      'billIds.2': ['A rate confirmation is required.'],
    });
    expect((await getBillParts(ready.id))?.bill.state).toBe(BillState.Incomplete);
    expect(await drainQueue(queueUrl)).toEqual([]);
    const empty = await resubmit(world, []);
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).errors).toHaveProperty('billIds');
  });

  it('answers 404 for a bill that is not the caller’s and sends nothing', async () => {
    const [world, other] = await Promise.all([paperworkWorld(), paperworkWorld()]);
    const mine = await completeBill(world);
    const theirs = await completeBill(other);
    expect((await resubmit(world, [mine.id, theirs.id])).status).toBe(404);
    expect((await resubmit(world, [mine.id, 'no-such-bill'])).status).toBe(404);
    expect((await getBillParts(mine.id))?.bill.state).toBe(BillState.Incomplete);
    expect(await drainQueue(queueUrl)).toEqual([]);
  });

  it('leaves the bill exactly as it was when the queue cannot take the message, and answers 503', async () => {
    const world = await paperworkWorld();
    const bill = await completeBill(world);
    const before = await body<{ bill: Bill }>(await getBill(world.admin, bill.id));
    const actor: PayeeActor = {
      kind: 'payee',
      companyId: world.payee.id,
      companyName: world.payee.name,
      userId: world.adminId,
      userName: 'Test User',
      driverOnly: false,
      viewAllowed: true,
    };
    // A queue that does not exist on the emulator: the real SQS client fails the send.
    const missingQueue = `${new URL(String(config().RESUBMIT_QUEUE_URL)).origin}/000000000000/no-such-queue`;
    const failure = await resubmitBills({ actor, t: catalogTranslator(serverMessages, 'en') }, [bill.id], {
      queueUrl: missingQueue,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 503, messageKey: 'errors.bill.queueUnavailable' });
    // As it was, at a later version: the move and its undo are two changes, and versions never go back.
    const after = await body<{ bill: Bill }>(await getBill(world.admin, bill.id));
    expect({ ...after.bill, version: before.bill.version }).toEqual(before.bill);
    expect(after.bill.version).toBe(before.bill.version + 2);
    expect(await drainQueue(queueUrl)).toEqual([]);
    // The carrier can simply try again.
    expect(await body(await resubmit(world, [bill.id]))).toEqual({ queued: [bill.id], alreadyQueued: [] });
    expect((await drainQueue(queueUrl)).map((m) => m.body.billId)).toEqual([bill.id]);
  });
});
