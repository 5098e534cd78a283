import { randomInt, randomUUID } from 'node:crypto';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqsEvent, sqsRecord } from '#events/sqs.ts';
import { detectFileType } from '#functions/domain/file-signature.ts';
import { pageImagesOf } from '#functions/lib/ocr/page-images.ts';
import { closeTextReader } from '#functions/lib/ocr/text-reader.ts';
import { putCarrierNumberClaim } from '#functions/repositories/carrier-numbers.ts';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { sendNoaConversionMessage } from '#functions/repositories/noa-conversion-queue.ts';
import { getNoaDocument } from '#functions/repositories/noa-documents.ts';
import { readPaperworkObject, storePaperworkObject } from '#functions/repositories/paperwork-objects.ts';
import { receiveNoaDocument, retryNoaConversion } from '#functions/services/noa-receipt.ts';
import { handler } from '#functions/worker/noa-conversion.ts';
import { paperworkBucketDefinition } from '#infra/definitions/buckets.ts';
import { noaConversionQueueDefinition } from '#infra/definitions/queues.ts';
import { localLambdaContext } from '#infra/local/lambda-context.ts';
import { startSqsPoller } from '#infra/local/sqs-poller.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { ActionCode, DocumentStatus } from '#shared/enums/noa-document.ts';
import { faxTiffOf } from '../../fixtures/noa/fax-tiff.ts';
import { makeNoaPdf } from '../../fixtures/noa/make-noa-pdf.ts';
import { createClaimedRelationship, createCompanyWith } from '../../support/fixtures.ts';
import { queueDepth, resubmitQueuePair, until } from '../../support/sqs-queues.ts';

/*
 * The NOA conversion worker (functions/worker/noa-conversion.ts) against the emulators: the message
 * receiveNoaDocument sent, the real pdf.js and tesseract.js, page images in the bucket. Other tests
 * receive documents onto the stack's queue without a worker, so this one never drains that queue:
 * it hands the worker its own messages, and the retry test uses a queue pair of its own.
 */

const sqs = new SQSClient({});
const s3 = new S3Client({ forcePathStyle: true });
const context = () => localLambdaContext('noa-conversion', 180_000);

let carrier: CompanyRecord;
let factor: CompanyRecord;
let payors: CompanyRecord[];
const mcNumber = String(randomInt(700_000, 799_999));
const dotNumber = String(randomInt(3_000_000, 3_999_999));

beforeAll(async () => {
  carrier = await createCompanyWith(CompanyType.Payee, { name: 'Cedar Ridge Freight LLC', mcNumber, dotNumber });
  await putCarrierNumberClaim('MC', mcNumber, carrier.id);
  await putCarrierNumberClaim('DOT', dotNumber, carrier.id);
  factor = await createCompanyWith(CompanyType.Factor, { name: 'Bluebonnet Capital Factoring' });
  payors = await Promise.all(
    ['Canyon Grain Cooperative', 'Harbor Line Logistics', 'Summit Peak Brokerage'].map((name) =>
      createCompanyWith(CompanyType.Payor, { name }),
    ),
  );
  await Promise.all(payors.map((payor) => createClaimedRelationship(carrier, payor)));
});

afterAll(closeTextReader);

/** A received document whose file is `bytes`, as the intake records it (queued for conversion). */
async function received(bytes: Uint8Array, contentType = 'application/pdf') {
  const fileKey = `${paperworkBucketDefinition.noaDocuments.prefix}it/${randomUUID()}`;
  await storePaperworkObject(fileKey, bytes, contentType);
  return receiveNoaDocument({
    source: { channel: 'upload', fileKey, fileName: 'notice.pdf', contentType },
    senderFactorId: factor.id,
  });
}

/** The message receiveNoaDocument sent for the document, taken off the stack's queue. */
async function sentMessage(documentId: number) {
  const queueUrl = String(process.env.NOA_CONVERSION_QUEUE_URL);
  return until(
    async () => {
      const { Messages = [] } = await sqs.send(
        new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }),
      );
      const mine = Messages.find((m) => JSON.parse(String(m.Body)).documentId === documentId);
      if (mine) await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: mine.ReceiptHandle }));
      return mine;
    },
    20_000,
    `the conversion message of document ${documentId}`,
  );
}

async function deliver(messageId: string, body: string, receiveCount = 1) {
  return handler(sqsEvent([sqsRecord('noa_conversion', messageId, body, receiveCount)]), context());
}

