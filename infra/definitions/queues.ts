/**
 * Bill resubmission queue and its dead-letter queue. The worker Lambda's event source and the
 * local poller both read `batchSize` and `maxReceiveCount` from here.
 */
export const resubmitQueueDefinition = {
  /** Queue name used by the local emulator; CloudFormation names the deployed queues. */
  localName: 'resubmit_to_sqs',
  /** Six times the worker timeout, as AWS recommends for SQS event sources. */
  visibilityTimeoutSeconds: 180,
  workerTimeoutSeconds: 30,
  batchSize: 10,
  maxBatchingWindowSeconds: 1,
  /**
   * Batches handled at once: the event source's maximum concurrency (Lambda starts SQS event
   * sources with five pollers), and the local poller's number of loops. It also bounds the
   * worker's load on the table during a burst of resubmissions.
   */
  maxConcurrency: 5,
  /** After this many receives a message moves to the DLQ. */
  maxReceiveCount: 3,
  retentionPeriodSeconds: 4 * 24 * 3600,
  deadLetter: {
    localName: 'resubmit_to_sqs-dlq',
    retentionPeriodSeconds: 14 * 24 * 3600,
  },
} as const;

/**
 * Export jobs (issue 14): each message asks the export worker to make one job's file. The worker
 * runs the exports API in-process, which waits up to 28 s for its renderer; a minute leaves room
 * for a slow read before it. A failed build is retried twice, soon (`retryBackoffSeconds`), then
 * the message moves to the DLQ and the job says it failed (the user may retry it, which sends a new
 * message).
 */
export const exportJobQueueDefinition = {
  localName: 'export_jobs',
  workerTimeoutSeconds: 60,
  /** Six times the worker timeout, as AWS recommends for SQS event sources. */
  visibilityTimeoutSeconds: 360,
  /** One file per invocation: a job may take most of the worker's time on its own. */
  batchSize: 1,
  /** Files made at once; each reads a whole report, so this bounds their load on the table. */
  maxConcurrency: 2,
  maxReceiveCount: 3,
  /**
   * How soon a build that failed in a way another attempt may fix (the file route answered 5xx, a
   * dependency timed out) is tried again, by receive: the worker shortens the message's visibility
   * to this step instead of leaving it out of sight for the whole visibility timeout (six minutes
   * for a file a second attempt makes in seconds). The last step serves any later receive; the
   * queue's last receive is not retried (the job is marked failed and the DLQ takes the message).
   */
  retryBackoffSeconds: [5, 20],
  retentionPeriodSeconds: 24 * 3600,
  deadLetter: {
    localName: 'export_jobs-dlq',
    retentionPeriodSeconds: 14 * 24 * 3600,
  },
} as const;

/**
 * NOA conversion (issue 15): each message asks the conversion worker to turn one received NOA or
 * LOR into page images, read their text and propose its fields. OCR takes a few seconds a page and
 * a document is a few pages (at most `maxPages`, functions/services/noa-conversion.ts), so one
 * document per invocation, within three minutes. A transient failure is retried twice, then the
 * message moves to the DLQ and the document to ConversionError, where staff see it; a file that
 * cannot be read is a ConversionError at once, never retried.
 */
export const noaConversionQueueDefinition = {
  localName: 'noa_conversion',
  workerTimeoutSeconds: 180,
  /** Six times the worker timeout, as AWS recommends for SQS event sources. */
  visibilityTimeoutSeconds: 1080,
  batchSize: 1,
  /** Documents converted at once: OCR is CPU-bound, and documents arrive a few an hour. */
  maxConcurrency: 2,
  maxReceiveCount: 3,
  retentionPeriodSeconds: 4 * 24 * 3600,
  deadLetter: {
    localName: 'noa_conversion-dlq',
    retentionPeriodSeconds: 14 * 24 * 3600,
  },
} as const;
