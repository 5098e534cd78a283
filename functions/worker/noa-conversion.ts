import type { SQSRecord } from 'aws-lambda';
import { noaConversionQueueDefinition } from '#infra/definitions/queues.ts';
import { logger } from '../lib/logger.ts';
import { sqsWorker } from '../lib/sqs-worker.ts';
import { noaConversionMessageOf } from '../repositories/noa-conversion-queue.ts';
import { convertNoaDocument } from '../services/noa-conversion.ts';

/** A message that is not a conversion request: retrying cannot fix it, so it ends in the DLQ. */
export class NotAConversionMessage extends Error {
  override name = 'NotAConversionMessage';
}

/**
 * Converts and reads the document one NOA conversion message names
 * (functions/services/noa-conversion.ts). A file that cannot be read ends the message (the document
 * is in ConversionError); a transient failure is thrown, so SQS delivers it again, and after
 * `maxReceiveCount` receives moves it to the dead-letter queue.
 */
export async function convertNoaRecord(record: SQSRecord): Promise<void> {
  const receiveCount = Number(record.attributes.ApproximateReceiveCount);
  const message = noaConversionMessageOf(record.body);
  const keys = { messageId: record.messageId, receiveCount, documentId: message?.documentId };
  if (!message) throw new NotAConversionMessage('Not an NOA conversion message');
  const started = performance.now();
  try {
    const outcome = await convertNoaDocument(message.documentId, {
      lastAttempt: receiveCount >= noaConversionQueueDefinition.maxReceiveCount,
    });
    const seconds = Math.round(performance.now() - started) / 1000;
    if (outcome.kind === 'converted') {
      logger.info('NOA document converted', { ...keys, pages: outcome.document.pages.length, seconds });
    } else if (outcome.kind === 'failed') {
      logger.warn('NOA document cannot be read: ConversionError', { ...keys, reason: outcome.reason });
    } else {
      logger.info('NOA document not converting; nothing to do', { ...keys, status: outcome.status });
    }
  } catch (error) {
    logger.error('NOA conversion failed; the message goes back to the queue', { ...keys, error });
    throw error;
  }
}

/** The NOA conversion queue's Lambda handler (one document per batch; see queues.ts). */
export const handler = sqsWorker(convertNoaRecord);
