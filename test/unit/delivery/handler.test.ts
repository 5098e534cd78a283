import type { Context, DynamoDBBatchResponse } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  counterInsertRecord,
  deliveryStreamEvent,
  malformedOutboxRecord,
  outboxDeliveredRecord,
  outboxInsertRecord,
  sampleOutboxMessages,
} from '#events/dynamodb-stream-delivery.ts';
import { createDeliveryHandler } from '#functions/delivery/handler.ts';
import { interruptedReason } from '#functions/services/message-delivery/deliver-message.ts';
import { senderByChannel } from '#functions/services/message-delivery/message-sender.ts';
import { voiceUnsupportedReason, voiceUnsupportedSender } from '#functions/services/message-delivery/voice-sender.ts';
import { InMemoryOutboxStore, providerError, RecordingSender } from './support.ts';

const context = {
  functionName: 'message-delivery',
  awsRequestId: 'test',
  getRemainingTimeInMillis: () => 30_000,
} as Context;

const deliveredAt = new Date('2026-01-05T14:00:02.000Z');

/** The handler over an in-memory store, with the recording sender for email and text and the real voice policy. */
function setUp() {
  const messages = sampleOutboxMessages((channel) => `${channel}-${Math.random().toString(36).slice(2, 8)}`);
  const recording = new RecordingSender();
  const store = new InMemoryOutboxStore().put(messages.email).put(messages.text).put(messages.voice);
  const sender = senderByChannel({ email: recording, text: recording, voice: voiceUnsupportedSender });
  const handler = createDeliveryHandler({ sender: () => sender, store, now: () => deliveredAt });
  const run = async (...records: Parameters<typeof deliveryStreamEvent>[0]) =>
    (await handler(deliveryStreamEvent(records), context)) as DynamoDBBatchResponse;
  return { messages, recording, store, run };
}

const failedIds = (response: DynamoDBBatchResponse) => response.batchItemFailures.map((f) => f.itemIdentifier).sort();

