import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { paperworkBucketDefinition } from '#infra/definitions/buckets.ts';
import { noaConversionQueueDefinition } from '#infra/definitions/queues.ts';
import { registeredFunctions } from '#infra/definitions/registered-functions.ts';
import {
  allowedActions,
  flattenIntrinsics,
  fullContext,
  functionByService,
  onlyResource,
  statementsOf,
  synthesize,
} from './synth.ts';

/*
 * NOA conversion (infra/constructs/noa-conversion.ts): its queue and dead-letter queue, and the
 * worker that reads received documents and stores their page images, nothing more.
 */

const { template } = synthesize(fullContext);
const def = noaConversionQueueDefinition;
const service = 'lanepay-noa-conversion';
const [workerId, worker] = functionByService(template, service);
const [tableId] = onlyResource(template, 'AWS::DynamoDB::Table');
const [paperworkId] = onlyResource(template, 'AWS::S3::Bucket', (p) => p.CorsConfiguration !== undefined);
const [queueId, queue] = onlyResource(
  template,
  'AWS::SQS::Queue',
  (p) => p.RedrivePolicy !== undefined && p.VisibilityTimeout === def.visibilityTimeoutSeconds,
);
const deadLetterId = (queue.Properties.RedrivePolicy as { deadLetterTargetArn: { 'Fn::GetAtt': [string, string] } })
  .deadLetterTargetArn['Fn::GetAtt'][0];
const resourcesOf = (name: string, action: string) =>
  statementsOf(template, name)
    .filter((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]).includes(action))
    .flatMap((s) => (Array.isArray(s.Resource) ? s.Resource : [s.Resource]).map(flattenIntrinsics));

describe('NOA conversion queue', () => {
  it('redrives to its own encrypted dead-letter queue after maxReceiveCount, both refusing plain HTTP', () => {
    expect(queue.Properties.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [deadLetterId, 'Arn'] },
      maxReceiveCount: def.maxReceiveCount,
    });
    const resources = template.toJSON().Resources;
    for (const id of [queueId, deadLetterId]) expect(resources[id].Properties.SqsManagedSseEnabled).toBe(true);
    for (const id of [queueId, deadLetterId]) {
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: id }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
    expect(resources[deadLetterId].Properties.MessageRetentionPeriod).toBe(def.deadLetter.retentionPeriodSeconds);
  });
});

describe('NOA conversion worker', () => {
  it('is fed one document at a time, reporting failed records only, within the visibility timeout', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionName: { Ref: workerId },
      BatchSize: def.batchSize,
      ScalingConfig: { MaximumConcurrency: def.maxConcurrency },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(worker.Properties.Timeout).toBe(def.workerTimeoutSeconds);
    expect(def.visibilityTimeoutSeconds).toBe(6 * def.workerTimeoutSeconds);
  });

  it('runs Node.js 22 on x86-64 (the canvas binary it ships) with 2 GB (OCR is CPU-bound), the table and the bucket', () => {
    expect(worker.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['x86_64'],
      Handler: 'index.handler',
      MemorySize: 2048,
    });
    const variables = (worker.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.TABLE_NAME).toEqual({ Ref: tableId });
    expect(variables.PAPERWORK_BUCKET).toEqual({ Ref: paperworkId });
  });

  it('reads received documents and puts page images, each under its prefix only; it sends nothing', () => {
    const actions = allowedActions(template, service);
    expect(actions.filter((a) => a.startsWith('s3:')).sort()).toEqual(['s3:GetObject', 's3:PutObject']);
    const { noaDocuments, noaPages } = paperworkBucketDefinition;
    expect(resourcesOf(service, 's3:GetObject')).toEqual([`<${paperworkId}.Arn>/${noaDocuments.prefix}*`]);
    expect(resourcesOf(service, 's3:PutObject')).toEqual([`<${paperworkId}.Arn>/${noaPages.prefix}*`]);
    for (const prefix of ['lambda:', 'cognito-idp:', 'ses:', 'sns:']) {
      expect(actions.filter((a) => a.startsWith(prefix))).toEqual([]);
    }
    expect(actions).not.toContain('sqs:SendMessage');
    expect(actions).toEqual(expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'dynamodb:PutItem']));
  });

  it('has an error alarm, and its dead-letter queue one', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: workerId } }],
      AlarmActions: [Match.anyValue()],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [deadLetterId, 'QueueName'] } }],
      AlarmActions: [Match.anyValue()],
    });
  });
});

describe('sending to the NOA conversion queue', () => {
  it('is granted to exactly the API functions that need it, on that queue only', () => {
    const senders = registeredFunctions.filter((part) => 'noaConversionQueue' in part.needs);
    for (const part of senders) {
      expect(resourcesOf(part.serviceName, 'sqs:SendMessage')).toContain(`<${queueId}.Arn>`);
    }
    const others = registeredFunctions.filter((part) => !('noaConversionQueue' in part.needs));
    for (const part of others) {
      expect(resourcesOf(part.serviceName, 'sqs:SendMessage'), part.name).not.toContain(`<${queueId}.Arn>`);
    }
  });
});
