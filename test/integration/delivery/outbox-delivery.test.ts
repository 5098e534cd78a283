import { randomInt, randomUUID } from 'node:crypto';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Context, DynamoDBBatchResponse } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { deliveryStreamEvent, outboxInsertRecord } from '#events/dynamodb-stream-delivery.ts';
import { createDeliveryHandler, handler as productionHandler } from '#functions/delivery/handler.ts';
import {
  claimOutboxDelivery,
  getOutboxRecord,
  listOutboxFor,
  type OutboxMessage,
  recordOutboxDelivered,
  recordOutboxFailed,
  releaseOutboxDelivery,
} from '#functions/repositories/outbox.ts';
import { interruptedReason, outboxDeliveryStore } from '#functions/services/message-delivery/deliver-message.ts';
import { senderByChannel } from '#functions/services/message-delivery/message-sender.ts';
import { voiceUnsupportedReason, voiceUnsupportedSender } from '#functions/services/message-delivery/voice-sender.ts';
import { type OutgoingMessage, sendMessage } from '#functions/services/messages.ts';
import { providerError, RecordingSender } from '#test/unit/delivery/support.ts';

const context = {
  functionName: 'message-delivery',
  awsRequestId: 'test',
  getRemainingTimeInMillis: () => 30_000,
} as Context;

/** A message written the way the portal writes every message, to an address of its own. */
async function queued(channel: OutgoingMessage['channel'] = 'email'): Promise<OutboxMessage> {
  const to = channel === 'email' ? `delivery-${randomUUID()}@carrier.test` : `+1555${randomInt(1_000_000, 10_000_000)}`;
  await sendMessage({ channel, to, subject: 'Your LanePay verification code', body: 'Your code is 482913.' });
  const [message] = await listOutboxFor(to);
  if (!message) throw new Error('sendMessage wrote nothing to the outbox');
  return message;
}

function deliveryHandler(recording: RecordingSender) {
  const sender = senderByChannel({ email: recording, text: recording, voice: voiceUnsupportedSender });
  const handler = createDeliveryHandler({ sender: () => sender, store: outboxDeliveryStore });
  return async (...records: Parameters<typeof deliveryStreamEvent>[0]) =>
    (await handler(deliveryStreamEvent(records), context)) as DynamoDBBatchResponse;
}

describe('message delivery against the table', () => {
  it('writes the outcome once, and a redelivered record sends nothing', async () => {
    const message = await queued();
    const recording = new RecordingSender().answer(message.id, { status: 'sent', providerMessageId: 'ses-0100' });
    const run = deliveryHandler(recording);
    const record = outboxInsertRecord(message, '1000');

    expect((await run(record)).batchItemFailures).toEqual([]);
    const delivered = await getOutboxRecord(message);
    expect(delivered).toMatchObject({ ...message, providerMessageId: 'ses-0100', deliveryAttempts: 1 });
    expect(Date.parse(delivered?.deliveredAt ?? '')).not.toBeNaN();
    expect(delivered?.failedAt).toBeUndefined();

    expect((await run(record)).batchItemFailures).toEqual([]);
    expect(recording.sentIds()).toEqual([message.id]);
    expect(await getOutboxRecord(message)).toEqual(delivered);
  });

  it('gives a throttled message back and delivers it on the retry', async () => {
    const message = await queued('text');
    const recording = new RecordingSender().answer(message.id, providerError('ThrottledException', 'Rate exceeded'), {
      status: 'sent',
      providerMessageId: 'sns-0200',
    });
    const run = deliveryHandler(recording);
    const record = outboxInsertRecord(message, '2000');

    // Its only record failed, so the invocation fails (and Lambda retries the batch).
    await expect(run(record)).rejects.toThrow(/All records failed/);
    const released = await getOutboxRecord(message);
    expect(released).toMatchObject({ deliveryAttempts: 1, lastDeliveryError: 'ThrottledException: Rate exceeded' });
    expect(released?.deliveryAttemptId).toBeUndefined();

    expect((await run(record)).batchItemFailures).toEqual([]);
    expect(await getOutboxRecord(message)).toMatchObject({ providerMessageId: 'sns-0200', deliveryAttempts: 2 });
    expect(recording.sentIds()).toEqual([message.id, message.id]);
  });

  it('records voice messages as failed without sending them', async () => {
    const message = await queued('voice');
    const recording = new RecordingSender();
    expect((await deliveryHandler(recording)(outboxInsertRecord(message, '3000'))).batchItemFailures).toEqual([]);
    expect(recording.sent).toEqual([]);
    expect(await getOutboxRecord(message)).toMatchObject({ failureReason: voiceUnsupportedReason });
  });

  it('does not resend a message claimed by an attempt that never finished', async () => {
    const message = await queued();
    expect(await claimOutboxDelivery(message, 'attempt-that-timed-out', new Date())).toEqual({ claimed: true });
    const recording = new RecordingSender();

    expect((await deliveryHandler(recording)(outboxInsertRecord(message, '4000'))).batchItemFailures).toEqual([]);

    expect(recording.sent).toEqual([]);
    expect(await getOutboxRecord(message)).toMatchObject({
      failureReason: interruptedReason,
      deliveryAttemptId: 'attempt-that-timed-out',
    });
  });

  it('sends nothing from the deployed handler without a from-address, and leaves the message untouched', async () => {
    const message = await queued();
    await expect(
      productionHandler(deliveryStreamEvent([outboxInsertRecord(message, '5000')]), context),
    ).rejects.toThrow(/All records failed/);
    expect(await getOutboxRecord(message)).toEqual(message);
  });
});

