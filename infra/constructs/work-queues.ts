import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** What a queue fed to a worker takes from its entry in infra/definitions/queues.ts. */
export type WorkQueueDefinition = {
  readonly visibilityTimeoutSeconds: number;
  readonly retentionPeriodSeconds: number;
  readonly maxReceiveCount: number;
  readonly batchSize: number;
  readonly maxConcurrency: number;
  readonly maxBatchingWindowSeconds?: number;
  readonly deadLetter: { readonly retentionPeriodSeconds: number };
};

export type WorkQueues = { readonly queue: IQueue; readonly deadLetterQueue: IQueue };

/**
 * A work queue and its dead-letter queue, both encrypted with SQS-managed keys and refusing
 * plain-HTTP requests. They are made in the caller's scope under the ids 'Queue' and
 * 'DeadLetterQueue', which every queue of the stack had before this was shared: their logical ids,
 * and so the deployed queues and the messages in them, stay as they were.
 */
export function addWorkQueues(scope: Construct, def: WorkQueueDefinition): WorkQueues {
  const deadLetterQueue = new Queue(scope, 'DeadLetterQueue', {
    retentionPeriod: Duration.seconds(def.deadLetter.retentionPeriodSeconds),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });
  const queue = new Queue(scope, 'Queue', {
    visibilityTimeout: Duration.seconds(def.visibilityTimeoutSeconds),
    retentionPeriod: Duration.seconds(def.retentionPeriodSeconds),
    deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: def.maxReceiveCount },
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });
  return { queue, deadLetterQueue };
}

/**
 * The event source a worker drains its queue with: batch size, batching window and maximum
 * concurrency from the definition, and partial batch responses (a worker reports its failed
 * records only). The event source grants receive and delete on that queue.
 */
export function workQueueEventSource(queue: IQueue, def: WorkQueueDefinition): SqsEventSource {
  return new SqsEventSource(queue, {
    batchSize: def.batchSize,
    maxBatchingWindow:
      def.maxBatchingWindowSeconds === undefined ? undefined : Duration.seconds(def.maxBatchingWindowSeconds),
    maxConcurrency: def.maxConcurrency,
    reportBatchItemFailures: true,
  });
}
