import { randomUUID } from 'node:crypto';
import { DeleteMessageBatchCommand, DeleteQueueCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '#functions/lib/aws-clients.ts';
import { getSentMarker } from '#functions/repositories/bill-sent-markers.ts';
import { getBillParts } from '#functions/repositories/bills.ts';
import { keys } from '#functions/repositories/keys.ts';
import { tableName } from '#functions/repositories/table.ts';
import { sweepSentBills } from '#functions/services/bill-sent-sweep.ts';
import { resubmitBills } from '#functions/services/bill-submission.ts';
import type { PaperworkCaller } from '#functions/services/paperwork-access.ts';
import { handler } from '#functions/worker/resubmit-bills.ts';
import { resubmitQueueDefinition } from '#infra/definitions/queues.ts';
import { localLambdaContext } from '#infra/local/lambda-context.ts';
import { type SqsHandler, startSqsPoller } from '#infra/local/sqs-poller.ts';
import { BillState } from '#shared/enums/bill-state.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';
import { serverMessages } from '#shared/i18n/server-messages.ts';
import { createSentBill } from '../../support/bill-fixtures.ts';
import { createCompany } from '../../support/fixtures.ts';
import { queueDepth, resubmitQueuePair, until } from '../../support/sqs-queues.ts';

/*
 * A bill moved to `sent` must reach the worker even when its message does not: the local queue
 * keeps messages in memory (a restart loses them), and deployed a crash between the move and the
 * send loses one. Each bill in `sent` has a marker written with the move; the sweeper sends the
 * message again once the marker is older than the queue's visibility window.
 */

const sqs = new SQSClient({});
const windowMs = resubmitQueueDefinition.visibilityTimeoutSeconds * 1000;
/** A clock past the queue's visibility window (the tests do not wait three minutes). */
const afterWindow = () => new Date(Date.now() + windowMs + 1000);

const finalStates: readonly BillState[] = [BillState.Delivered, BillState.Exception];

let owner: { payeeId: number; payorId: number };
let carrier: PaperworkCaller;

beforeAll(async () => {
  const [payee, payor] = await Promise.all([createCompany(CompanyType.Payee), createCompany(CompanyType.Payor)]);
  owner = { payeeId: payee.id, payorId: payor.id };
  carrier = {
    actor: {
      kind: 'payee',
      companyId: payee.id,
      companyName: payee.name,
      userId: 4242,
      userName: 'Carrier Admin',
      driverOnly: false,
      viewAllowed: true,
    },
    t: catalogTranslator(serverMessages, 'en'),
  };
});

/** Bills ready to submit: a linehaul and a proof of delivery (what a payor without settings requires). */
function readyBills(count: number) {
  return Promise.all(Array.from({ length: count }, () => createSentBill(owner, { state: BillState.Incomplete })));
}

/** How many history entries took the bill to a final state (delivered or exception). */
async function finalMoves(billId: string): Promise<number> {
  const parts = await getBillParts(billId);
  return (parts?.history ?? []).filter((entry) => finalStates.includes(entry.to)).length;
}

function poll(queues: { queueUrl: string; queueArn: string }, batchHandler: SqsHandler) {
  return startSqsPoller({
    ...queues,
    region: 'us-east-1',
    handler: batchHandler,
    batchSize: resubmitQueueDefinition.batchSize,
    concurrency: 2,
    functionName: 'resubmit-bills',
  });
}

describe('bills stranded in sent', () => {
  it('reach a final state exactly once after the stack dies mid-processing and its queue forgets', async () => {
    // A visibility timeout longer than the test: only the sweeper can bring a lost bill back.
    const queues = await resubmitQueuePair(600);
    const bills = await readyBills(60);
    const ids = bills.map((bill) => bill.id);
    const submitted = await resubmitBills(carrier, ids, { queueUrl: queues.queueUrl });
    expect(submitted.queued.sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await getSentMarker(id)).not.toBeNull();

    // The stack runs until it is killed in the middle of a batch: three of its bills are handled,
    // the rest of it and everything after is not.
    let handledRecords = 0;
    let killed = false;
    const killedBatches: SQSEvent[] = [];
    const dying: SqsHandler = async (event, context) => {
      if (killed) throw new Error('the worker is dead');
      if (handledRecords >= 20) {
        killed = true;
        killedBatches.push(event);
        await handler({ Records: event.Records.slice(0, 3) }, context);
        throw new Error('worker killed between bills');
      }
      const response = await handler(event, context);
      handledRecords += event.Records.length;
      return response;
    };
    const first = poll(queues, dying);
    try {
      await until(async () => (killed ? true : undefined), 20_000, 'the worker to be killed');
    } finally {
      await first.stop();
    }
    // The local queue keeps its messages in memory: the restarted stack's queue has none of them,
    // in flight or waiting. (local-aws-sqs takes PurgeQueue's full minute, as SQS may.)
    expect((await queueDepth(queues.queueUrl)).inFlight).toBeGreaterThan(0);
    await sqs.send(new DeleteQueueCommand({ QueueUrl: queues.queueUrl }));
    const restarted = await resubmitQueuePair(600);

    const states = await Promise.all(ids.map(async (id) => (await getBillParts(id))?.bill.state));
    const stranded = ids.filter((_, index) => states[index] === BillState.Sent);
    expect(stranded.length).toBeGreaterThan(0);
    expect(stranded.length).toBeLessThan(ids.length);
    // Handled bills lost their marker with the move; stranded ones kept theirs.
    for (const id of ids) {
      expect(await getSentMarker(id), id).toEqual(stranded.includes(id) ? expect.anything() : null);
    }

    // Within the window nothing is due: their messages could still be on their way.
    const early = await sweepSentBills({ queueUrl: restarted.queueUrl, payeeIds: new Set([owner.payeeId]) });
    expect(early).toMatchObject({ markers: stranded.length, due: 0, requeued: 0 });

    // Restarted: a worker again, and the sweeper once the window has passed.
    const second = poll(restarted, handler);
    try {
      const sweep = await sweepSentBills({
        now: afterWindow(),
        queueUrl: restarted.queueUrl,
        payeeIds: new Set([owner.payeeId]),
      });
      expect(sweep).toEqual({
        markers: stranded.length,
        due: stranded.length,
        requeued: stranded.length,
        cleared: 0,
        failed: 0,
      });
      await until(
        async () => {
          const now = await Promise.all(ids.map(async (id) => (await getBillParts(id))?.bill.state));
          const depth = await queueDepth(restarted.queueUrl);
          const done = now.every((state) => state === BillState.Delivered) && depth.visible + depth.inFlight === 0;
          return done ? true : undefined;
        },
        30_000,
        'every bill delivered and the queue empty',
      );
    } finally {
      await second.stop();
    }

    for (const id of ids) {
      expect(await finalMoves(id), id).toBe(1);
      expect(await getSentMarker(id), id).toBeNull();
    }
    // Nothing left to sweep, however late.
    expect(
      await sweepSentBills({ now: afterWindow(), queueUrl: restarted.queueUrl, payeeIds: new Set([owner.payeeId]) }),
    ).toMatchObject({ markers: 0, requeued: 0 });
    expect(await queueDepth(restarted.deadLetterQueueUrl)).toEqual({ visible: 0, inFlight: 0 });
  });

  it('sends a stranded bill again when the carrier resubmits it after the window, not before', async () => {
    const queues = await resubmitQueuePair(600);
    const [bill] = await readyBills(1);
    if (!bill) throw new Error('No bill');
    expect(await resubmitBills(carrier, [bill.id], { queueUrl: queues.queueUrl })).toEqual({
      queued: [bill.id],
      alreadyQueued: [],
    });
    // Its message is lost: taken by a worker that died before it could do anything.
    expect((await receiveAll(queues.queueUrl, { remove: true })).map((message) => message.billId)).toEqual([bill.id]);

    // Asked again at once: its message may still be on its way.
    expect(await resubmitBills(carrier, [bill.id], { queueUrl: queues.queueUrl })).toEqual({
      queued: [],
      alreadyQueued: [bill.id],
    });
    // Asked again after the window (its marker says when its message went out): queued again.
    await backdateMarker(bill.id, windowMs + 1000);
    expect(await resubmitBills(carrier, [bill.id], { queueUrl: queues.queueUrl })).toEqual({
      queued: [bill.id],
      alreadyQueued: [],
    });
    // …once: the marker now says just queued.
    expect(await resubmitBills(carrier, [bill.id], { queueUrl: queues.queueUrl })).toEqual({
      queued: [],
      alreadyQueued: [bill.id],
    });
    expect((await receiveAll(queues.queueUrl)).map((message) => message.billId)).toEqual([bill.id]);
    expect((await getBillParts(bill.id))?.bill.state).toBe(BillState.Sent);
  });

  it('adopts a bill left in sent before markers existed when the carrier resubmits it', async () => {
    const queues = await resubmitQueuePair(600);
    const longAgo = new Date(Date.now() - windowMs * 10).toISOString();
    const recently = new Date().toISOString();
    // Moved to sent by the code before markers: no marker.
    const [old, recent] = await Promise.all([
      createSentBill(owner, { updatedAt: longAgo, submittedAt: longAgo }),
      createSentBill(owner, { updatedAt: recently, submittedAt: recently }),
    ]);
    expect(await getSentMarker(old.id)).toBeNull();
    const result = await resubmitBills(carrier, [old.id, recent.id], { queueUrl: queues.queueUrl });
    expect(result).toEqual({ queued: [old.id], alreadyQueued: [recent.id] });
    expect(await getSentMarker(old.id)).toMatchObject({ billId: old.id, payeeId: owner.payeeId, sentAt: longAgo });
    const messages = await receiveAll(queues.queueUrl);
    expect(messages.map((message) => message.billId)).toEqual([old.id]);

    // The worker moves it on, and its marker goes with the move.
    const records = messages.map((message) => ({ ...message.record }));
    const response = await handler({ Records: records }, localLambdaContext('resubmit-bills'));
    expect(response?.batchItemFailures).toEqual([]);
    expect((await getBillParts(old.id))?.bill.state).toBe(BillState.Delivered);
    expect(await finalMoves(old.id)).toBe(1);
    expect(await getSentMarker(old.id)).toBeNull();
  });
});

/** Moves a bill's sent marker `ms` into the past, as if its message had gone out that long ago. */
async function backdateMarker(billId: string, ms: number): Promise<void> {
  const marker = await getSentMarker(billId);
  if (!marker) throw new Error(`No marker for ${billId}`);
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.sentMarker(billId),
      UpdateExpression: 'SET queuedAt = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.parse(marker.queuedAt) - ms).toISOString() },
    }),
  );
}

