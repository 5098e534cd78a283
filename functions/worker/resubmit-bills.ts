import type { SQSRecord } from 'aws-lambda';
import { type ResubmitMessage, resubmitMessageSchema } from '#shared/schemas/resubmit-message.ts';
import { logger } from '../lib/logger.ts';
import { sqsBatchWorker } from '../lib/sqs-worker.ts';
import { recordResubmitFailure } from '../repositories/resubmit-failures.ts';
import { PoisonMessage, type ResubmitItemResult, resubmitBatch } from '../services/bill-resubmission.ts';

/** Set on a message moved back from the dead-letter queue: the id it had there. */
export const redrivenFromAttribute = 'redrivenFrom';

/** The message, or null when the body is not one (retrying cannot fix it: it ends in the DLQ). */
function parseMessage(body: string): ResubmitMessage | null {
  try {
    const parsed = resubmitMessageSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The keys every log line about a record carries: message id, receive count, bill id. */
function recordKeys(record: SQSRecord, message: ResubmitMessage | null) {
  const redrivenFrom = record.messageAttributes?.[redrivenFromAttribute]?.stringValue;
  return {
    messageId: record.messageId,
    receiveCount: Number(record.attributes.ApproximateReceiveCount),
    ...(message ? { billId: message.billId } : {}),
    ...(redrivenFrom ? { redrivenFrom } : {}),
  };
}

const successMessages: Record<Exclude<ResubmitItemResult['kind'], 'failed'>, string> = {
  moved: 'Bill resubmitted',
  skipped: 'Bill already processed',
  duplicate: 'Bill moved by another message of the batch',
  changedMeanwhile: 'Bill changed meanwhile; left as is',
};

/**
 * A batch of resubmit-queue records, handled together (functions/services/bill-resubmission.ts:
 * one read of the bills, one of each payor's requirements, one transaction for the moves). Each
 * record's outcome is logged with its message id, receive count and bill id. A failed record is
 * also recorded by message id (the dead-letter listing shows the first error; nothing is written
 * for records that succeed) and its id returned, so SQS returns only it to the queue.
 */
export async function handleResubmitBatch(records: readonly SQSRecord[]): Promise<string[]> {
  const parsed = records.map((record) => ({ record, message: parseMessage(record.body) }));
  let results: ResubmitItemResult[];
  try {
    results = await resubmitBatch(parsed.map(({ record, message }) => ({ messageId: record.messageId, message })));
  } catch (error) {
    // The batch's reads failed: every record goes back.
    results = parsed.map(({ record, message }) => ({
      messageId: record.messageId,
      billId: message?.billId ?? null,
      kind: 'failed',
      error,
    }));
  }
  const failed: string[] = [];
  await Promise.all(
    results.map(async (result, index) => {
      const { record, message } = parsed[index] as (typeof parsed)[number];
      const keys = recordKeys(record, message);
      if (result.kind !== 'failed') {
        const details =
          result.kind === 'moved'
            ? { to: result.to }
            : result.kind === 'skipped'
              ? { state: result.state }
              : result.kind === 'duplicate'
                ? { duplicateOf: result.of }
                : {};
        logger.info(successMessages[result.kind], { ...keys, ...details });
        return;
      }
      failed.push(record.messageId);
      logger.error('Resubmission failed; the message goes back to the queue', {
        ...keys,
        error: result.error,
        poison: result.error instanceof PoisonMessage,
      });
      await recordResubmitFailure({
        messageId: record.messageId,
        billId: message?.billId ?? null,
        error: describeError(result.error),
      }).catch((recordError: unknown) => logger.error('Could not record the failure', { ...keys, error: recordError }));
    }),
  );
  return failed;
}

/** One record on its own (a batch of one); throws when it failed, as a per-record handler does. */
export async function handleResubmitRecord(record: SQSRecord): Promise<void> {
  const [failed] = await handleResubmitBatch([record]);
  if (failed !== undefined) throw new Error(`Resubmission of message ${failed} failed`);
}

/** Drains the `resubmit_to_sqs` queue (Lambda in production, the local poller under `npm start`). */
export const handler = sqsBatchWorker(handleResubmitBatch);
