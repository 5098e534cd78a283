import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { sentSweepIntervalMinutes } from '#functions/domain/bills/sent-markers.ts';
import { resubmitQueueDefinition } from '#infra/definitions/queues.ts';
import { allowedActions, fullContext, functionByService, onlyResource, statementsOf, synthesize } from './synth.ts';

/*
 * The sweep of bills stranded in `sent` (infra/constructs/resubmit-sweeper.ts): a scheduled
 * function that may read and write the table and send to the resubmit queue, nothing more.
 */

const { template } = synthesize(fullContext);
const service = 'lanepay-resubmit-sweeper';
const [sweeperId, sweeper] = functionByService(template, service);
// The resubmit queue, told from the export jobs' by its visibility timeout (as in stack.test.ts).
const [queueId] = onlyResource(
  template,
  'AWS::SQS::Queue',
  (p) => p.RedrivePolicy !== undefined && p.VisibilityTimeout === resubmitQueueDefinition.visibilityTimeoutSeconds,
);
const [tableId] = onlyResource(template, 'AWS::DynamoDB::Table');

describe('resubmit sweeper', () => {
  it('runs on a schedule, every sweep interval, without EventBridge retries', () => {
    expect(sentSweepIntervalMinutes).toBe(1);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({ Arn: { 'Fn::GetAtt': [sweeperId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } }),
      ],
    });
  });

  it('runs Node.js 22 on ARM with the variables config.ts requires and the queue it sends to', () => {
    expect(sweeper.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
    });
    const variables = (sweeper.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables)).toEqual(
      expect.arrayContaining([
        'TABLE_NAME',
        'USER_POOL_ID',
        'USER_POOL_CLIENT_ID',
        'COGNITO_ISSUER',
        'APP_ORIGIN',
        'RESUBMIT_QUEUE_URL',
      ]),
    );
    expect(variables.RESUBMIT_QUEUE_URL).toEqual({ Ref: queueId });
    expect(variables.TABLE_NAME).toEqual({ Ref: tableId });
    expect(variables).not.toHaveProperty('PAPERWORK_BUCKET');
  });

  it('may send to the resubmit queue only: no receive, no bucket, no other function, no Cognito', () => {
    const actions = allowedActions(template, service);
    const sqs = statementsOf(template, service).filter((statement) =>
      (Array.isArray(statement.Action) ? statement.Action : [statement.Action]).some((a) => a.startsWith('sqs:')),
    );
    expect(sqs.map((statement) => statement.Resource)).toEqual([{ 'Fn::GetAtt': [queueId, 'Arn'] }]);
    expect(actions).toContain('sqs:SendMessage');
    expect(actions).not.toContain('sqs:ReceiveMessage');
    expect(actions).not.toContain('sqs:DeleteMessage');
    for (const prefix of ['s3:', 'lambda:', 'cognito-idp:', 'ses:', 'sns:']) {
      expect(
        actions.filter((action) => action.startsWith(prefix)),
        prefix,
      ).toEqual([]);
    }
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:BatchGetItem']));
  });

  it('has an error alarm, like every function', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: sweeperId } }],
      AlarmActions: [Match.anyValue()],
    });
  });

  it('writes to its own log group with a retention', () => {
    const logGroupId = (sweeper.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    expect(template.toJSON().Resources[logGroupId].Properties.RetentionInDays).toBe(90);
    expect(sweeper.Properties.FunctionName).toBeUndefined();
  });
});