/** Every message now on the queue, as SQS records for the worker; received only, or with `remove` deleted. */
async function receiveAll(queueUrl: string, { remove = false } = {}) {
  const received: { billId: string; record: SQSEvent['Records'][number] }[] = [];
  for (;;) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: 0,
        AttributeNames: ['All'],
        MessageSystemAttributeNames: ['All'],
      }),
    );
    if (Messages.length === 0) return received;
    if (remove) {
      await sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: Messages.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle })),
        }),
      );
    }
    for (const message of Messages) {
      const body = JSON.parse(String(message.Body)) as { billId: string };
      received.push({
        billId: body.billId,
        record: {
          messageId: String(message.MessageId),
          receiptHandle: String(message.ReceiptHandle),
          body: String(message.Body),
          attributes: {
            ApproximateReceiveCount: message.Attributes?.ApproximateReceiveCount ?? '1',
            SentTimestamp: String(Date.now()),
            SenderId: 'test',
            ApproximateFirstReceiveTimestamp: String(Date.now()),
          },
          messageAttributes: {},
          md5OfBody: '',
          eventSource: 'aws:sqs',
          eventSourceARN: `arn:aws:sqs:us-east-1:000000000000:${randomUUID()}`,
          awsRegion: 'us-east-1',
        },
      });
    }
  }
}
