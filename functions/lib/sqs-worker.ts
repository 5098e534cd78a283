import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from './logger.ts';

/**
 * An SQS-triggered Lambda handler: each record is handled on its own and only the records that
 * threw are reported back (ReportBatchItemFailures), so SQS retries just those and, after the
 * queue's maxReceiveCount, moves them to the dead-letter queue.
 */
export function sqsWorker(handleRecord: (record: SQSRecord) => Promise<void>) {
  const processor = new BatchProcessor(EventType.SQS);
  const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> =>
    processPartialResponse(event, handleRecord, processor, { context, throwOnFullBatchFailure: false });
  return middy(handler).use(injectLambdaContext(logger, { resetKeys: true }));
}
