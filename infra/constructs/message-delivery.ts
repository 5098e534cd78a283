import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { keys } from '#functions/repositories/keys.ts';
import { lambdaEntries } from '../definitions/lambda-bundling.ts';
import { dataTableDefinition } from '../definitions/table.ts';
import type { PortalAuth } from './portal-auth.ts';
import { PortalFunction } from './portal-function.ts';

/** How the delivery function reads the stream. */
export const messageDeliverySettings = {
  batchSize: 10,
  maxBatchingWindowSeconds: 1,
  /** Retries of a failing batch (bisected on each error) before its description goes to the DLQ. */
  retryAttempts: 5,
  timeoutSeconds: 30,
  deadLetterRetentionDays: 14,
} as const;

export type MessageDeliveryProps = {
  /** The data table; its stream (infra/definitions/table.ts) feeds the function. */
  readonly table: ITable;
  /** From-address of every email. */
  readonly senderEmail: string;
  /** The verified SES identity (the address or its domain) the function may send as. */
  readonly sesIdentity: string;
  /** Voice-capable End User Messaging phone number (id or ARN); without it calls are not placed. */
  readonly voiceOriginationIdentity?: string;
  /** The settings every portal function validates at start (functions/lib/config.ts); no IAM. */
  readonly auth: PortalAuth;
  readonly appOrigin: string;
};

/**
 * Production delivery of the outbox (functions/delivery/handler.ts): the table's stream, filtered
 * by the event source to insertions in the outbox partition, feeds a function that emails through
 * SES v2, texts through SNS and calls through End User Messaging (when a voice number is configured;
 * otherwise voice messages are recorded as undeliverable), and records each outcome on the outbox item.
 *
 * Nothing is lost silently: failed records are reported one by one (ReportBatchItemFailures), a
 * failing batch is bisected and retried, and after the retries Lambda sends the batch's description
 * (shard and sequence numbers, not the messages) to the dead-letter queue; the messages themselves
 * stay in the outbox, without `deliveredAt` or `failedAt`, until their TTL (14 days).
 *
 * Least privilege: GetItem/UpdateItem on the outbox partition only, ses:SendEmail as the one
 * identity and from-address, sns:Publish (SMS has no resource ARN). Not deployed locally: there is
 * no stream or SES/SNS emulator, and `npm start` prints the outbox instead.
 */
export class MessageDelivery extends Construct {
  readonly function: PortalFunction;
  readonly deadLetterQueue: IQueue;

  constructor(scope: Construct, id: string, props: MessageDeliveryProps) {
    super(scope, id);
    const settings = messageDeliverySettings;

    const deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      retentionPeriod: Duration.days(settings.deadLetterRetentionDays),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    Validations.of(deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself a dead-letter queue: the on-failure destination of the message delivery event ' +
        'source mapping, which cdk-nag does not recognise (it looks for SQS redrive policies only).',
    });
    this.deadLetterQueue = deadLetterQueue;

    this.function = new PortalFunction(this, 'Handler', {
      entry: lambdaEntries.messageDelivery,
      serviceName: 'lanepay-message-delivery',
      description: 'Delivers outbox messages: email through SES, texts through SNS',
      timeout: Duration.seconds(settings.timeoutSeconds),
      memorySize: 256,
    })
      .bindAppOrigin(props.appOrigin)
      .bindAuth(props.auth);
    const fn = this.function.function;
    fn.addEnvironment('TABLE_NAME', props.table.tableName);
    fn.addEnvironment('MESSAGE_SENDER_EMAIL', props.senderEmail);

    // Reads and conditional updates of outbox items, and nothing else in the table.
    fn.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [keys.outboxPartition] } },
      }),
    );
    fn.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['ses:SendEmail'],
        resources: [
          Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: props.sesIdentity }),
        ],
        conditions: { StringEquals: { 'ses:FromAddress': props.senderEmail } },
      }),
    );
    fn.addToRolePolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['sns:Publish'], resources: ['*'] }));
    if (props.voiceOriginationIdentity) {
      const identity = props.voiceOriginationIdentity;
      fn.addEnvironment('VOICE_ORIGINATION_IDENTITY', identity);
      fn.addToRolePolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['sms-voice:SendVoiceMessage'],
          resources: [
            identity.startsWith('arn:')
              ? identity
              : Stack.of(this).formatArn({ service: 'sms-voice', resource: 'phone-number', resourceName: identity }),
          ],
        }),
      );
    }

    const partitionKey = dataTableDefinition.partitionKey.name;
    fn.addEventSource(
      new DynamoEventSource(props.table, {
        // From the oldest record the stream holds: nothing written before the mapping existed is skipped.
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: settings.batchSize,
        maxBatchingWindow: Duration.seconds(settings.maxBatchingWindowSeconds),
        retryAttempts: settings.retryAttempts,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(deadLetterQueue),
        // New outbox items only: the outbox is one partition, so its key is matched exactly. Outcome
        // writes (MODIFY), TTL deletions (REMOVE) and every other item never invoke the function.
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { Keys: { [partitionKey]: { S: FilterRule.isEqual(keys.outboxPartition) } } },
          }),
        ],
      }),
    );

    const role = fn.role;
    if (role) {
      Validations.of(role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'SMS publish has no resource ARN: sns:Publish straight to a phone number can only be granted on "*". ' +
          'The DynamoDB event source adds dynamodb:ListStreams, which has no resource-level permission either; ' +
          'the stream reads themselves are granted on this table’s stream ARN.',
      });
    }
  }
}
