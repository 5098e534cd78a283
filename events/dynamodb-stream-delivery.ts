import type { AttributeValue, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { keys } from '#functions/repositories/keys.ts';
import type { OutboxMessage } from '#functions/repositories/outbox.ts';

/*
 * DynamoDB Stream records as Lambda hands them to the message delivery function (NEW_IMAGE view).
 * Items are written with the repositories' own keys, so the images are what the table streams.
 */

const streamArn =
  'arn:aws:dynamodb:us-east-1:123456789012:table/LanePay-DataTable-1A2B3C4D/stream/2026-01-05T14:00:00.000';

type Image = Record<string, AttributeValue>;

/** The outbox item as stored (keys, recipient index, message), in DynamoDB's attribute-value form. */
export function outboxImage(message: OutboxMessage): Image {
  const { pk, sk } = keys.outbox(message);
  const { gsi1pk, gsi1sk } = keys.outboxRecipientIndex(message);
  return {
    pk: { S: pk },
    sk: { S: sk },
    gsi1pk: { S: gsi1pk },
    gsi1sk: { S: gsi1sk },
    id: { S: message.id },
    channel: { S: message.channel },
    to: { S: message.to },
    subject: { S: message.subject },
    body: { S: message.body },
    createdAt: { S: message.createdAt },
    expiresAt: { N: String(message.expiresAt) },
  };
}

function streamRecord(eventName: 'INSERT' | 'MODIFY' | 'REMOVE', image: Image, sequenceNumber: string): DynamoDBRecord {
  return {
    eventID: `event-${sequenceNumber}`,
    eventName,
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: 'us-east-1',
    dynamodb: {
      ApproximateCreationDateTime: 1767621600,
      Keys: { pk: image.pk as AttributeValue, sk: image.sk as AttributeValue },
      NewImage: image,
      SequenceNumber: sequenceNumber,
      SizeBytes: 512,
      StreamViewType: 'NEW_IMAGE',
    },
    eventSourceARN: streamArn,
  } satisfies DynamoDBRecord;
}

/** A new outbox item: what the event source filter lets through. */
export function outboxInsertRecord(message: OutboxMessage, sequenceNumber: string): DynamoDBRecord {
  return streamRecord('INSERT', outboxImage(message), sequenceNumber);
}

/** The delivery function's own outcome write (filtered out in production: not an INSERT). */
export function outboxDeliveredRecord(message: OutboxMessage, sequenceNumber: string): DynamoDBRecord {
  return streamRecord(
    'MODIFY',
    {
      ...outboxImage(message),
      deliveredAt: { S: '2026-01-05T14:00:01.000Z' },
      providerMessageId: { S: '0100019b8e7a-example' },
    },
    sequenceNumber,
  );
}

/** Another item type's insertion (filtered out in production: not the outbox partition). */
export function counterInsertRecord(sequenceNumber: string): DynamoDBRecord {
  const { pk, sk } = keys.counter('invoice');
  return streamRecord('INSERT', { pk: { S: pk }, sk: { S: sk }, value: { N: '42' } }, sequenceNumber);
}

/** An outbox insertion whose image lacks the message fields (never written by the portal). */
export function malformedOutboxRecord(sequenceNumber: string): DynamoDBRecord {
  const { pk, sk } = keys.outbox({ createdAt: '2026-01-05T14:00:00.000Z', id: 'malformed' });
  return streamRecord('INSERT', { pk: { S: pk }, sk: { S: sk }, channel: { S: 'fax' } }, sequenceNumber);
}

export function deliveryStreamEvent(records: DynamoDBRecord[]): DynamoDBStreamEvent {
  return { Records: records } satisfies DynamoDBStreamEvent;
}

/** One message of each channel, as functions/services/messages.ts writes them. */
export function sampleOutboxMessages(id: (channel: string) => string = (channel) => `sample-${channel}`) {
  const createdAt = '2026-01-05T14:00:00.000Z';
  const expiresAt = 1768831200;
  return {
    email: {
      id: id('email'),
      channel: 'email',
      to: 'dispatch@lonestarfreight.test',
      subject: 'Your LanePay temporary password',
      body: 'Your temporary password is Tmp-4821-Kx. Sign in at https://portal.example and choose a new one.',
      createdAt,
      expiresAt,
    },
    text: {
      id: id('text'),
      channel: 'text',
      to: '+15555550199',
      subject: 'Your LanePay verification code',
      body: 'LanePay: your verification code is 482913. It expires in 10 minutes.',
      createdAt,
      expiresAt,
    },
    voice: {
      id: id('voice'),
      channel: 'voice',
      to: '+15555550142',
      subject: 'Your LanePay verification code',
      body: 'Hello from LanePay. Your verification code is 4, 8, 2, 9, 1, 3. Again, your code is 4, 8, 2, 9, 1, 3.',
      createdAt,
      expiresAt,
    },
  } satisfies Record<string, OutboxMessage>;
}
