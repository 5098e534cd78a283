import { randomUUID } from 'node:crypto';
import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { getBillParts } from '#functions/repositories/bills.ts';
import { getResubmitFailures } from '#functions/repositories/resubmit-failures.ts';
import type { ResubmitDeadLetter } from '#functions/services/resubmit-dead-letters.ts';
import { handler } from '#functions/worker/resubmit-bills.ts';
import { resubmitQueueDefinition } from '#infra/definitions/queues.ts';
import { runDeadLetterCommand } from '#infra/local/commands/dead-letters.ts';
import { startSqsPoller } from '#infra/local/sqs-poller.ts';
import { BillState } from '#shared/enums/bill-state.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { createSentBill } from '../../support/bill-fixtures.ts';
import { createCompany } from '../../support/fixtures.ts';
import { queueDepth, resubmitQueuePair, until } from '../../support/sqs-queues.ts';

const sqs = new SQSClient({});
let owner: { payeeId: number; payorId: number };

beforeAll(async () => {
  const [payee, payor] = await Promise.all([createCompany(CompanyType.Payee), createCompany(CompanyType.Payor)]);
  owner = { payeeId: payee.id, payorId: payor.id };
});

function poll(queues: { queueUrl: string; queueArn: string }, onRecord?: (record: SQSRecord) => void) {
  return startSqsPoller({
    ...queues,
    region: 'us-east-1',
    handler: onRecord
      ? async (event, context) => {
          for (const record of event.Records) onRecord(record);
          return handler(event, context);
        }
      : handler,
    batchSize: resubmitQueueDefinition.batchSize,
    functionName: 'resubmit-bills',
  });
}

async function command(queues: { queueUrl: string; deadLetterQueueUrl: string }, redrive: boolean, ids?: string[]) {
  const lines: string[] = [];
  const exitCode = await runDeadLetterCommand({
    queues,
    redrive,
    ...(ids ? { messageIds: ids } : {}),
    print: (line) => lines.push(line),
  });
  return { exitCode, lines: lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('resubmit dead-letter queue', () => {
  it('moves a poisoned message to the DLQ after the configured receives, and the redrive command brings it back', async () => {
    const queues = await resubmitQueuePair(1);
    const good = await createSentBill(owner);
    const missingBillId = randomUUID();
    const sent = await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queues.queueUrl,
        Entries: [
          { Id: 'good', MessageBody: JSON.stringify({ billId: good.id, payeeId: owner.payeeId, requestedBy: 1 }) },
          {
            Id: 'unknown',
            MessageBody: JSON.stringify({ billId: missingBillId, payeeId: owner.payeeId, requestedBy: 1 }),
          },
          { Id: 'garbled', MessageBody: 'not json at all' },
        ],
      }),
    );
    const idOf = (entry: string) => String(sent.Successful?.find((s) => s.Id === entry)?.MessageId);

    const received = new Map<string, number>();
    const poller = poll(queues, (record) => received.set(record.messageId, (received.get(record.messageId) ?? 0) + 1));
    try {
      await until(
        async () => ((await queueDepth(queues.deadLetterQueueUrl)).visible === 2 ? true : undefined),
        30_000,
        'two dead letters',
      );
    } finally {
      await poller.stop();
    }
    const { maxReceiveCount } = resubmitQueueDefinition;
    expect(received.get(idOf('good'))).toBe(1);
    expect(received.get(idOf('unknown'))).toBe(maxReceiveCount);
    expect(received.get(idOf('garbled'))).toBe(maxReceiveCount);
    expect((await getBillParts(good.id))?.bill.state).toBe(BillState.Delivered);
    expect(await queueDepth(queues.queueUrl)).toEqual({ visible: 0, inFlight: 0 });
    const failures = await getResubmitFailures([idOf('unknown'), idOf('garbled')]);
    expect(failures.get(idOf('unknown'))?.failures).toBe(maxReceiveCount);
    expect(failures.get(idOf('garbled'))?.failures).toBe(maxReceiveCount);

    // The listing: id, bill, receive count, first error.
    const listing = await command(queues, false);
    expect(listing.exitCode).toBe(0);
    const letters = listing.lines.slice(0, -1) as unknown as ResubmitDeadLetter[];
    expect(listing.lines.at(-1)).toEqual({ deadLetters: 2 });
    const unknown = letters.find((letter) => letter.messageId === idOf('unknown'));
    expect(unknown).toMatchObject({ billId: missingBillId, payeeId: owner.payeeId, receiveCount: maxReceiveCount });
    expect(unknown?.deadLetterReceiveCount).toBeGreaterThanOrEqual(1);
    expect(unknown?.firstError).toContain(`Bill ${missingBillId} not found`);
    expect(letters.find((letter) => letter.messageId === idOf('garbled'))).toMatchObject({
      billId: null,
      firstError: expect.stringContaining('not a resubmit message'),
    });
    // Listing leaves them where they were.
    expect((await queueDepth(queues.deadLetterQueueUrl)).visible).toBe(2);

    // The cause is fixed (the bill now exists); only that message is moved back, and delivered.
    const bill = await createSentBill(owner, { id: missingBillId });
    const redriven = await command(queues, true, [idOf('unknown')]);
    expect(redriven.exitCode).toBe(0);
    expect(redriven.lines.at(-1)).toEqual({ redriven: 1, notMoved: 0 });
    const moved = redriven.lines[0]?.redriven as { messageId: string; newMessageId: string; billId: string };
    expect(moved).toMatchObject({ messageId: idOf('unknown'), billId: missingBillId });
    expect((await queueDepth(queues.deadLetterQueueUrl)).visible).toBe(1);

    const redelivered: SQSRecord[] = [];
    const again = poll(queues, (record) => redelivered.push(record));
    try {
      await until(
        async () => ((await getBillParts(bill.id))?.bill.state === BillState.Delivered ? true : undefined),
        20_000,
        'the redriven bill delivered',
      );
    } finally {
      await again.stop();
    }
    expect(redelivered.map((record) => record.messageId)).toEqual([moved.newMessageId]);
    expect(redelivered[0]?.messageAttributes.redrivenFrom?.stringValue).toBe(idOf('unknown'));
    const history = (await getBillParts(bill.id))?.history ?? [];
    expect(history.filter((entry) => entry.to === BillState.Delivered)).toHaveLength(1);
    // The garbled one is still there; redriving everything moves it.
    expect((await command(queues, true)).lines.at(-1)).toEqual({ redriven: 1, notMoved: 0 });
    expect(await queueDepth(queues.deadLetterQueueUrl)).toEqual({ visible: 0, inFlight: 0 });
  });

  it('reports message ids that are not in the dead-letter queue', async () => {
    const queues = await resubmitQueuePair(1);
    const result = await command(queues, true, ['no-such-message']);
    expect(result.exitCode).toBe(1);
    expect(result.lines.at(-1)).toEqual({ redriven: 0, notMoved: 1 });
  });
});
