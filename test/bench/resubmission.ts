import { randomUUID } from 'node:crypto';
import {
  CreateQueueCommand,
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { resubmitQueueDefinition } from '#infra/definitions/queues.ts';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { BillState } from '#shared/enums/bill-state.ts';
import type { ResubmitMessage } from '#shared/schemas/resubmit-message.ts';
import { cpuMeter, cpuSince, cpuTotal, msPer } from './cpu.ts';
import { report, round } from './stats.ts';

/**
 * Bills resubmitted end to end through local SQS (`npm run bench`): 2,000 complete bills in `sent`,
 * written through the repositories, are sent to the resubmit queue with the submission's own
 * SendMessageBatch code; the running stack's poller feeds them to the worker handler (Lambda
 * event-source semantics), which re-validates and delivers each. Timed from the first send until
 * the queue is empty, then every bill is checked delivered. Beside it, on the same emulator in the
 * same run: a raw loop of 2,000 messages sent with the same code and received and deleted ten at a
 * time by one consumer, as the poller does. The ratio says what the worker costs over SQS itself.
 */
const bills = 2_000;
/** Bills are written this many at a time. */
const writeConcurrency = 32;

async function depth(sqs: SQSClient, queueUrl: string): Promise<number> {
  const { Attributes = {} } = await sqs.send(
    new GetQueueAttributesCommand({
      QueueUrl: queueUrl,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  return (
    Number(Attributes.ApproximateNumberOfMessages ?? 0) + Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0)
  );
}

async function inChunks<T>(items: readonly T[], size: number, action: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(action));
  }
}

export async function benchResubmission(input: { origin: string; portalPid?: number }): Promise<void> {
  await connectToLocalStack(input.origin);
  const cpu = cpuMeter(input.portalPid);
  // Functions code reads its environment when loaded, so it is imported once connected.
  const { sendResubmitMessages } = await import('#functions/repositories/resubmit-queue.ts');
  const { getBill } = await import('#functions/repositories/bills.ts');
  const { createSentBill } = await import('../support/bill-fixtures.ts');
  const sqs = new SQSClient({});
  const queueUrl = String(
    (await sqs.send(new GetQueueUrlCommand({ QueueName: resubmitQueueDefinition.localName }))).QueueUrl,
  );

  // A payee and payor of the bench's own (ids far from the demo data); the payor has no paperwork
  // settings, so a linehaul and an attached proof of delivery make a bill complete.
  const owner = { payeeId: 930_000_000 + Math.floor(Math.random() * 1_000_000), payorId: 940_000_001 };
  const loadStarted = performance.now();
  const written: { id: string }[] = [];
  await inChunks(
    Array.from({ length: bills }, (_, index) => index),
    writeConcurrency,
    async () => written.push(await createSentBill(owner)),
  );
  report({ figure: 'resubmit_bench_load', bills, seconds: round((performance.now() - loadStarted) / 1000, 1) });

  const messages: ResubmitMessage[] = written.map((bill) => ({
    billId: bill.id,
    payeeId: owner.payeeId,
    requestedBy: 1,
  }));
  const started = performance.now();
  const billCpuStart = cpu?.();
  const { failedBillIds } = await sendResubmitMessages(messages, queueUrl);
  if (failedBillIds.length > 0) throw new Error(`${failedBillIds.length} messages were not sent`);
  const sentSeconds = (performance.now() - started) / 1000;
  while ((await depth(sqs, queueUrl)) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  const billSeconds = (performance.now() - started) / 1000;
  const billCpu = cpu && billCpuStart ? cpuSince(billCpuStart, cpu()) : null;
  const states = new Map<string, number>();
  await inChunks(written, writeConcurrency, async ({ id }) => {
    const state = (await getBill(id))?.state ?? 'missing';
    states.set(state, (states.get(state) ?? 0) + 1);
  });
  const delivered = states.get(BillState.Delivered) ?? 0;

  // The raw loop: a queue of its own on the same emulator, one sender (the same code), one consumer.
  const rawQueueUrl = String(
    (await sqs.send(new CreateQueueCommand({ QueueName: `bench-raw-${randomUUID().slice(0, 8)}` }))).QueueUrl,
  );
  const rawStarted = performance.now();
  const rawCpuStart = cpu?.();
  let deleted = 0;
  const consumer = (async () => {
    while (deleted < bills) {
      const { Messages = [] } = await sqs.send(
        new ReceiveMessageCommand({ QueueUrl: rawQueueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }),
      );
      if (Messages.length === 0) continue;
      await sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: rawQueueUrl,
          Entries: Messages.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle })),
        }),
      );
      deleted += Messages.length;
    }
  })();
  const raw = await sendResubmitMessages(messages, rawQueueUrl);
  if (raw.failedBillIds.length > 0) throw new Error(`${raw.failedBillIds.length} raw messages were not sent`);
  await consumer;
  const rawSeconds = (performance.now() - rawStarted) / 1000;
  const rawCpu = cpu && rawCpuStart ? cpuSince(rawCpuStart, cpu()) : null;

  const billsPerSecond = bills / billSeconds;
  const rawPerSecond = bills / rawSeconds;
  report({
    figure: 'resubmit_throughput',
    bills,
    delivered,
    states: Object.fromEntries(states),
    send_seconds: round(sentSeconds, 2),
    seconds: round(billSeconds, 2),
    bills_per_second: round(billsPerSecond, 1),
    raw_sqs_messages: bills,
    raw_sqs_seconds: round(rawSeconds, 2),
    raw_sqs_messages_per_second: round(rawPerSecond, 1),
    ratio: round(billsPerSecond / rawPerSecond),
    target: 'ratio >= 0.6',
    // CPU time per item of the processes doing the work (this one, the portal, its emulators):
    // what the ratio would be with the machine to themselves.
    ...(billCpu && rawCpu
      ? {
          cpu_ms_per_bill: round((cpuTotal(billCpu) * 1000) / bills),
          cpu_ms_per_bill_by_process: msPer(billCpu, bills),
          cpu_ms_per_raw_message: round((cpuTotal(rawCpu) * 1000) / bills),
          cpu_ms_per_raw_message_by_process: msPer(rawCpu, bills),
          cpu_ratio: round(cpuTotal(rawCpu) / cpuTotal(billCpu)),
        }
      : {}),
  });
}
