import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import middy from '@middy/core';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger, withInvocationLogger } from './logger.ts';

/**
 * An SQS-triggered Lambda handler: each record is handled on its own (in parallel) and only the
 * records that threw are reported back (ReportBatchItemFailures), so SQS retries just those and,
 * after the queue's maxReceiveCount, moves them to the dead-letter queue. A record handler logs its
 * own failure with its ids; the batch logs which message ids it returns.
 */
export function sqsWorker(handleRecord: (record: SQSRecord) => Promise<void>) {
  const processor = new BatchProcessor(EventType.SQS);
  const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
    const response = await processPartialResponse(event, handleRecord, processor, {
      context,
      throwOnFullBatchFailure: false,
    });
    const failed = response.batchItemFailures.map((failure) => failure.itemIdentifier);
    if (failed.length > 0) {
      logger.warn('Batch processed with failures', { records: event.Records.length, failedMessageIds: failed });
    } else {
      logger.debug('Batch processed', { records: event.Records.length });
    }
    return response;
  };
  return middy(withInvocationLogger(handler));
}

/**
 * An SQS-triggered Lambda handler that handles the whole batch at once (one read and one write for
 * all its records): `handleBatch` answers the message ids that failed, and only those are reported
 * back (ReportBatchItemFailures), so SQS retries just them and, after the queue's maxReceiveCount,
 * moves them to the dead-letter queue. Should `handleBatch` throw, every record is reported failed.
 */
export function sqsBatchWorker(handleBatch: (records: readonly SQSRecord[]) => Promise<readonly string[]>) {
  const handler = async (event: SQSEvent, _context: Context): Promise<SQSBatchResponse> => {
    let failed: readonly string[];
    try {
      failed = [...new Set(await handleBatch(event.Records))];
    } catch (error) {
      logger.error('Batch failed as a whole', { records: event.Records.length, error });
      failed = event.Records.map((record) => record.messageId);
    }
    if (failed.length > 0) {
      logger.warn('Batch processed with failures', { records: event.Records.length, failedMessageIds: failed });
    } else {
      logger.debug('Batch processed', { records: event.Records.length });
    }
    return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
  };
  return middy(withInvocationLogger(handler));
}
