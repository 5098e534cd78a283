import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { resubmitQueueDefinition } from '../definitions/queues.ts';
import { addWorkQueues } from './work-queues.ts';

/**
 * The bill resubmission queue and its dead-letter queue, from infra/definitions/queues.ts
 * (visibility timeout, retention, maxReceiveCount).
 */
export class ResubmitQueues extends Construct {
  readonly queue: IQueue;
  readonly deadLetterQueue: IQueue;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    ({ queue: this.queue, deadLetterQueue: this.deadLetterQueue } = addWorkQueues(this, resubmitQueueDefinition));
  }
}