describe('outbox delivery writes (conditional updates)', () => {
  it('let one attempt claim a message, and only that attempt record its outcome, once', async () => {
    const message = await queued();
    const at = new Date('2026-01-05T14:00:01.000Z');

    expect(await claimOutboxDelivery(message, 'a1', at)).toEqual({ claimed: true });
    const second = await claimOutboxDelivery(message, 'a2', at);
    expect(second).toMatchObject({ claimed: false, record: { deliveryAttemptId: 'a1' } });

    expect(await recordOutboxDelivered(message, 'a2', { at, providerMessageId: 'wrong' })).toBe(false);
    expect(await recordOutboxDelivered(message, 'a1', { at, providerMessageId: 'ses-1' })).toBe(true);
    const delivered = await getOutboxRecord(message);

    expect(await recordOutboxDelivered(message, 'a1', { at: new Date(), providerMessageId: 'ses-2' })).toBe(false);
    expect(await recordOutboxFailed(message, 'a1', { at: new Date(), reason: 'late' })).toBe(false);
    expect(await releaseOutboxDelivery(message, 'a1', 'late')).toBe(false);
    expect(await claimOutboxDelivery(message, 'a3', new Date())).toMatchObject({ claimed: false });
    expect(await getOutboxRecord(message)).toEqual(delivered);
    expect(delivered).toMatchObject({ deliveredAt: at.toISOString(), providerMessageId: 'ses-1', deliveryAttempts: 1 });
  });

  it('never create an item for a message that is not in the outbox', async () => {
    const ghost = { createdAt: new Date().toISOString(), id: randomUUID() };
    expect(await claimOutboxDelivery(ghost, 'a1', new Date())).toEqual({ claimed: false, record: null });
    expect(await recordOutboxFailed(ghost, 'a1', { at: new Date(), reason: 'x' })).toBe(false);
    expect(await getOutboxRecord(ghost)).toBeNull();
  });
});

describe('the local emulator', () => {
  it('keeps no stream, which is why the delivery function does not run under npm start', async () => {
    // provisionTable() asks for the stream of infra/definitions/table.ts; dynalite drops the setting.
    const { Table } = await new DynamoDBClient({}).send(
      new DescribeTableCommand({ TableName: process.env.TABLE_NAME }),
    );
    expect(Table?.TableStatus).toBe('ACTIVE');
    expect(Table?.StreamSpecification).toBeUndefined();
    expect(Table?.LatestStreamArn).toBeUndefined();
  });
});