describe('message delivery handler', () => {
  it('sends email and text, records each outcome once, and refuses voice honestly', async () => {
    const { messages, recording, store, run } = setUp();
    const response = await run(
      outboxInsertRecord(messages.email, '100'),
      outboxInsertRecord(messages.text, '101'),
      outboxInsertRecord(messages.voice, '102'),
    );

    expect(response.batchItemFailures).toEqual([]);
    expect(recording.sentIds().sort()).toEqual([messages.email.id, messages.text.id].sort());
    expect(recording.sent.find((m) => m.id === messages.text.id)).toEqual(messages.text);
    expect(store.get(messages.email)).toMatchObject({
      deliveredAt: deliveredAt.toISOString(),
      providerMessageId: `provider-${messages.email.id}`,
      deliveryAttempts: 1,
    });
    expect(store.get(messages.email)?.failedAt).toBeUndefined();
    expect(store.get(messages.voice)).toMatchObject({
      failedAt: deliveredAt.toISOString(),
      failureReason: voiceUnsupportedReason,
    });
    expect(store.get(messages.voice)?.deliveredAt).toBeUndefined();
  });

  it('sends nothing again when the same records are delivered twice', async () => {
    const { messages, recording, store, run } = setUp();
    const records = [outboxInsertRecord(messages.email, '200'), outboxInsertRecord(messages.voice, '201')];
    await run(...records);
    const afterFirst = structuredClone([...store.records.entries()]);
    const writesAfterFirst = store.writes;

    const second = await run(...records);

    expect(second.batchItemFailures).toEqual([]);
    expect(recording.sentIds()).toEqual([messages.email.id]);
    expect([...store.records.entries()]).toEqual(afterFirst);
    expect(store.writes).toBe(writesAfterFirst);
  });

  it('reports exactly the records that may succeed later, and skips what is not an outbox insertion', async () => {
    const { messages, recording, store, run } = setUp();
    recording
      .answer(messages.email.id, providerError('TooManyRequestsException', 'Maximum sending rate exceeded.'))
      .answer(messages.text.id, { status: 'undeliverable', reason: 'sns:InvalidParameterException' });

    const response = await run(
      outboxInsertRecord(messages.email, '300'),
      outboxInsertRecord(messages.text, '301'),
      outboxDeliveredRecord(messages.voice, '302'),
      counterInsertRecord('303'),
      malformedOutboxRecord('304'),
    );

    expect(failedIds(response)).toEqual(['300', '304']);
    // The throttled email was given back for the retry, with the reason kept on the item.
    expect(store.get(messages.email)).toMatchObject({
      deliveryAttempts: 1,
      lastDeliveryError: 'TooManyRequestsException: Maximum sending rate exceeded.',
    });
    expect(store.get(messages.email)?.deliveryAttemptId).toBeUndefined();
    expect(store.get(messages.email)?.deliveredAt).toBeUndefined();
    // A refused number is final: recorded, not retried.
    expect(store.get(messages.text)).toMatchObject({ failureReason: 'sns:InvalidParameterException' });
    // The MODIFY of an outcome never triggers a send, even without the event source filter.
    expect(recording.sentIds().sort()).toEqual([messages.email.id, messages.text.id].sort());
    expect(store.get(messages.voice)?.failedAt).toBeUndefined();
  });

  it('delivers a throttled message on the retry, once', async () => {
    const { messages, recording, store, run } = setUp();
    recording.answer(messages.email.id, providerError('TooManyRequestsException'), {
      status: 'sent',
      providerMessageId: 'ses-0001',
    });
    const record = outboxInsertRecord(messages.email, '400');

    expect(failedIds(await run(record, outboxInsertRecord(messages.text, '401')))).toEqual(['400']);
    // Lambda retries from the first failed record: the text comes again and is not sent twice.
    expect((await run(record, outboxInsertRecord(messages.text, '401'))).batchItemFailures).toEqual([]);
    expect((await run(record)).batchItemFailures).toEqual([]);

    expect(recording.sentIds().filter((id) => id === messages.email.id)).toHaveLength(2);
    expect(recording.sentIds().filter((id) => id === messages.text.id)).toHaveLength(1);
    expect(store.get(messages.email)).toMatchObject({ providerMessageId: 'ses-0001', deliveryAttempts: 2 });
  });

  it('never resends a message whose earlier attempt died before recording an outcome', async () => {
    const { messages, recording, store, run } = setUp();
    store.put(messages.email, {
      deliveryAttemptId: 'attempt-that-timed-out',
      deliveryStartedAt: '2026-01-05T14:00:00.500Z',
      deliveryAttempts: 1,
    });

    const response = await run(outboxInsertRecord(messages.email, '500'));

    expect(response.batchItemFailures).toEqual([]);
    expect(recording.sent).toEqual([]);
    expect(store.get(messages.email)).toMatchObject({
      failedAt: deliveredAt.toISOString(),
      failureReason: interruptedReason,
      deliveryAttemptId: 'attempt-that-timed-out',
    });
  });

  it('has nothing to do for a message that is gone', async () => {
    const { messages, recording, store, run } = setUp();
    store.records.clear();
    expect((await run(outboxInsertRecord(messages.text, '600'))).batchItemFailures).toEqual([]);
    expect(recording.sent).toEqual([]);
  });

  it('fails the invocation when every record failed, so the error alarm sees an outage', async () => {
    const { messages, recording, run } = setUp();
    recording.answer(messages.email.id, providerError('SendingPausedException'));
    recording.answer(messages.text.id, providerError('InternalErrorException'));
    await expect(
      run(outboxInsertRecord(messages.email, '700'), outboxInsertRecord(messages.text, '701')),
    ).rejects.toThrow(/All records failed/);
  });

  it('fails every record when the sender cannot be built (no from-address)', async () => {
    const { messages, store } = setUp();
    const handler = createDeliveryHandler({
      sender: () => {
        throw new Error('MESSAGE_SENDER_EMAIL is not set');
      },
      store,
    });
    await expect(handler(deliveryStreamEvent([outboxInsertRecord(messages.email, '800')]), context)).rejects.toThrow();
    expect(store.get(messages.email)?.deliveryAttempts).toBeUndefined();
  });
});