describe('converting a received NOA', () => {
  it('stores its pages, reads their text and proposes its fields, then waits for a processor', async () => {
    const pdf = await makeNoaPdf({
      kind: 'noa',
      carrierName: carrier.name,
      mcNumber,
      dotNumber,
      factorName: factor.name,
      debtorNames: ['Canyon Grain Cooperative', 'Harbor Line Logistics'],
    });
    const document = await received(pdf);
    expect(document.status).toBe(DocumentStatus.ReadyToConvert);
    const message = await sentMessage(document.id);

    expect(await deliver(String(message.MessageId), String(message.Body))).toEqual({ batchItemFailures: [] });

    const converted = await getNoaDocument(document.id);
    expect(converted?.status).toBe(DocumentStatus.ReadyToProcess);
    expect(converted?.history.map((step) => step.event)).toEqual([
      'queueConversion',
      'startOcr',
      'converted',
      'releaseToQueue',
    ]);
    const pages = converted?.pages ?? [];
    expect(pages.map((page) => page.number)).toEqual([1, 2]);
    for (const page of pages) {
      expect(page.imageKey.startsWith(`${paperworkBucketDefinition.noaPages.prefix}${document.id}/`)).toBe(true);
      expect(detectFileType((await readPaperworkObject(page.imageKey)).subarray(0, 16))).toBe('image/png');
    }
    expect(pages[0]?.text).toContain('NOTICE OF ASSIGNMENT');
    expect(pages[0]?.text).toContain('Canyon Grain Cooperative');
    expect(pages[1]?.text).toContain('Remit to');
    expect(converted?.proposed).toEqual({
      kind: 'noa',
      scope: 'named',
      carrierName: carrier.name,
      mcNumber,
      dotNumber,
      factorName: factor.name,
      debtorNames: ['Canyon Grain Cooperative', 'Harbor Line Logistics'],
      carrierId: carrier.id,
      factorId: factor.id,
      debtorPayorIds: [payors[0]?.id, payors[1]?.id],
    });
    // Nothing is confirmed by reading: the processor does that.
    expect(converted).toMatchObject({ payeeId: null, factorId: null, request: null });

    // A redelivered message finds the document moved on and changes nothing.
    expect(await deliver(String(message.MessageId), String(message.Body), 2)).toEqual({ batchItemFailures: [] });
    expect(await getNoaDocument(document.id)).toEqual(converted);
  });

  it('reads an LOR sent as a photo (JPEG) as one page', async () => {
    const pdf = await makeNoaPdf({
      kind: 'lor',
      carrierName: carrier.name,
      mcNumber,
      factorName: factor.name,
      twoPages: false,
    });
    // The page photographed, as a phone sends it: a JPEG.
    const rendered = await pageImagesOf(pdf, 1);
    if (rendered.kind !== 'pages') throw new Error(`The LOR did not render: ${rendered.reason}`);
    const photo = await loadImage(Buffer.from(rendered.pages[0] as Uint8Array));
    const canvas = createCanvas(photo.width, photo.height);
    canvas.getContext('2d').drawImage(photo, 0, 0);
    const jpeg = canvas.encodeSync('jpeg', 85);
    expect(detectFileType(jpeg)).toBe('image/jpeg');
    const document = await received(jpeg, 'image/jpeg');

    expect(await deliver(randomUUID(), JSON.stringify({ documentId: document.id }))).toEqual({
      batchItemFailures: [],
    });

    const converted = await getNoaDocument(document.id);
    expect(converted?.status).toBe(DocumentStatus.ReadyToProcess);
    expect(converted?.pages).toHaveLength(1);
    expect(converted?.proposed).toMatchObject({
      kind: 'lor',
      scope: 'all',
      carrierId: carrier.id,
      factorId: factor.id,
      debtorPayorIds: [],
    });
  });
  it('reads a faxed NOA, a multi-page TIFF, a page per image, each back in its shape', async () => {
    // Both numbers, as NOAs carry them, and the carrier matches by either: in one full run the fax
    // (coarse scan, random numbers) left the carrier unmatched with the MC number alone.
    const pdf = await makeNoaPdf({
      kind: 'noa',
      carrierName: carrier.name,
      mcNumber,
      dotNumber,
      factorName: factor.name,
      debtorNames: ['Summit Peak Brokerage'],
    });
    const rendered = await pageImagesOf(pdf, 2);
    if (rendered.kind !== 'pages') throw new Error(`The NOA did not render: ${rendered.reason}`);
    const fax = await faxTiffOf(rendered.pages);
    expect(detectFileType(fax)).toBe('image/tiff');
    const document = await received(fax, 'image/tiff');

    expect(await deliver(randomUUID(), JSON.stringify({ documentId: document.id }))).toEqual({
      batchItemFailures: [],
    });

    const converted = await getNoaDocument(document.id);
    expect(converted?.status).toBe(DocumentStatus.ReadyToProcess);
    expect(converted?.pages).toHaveLength(2);
    // Stored half as tall (fax standard mode), shown as tall as the page it was.
    const first = await loadImage(await readPaperworkObject(String(converted?.pages[0]?.imageKey)));
    expect(first.height / first.width).toBeCloseTo(11 / 8.5, 2);
    expect(converted?.proposed).toMatchObject({
      kind: 'noa',
      scope: 'named',
      carrierId: carrier.id,
      factorId: factor.id,
      debtorPayorIds: [payors[2]?.id],
    });
  });
});

