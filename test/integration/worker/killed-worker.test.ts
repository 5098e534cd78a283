import type { SQSEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { getBillParts } from '#functions/repositories/bills.ts';
import { sendResubmitMessages } from '#functions/repositories/resubmit-queue.ts';
import { handleResubmitRecord, handler } from '#functions/worker/resubmit-bills.ts';
import { resubmitQueueDefinition } from '#infra/definitions/queues.ts';
import { type SqsHandler, startSqsPoller } from '#infra/local/sqs-poller.ts';
import { BillState } from '#shared/enums/bill-state.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { createSentBill } from '../../support/bill-fixtures.ts';
import { createCompany } from '../../support/fixtures.ts';
import { queueDepth, resubmitQueuePair, until } from '../../support/sqs-queues.ts';

let owner: { payeeId: number; payorId: number };

beforeAll(async () => {
  const [payee, payor] = await Promise.all([createCompany(CompanyType.Payee), createCompany(CompanyType.Payor)]);
  owner = { payeeId: payee.id, payorId: payor.id };
});

describe('resubmit worker killed mid-batch', () => {
  it('loses no bill and delivers none twice: unfinished batches come back after the visibility timeout', async () => {
    const queues = await resubmitQueuePair(2);
    const bills = await Promise.all(Array.from({ length: 25 }, () => createSentBill(owner)));
    const { failedBillIds } = await sendResubmitMessages(
      bills.map((bill) => ({ billId: bill.id, payeeId: owner.payeeId, requestedBy: 1 })),
      queues.queueUrl,
    );
    expect(failedBillIds).toEqual([]);

    // The first two invocations die after three bills each: the bills are written, the invocation
    // never answers, so the poller (like Lambda's event source) deletes none of their messages.
    const killedBatches: SQSEvent[] = [];
    let invocations = 0;
    let recordsSeen = 0;
    const dying: SqsHandler = async (event, context) => {
      invocations += 1;
      recordsSeen += event.Records.length;
      if (killedBatches.length < 2) {
        killedBatches.push(event);
        for (const record of event.Records.slice(0, 3)) await handleResubmitRecord(record);
        throw new Error(`worker killed between bills (invocation ${invocations})`);
      }
      return handler(event, context);
    };
    const poller = startSqsPoller({
      ...queues,
      region: 'us-east-1',
      handler: dying,
      batchSize: resubmitQueueDefinition.batchSize,
      functionName: 'resubmit-bills',
    });
    try {
      await until(
        async () => {
          const states = await Promise.all(bills.map(async (bill) => (await getBillParts(bill.id))?.bill.state));
          const depth = await queueDepth(queues.queueUrl);
          const done = states.every((state) => state === BillState.Delivered) && depth.visible + depth.inFlight === 0;
          return done ? true : undefined;
        },
        30_000,
        'every bill delivered and the queue empty',
      );
    } finally {
      await poller.stop();
    }

    expect(killedBatches).toHaveLength(2);
    // The killed batches' messages came back: more records were handed out than there were bills.
    expect(recordsSeen).toBeGreaterThan(bills.length);
    const killedFirst = killedBatches.flatMap((event) => event.Records.slice(0, 3).map((record) => record.messageId));
    for (const bill of bills) {
      const parts = await getBillParts(bill.id);
      expect(parts?.bill.state).toBe(BillState.Delivered);
      const deliveries = parts?.history.filter((entry) => entry.to === BillState.Delivered) ?? [];
      expect(deliveries, `bill ${bill.id}`).toHaveLength(1);
    }
    // The bills handled before each kill were delivered by that first, killed receive.
    const deliveredBy = new Set(
      (await Promise.all(bills.map((bill) => getBillParts(bill.id)))).flatMap((parts) =>
        (parts?.history ?? []).map((entry) => entry.eventId),
      ),
    );
    for (const messageId of killedFirst) expect(deliveredBy.has(messageId)).toBe(true);
    expect(await queueDepth(queues.deadLetterQueueUrl)).toEqual({ visible: 0, inFlight: 0 });
  });
});
