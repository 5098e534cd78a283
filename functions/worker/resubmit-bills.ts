import type { SQSRecord } from 'aws-lambda';
import { resubmitMessageSchema } from '#shared/schemas/resubmit-message.ts';
import { logger } from '../lib/logger.ts';
import { sqsWorker } from '../lib/sqs-worker.ts';
import { resubmitBill } from '../services/bill-resubmission.ts';

/** Records are processed in parallel, so each gets its own child logger carrying its ids. */
async function handleRecord(record: SQSRecord): Promise<void> {
  const message = resubmitMessageSchema.parse(JSON.parse(record.body));
  const log = logger.createChild({ persistentKeys: { billId: message.billId, messageId: record.messageId } });
  await resubmitBill(message, record.messageId, log);
}

/** Drains the `resubmit_to_sqs` queue (Lambda in production, the local poller under `npm start`). */
export const handler = sqsWorker(handleRecord);
