import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export type PortalAlarmsProps = {
  readonly deadLetterQueue: IQueue;
  /** Further dead-letter queues by name (e.g. message delivery's), one alarm each. */
  readonly moreDeadLetterQueues?: Readonly<Record<string, IQueue>>;
  readonly functions: Readonly<Record<string, IFunction>>;
  /** Subscribed to the alarm topic when given. */
  readonly email?: string;
};

/**
 * The few signals someone must act on: a resubmission in the dead-letter queue (a bill stuck
 * between states) and function errors. With an email the alarms notify through an SNS topic.
 */
export class PortalAlarms extends Construct {
  constructor(scope: Construct, id: string, props: PortalAlarmsProps) {
    super(scope, id);
    const alarms = [
      new Alarm(this, 'DeadLetters', {
        alarmDescription: 'Resubmissions failed maxReceiveCount times; inspect the dead-letter queue.',
        metric: props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      ...Object.entries(props.moreDeadLetterQueues ?? {}).map(
        ([name, queue]) =>
          new Alarm(this, `${name}DeadLetters`, {
            alarmDescription: `${name} failed records after its retries; inspect its dead-letter queue.`,
            metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
            threshold: 1,
            evaluationPeriods: 1,
            comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
            treatMissingData: TreatMissingData.NOT_BREACHING,
          }),
      ),
      ...Object.entries(props.functions).map(
        ([name, fn]) =>
          new Alarm(this, `${name}Errors`, {
            alarmDescription: `The ${name} function is failing invocations.`,
            metric: fn.metricErrors({ period: Duration.minutes(5) }),
            threshold: 5,
            evaluationPeriods: 1,
            comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
            treatMissingData: TreatMissingData.NOT_BREACHING,
          }),
      ),
    ];
    if (props.email) {
      const topic = new Topic(this, 'Topic', { displayName: 'LanePay alarms', enforceSSL: true });
      topic.addSubscription(new EmailSubscription(props.email));
      const action = new SnsAction(topic);
      for (const alarm of alarms) alarm.addAlarmAction(action);
    }
  }
}
