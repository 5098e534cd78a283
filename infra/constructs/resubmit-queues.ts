import { Duration } from 'aws-cdk-lib';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { resubmitQueueDefinition } from '../definitions/queues.ts';

/**
 * The bill resubmission queue and its dead-letter queue, from infra/definitions/queues.ts
 * (visibility timeout, retention, maxReceiveCount). Both encrypted with SQS-managed keys and
 * refusing plain-HTTP requests.
 */
export class ResubmitQueues extends Construct {
  readonly queue: IQueue;
  readonly deadLetterQueue: IQueue;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const def = resubmitQueueDefinition;
    const deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      retentionPeriod: Duration.seconds(def.deadLetter.retentionPeriodSeconds),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    this.deadLetterQueue = deadLetterQueue;
    this.queue = new Queue(this, 'Queue', {
      visibilityTimeout: Duration.seconds(def.visibilityTimeoutSeconds),
      retentionPeriod: Duration.seconds(def.retentionPeriodSeconds),
      deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: def.maxReceiveCount },
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
  }
}
