import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { sentSweepIntervalMinutes } from '#functions/domain/bills/sent-markers.ts';
import { lambdaEntries } from '../definitions/lambda-bundling.ts';
import type { PortalAuth } from './portal-auth.ts';
import { PortalFunction } from './portal-function.ts';
import type { ResubmitQueues } from './resubmit-queues.ts';

export type ResubmitSweeperProps = {
  readonly table: ITable;
  readonly queues: ResubmitQueues;
  readonly auth: PortalAuth;
  /** The portal's origin (config.ts requires APP_ORIGIN of every function). */
  readonly appOrigin: string;
};

/**
 * The sweep of bills stranded in `sent` (functions/worker/resubmit-sweep.ts): a function run by an
 * EventBridge schedule every `sentSweepIntervalMinutes`, which reads the table's sent markers and
 * sends the resubmit messages of those older than the queue's visibility window again. It may send
 * to the resubmit queue and nothing else of it (no receive: the worker drains it). A failed run is
 * not retried by EventBridge: the next one, a minute later, does the same work.
 */
export class ResubmitSweeper extends Construct {
  readonly function: PortalFunction;

  constructor(scope: Construct, id: string, props: ResubmitSweeperProps) {
    super(scope, id);
    this.function = new PortalFunction(this, 'Function', {
      entry: lambdaEntries.resubmitSweeper,
      serviceName: 'lanepay-resubmit-sweeper',
      description: 'Queues bills stranded in sent again (lost resubmit messages)',
      timeout: Duration.minutes(1),
      memorySize: 512,
    })
      .bindTable(props.table, 'readWrite')
      .bindAppOrigin(props.appOrigin)
      .bindAuth(props.auth)
      .bindResubmitQueueSender(props.queues);
    new Rule(this, 'Schedule', {
      description: 'Sweep of bills stranded in sent',
      schedule: Schedule.rate(Duration.minutes(sentSweepIntervalMinutes)),
      targets: [new LambdaFunction(this.function.function, { retryAttempts: 0 })],
    });
  }
}