describe('a document that cannot be converted', () => {
  it.each([
    ['a file that is not a PDF or an image', new TextEncoder().encode('Dear broker, please pay us.')],
    ['a damaged PDF', new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF')],
  ])('is a ConversionError at once, not retried: %s', async (_name, bytes) => {
    const document = await received(bytes);

    expect(await deliver(randomUUID(), JSON.stringify({ documentId: document.id }))).toEqual({
      batchItemFailures: [],
    });

    const failed = await getNoaDocument(document.id);
    expect(failed).toMatchObject({
      status: DocumentStatus.ConversionError,
      actionCode: ActionCode.ConversionFailure,
      pages: [],
      proposed: null,
    });
    const pagePrefix = `${paperworkBucketDefinition.noaPages.prefix}${document.id}/page-1.png`;
    await expect(
      s3.send(new HeadObjectCommand({ Bucket: String(process.env.PAPERWORK_BUCKET), Key: pagePrefix })),
    ).rejects.toThrow();
  });

  it('is queued again when staff retry it, and fails again while its file is still bad', async () => {
    const document = await received(new TextEncoder().encode('not a document'));
    await deliver(randomUUID(), JSON.stringify({ documentId: document.id }));
    await sentMessage(document.id);
    const staff = { userId: 901, name: 'Pat Processor' };

    const retried = await retryNoaConversion(document.id, staff);
    expect(retried.kind === 'moved' && retried.document.status).toBe(DocumentStatus.ReadyToConvert);
    const message = await sentMessage(document.id);
    expect(await deliver(String(message.MessageId), String(message.Body))).toEqual({ batchItemFailures: [] });

    const failed = await getNoaDocument(document.id);
    expect(failed?.status).toBe(DocumentStatus.ConversionError);
    expect(failed?.history.map((step) => [step.event, step.byUserId])).toEqual([
      ['queueConversion', null],
      ['startOcr', null],
      ['conversionFailed', null],
      ['retryConversion', staff.userId],
      ['startOcr', null],
      ['conversionFailed', null],
    ]);
    // Only a document in ConversionError may be retried.
    expect(await retryNoaConversion(document.id, staff)).toEqual({ kind: 'moved', document: expect.anything() });
    expect(await retryNoaConversion(document.id, staff)).toEqual({ kind: 'refused', reason: 'notAllowed' });
  });

  it('is retried when the failure may pass, then goes to the dead-letter queue in ConversionError', async () => {
    const pdf = await makeNoaPdf({ kind: 'noa', carrierName: carrier.name, factorName: factor.name });
    const document = await received(pdf);
    const queues = await resubmitQueuePair(1);
    expect(noaConversionQueueDefinition.maxReceiveCount).toBe(3);
    await sendNoaConversionMessage({ documentId: document.id }, queues.queueUrl);
    // The bucket is unreachable for this worker: every attempt fails as S3 being down would.
    const bucket = process.env.PAPERWORK_BUCKET;
    process.env.PAPERWORK_BUCKET = 'lanepay-no-such-bucket';
    let receives = 0;
    const poller = startSqsPoller({
      ...queues,
      region: 'us-east-1',
      handler: async (event, lambdaContext) => {
        receives += event.Records.length;
        return handler(event, lambdaContext);
      },
      batchSize: noaConversionQueueDefinition.batchSize,
      functionName: 'noa-conversion',
    });
    try {
      await until(async () => ((await queueDepth(queues.deadLetterQueueUrl)).visible === 1 ? true : undefined), 30_000);
    } finally {
      await poller.stop();
      process.env.PAPERWORK_BUCKET = bucket;
    }
    expect(receives).toBe(noaConversionQueueDefinition.maxReceiveCount);
    expect(await getNoaDocument(document.id)).toMatchObject({
      status: DocumentStatus.ConversionError,
      actionCode: ActionCode.ConversionFailure,
    });
  });
});

describe('a message that names no document', () => {
  it('fails its record (the queue moves it to the DLQ), and one for an unknown document does nothing', async () => {
    expect(await deliver('not-json', 'hello')).toEqual({ batchItemFailures: [{ itemIdentifier: 'not-json' }] });
    expect(await deliver('unknown', JSON.stringify({ documentId: 987_654_321 }))).toEqual({ batchItemFailures: [] });
  });
});
