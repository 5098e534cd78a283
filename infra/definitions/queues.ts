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
