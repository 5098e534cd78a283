import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { allowedActions, fullContext, functionByService, onlyResource, synthesize } from './synth.ts';

/*
 * The factors' daily remittance email (infra/constructs/factor-remittance-schedule.ts): a scheduled
 * function that reads the table and writes its notices and the outbox, nothing more (the message
 * delivery function sends what it writes).
 */

const { template } = synthesize(fullContext);
const service = 'lanepay-factor-remittance-run';
const [runId, run] = functionByService(template, service);
const [tableId] = onlyResource(template, 'AWS::DynamoDB::Table');

describe('factor remittance run', () => {
  it('runs on weekdays at 12:00 UTC, retried twice by EventBridge', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 12 ? * MON-FRI *)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [runId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 2 } })],
    });
  });

  it('runs Node.js 22 on ARM with the table and the portal’s address for its links', () => {
    expect(run.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
    const variables = (run.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(['TABLE_NAME', 'APP_ORIGIN']));
    expect(variables.TABLE_NAME).toEqual({ Ref: tableId });
  });

  it('uses the table and nothing else: no bucket, queue, renderer, Cognito, SES or SNS', () => {
    const actions = allowedActions(template, service);
    for (const prefix of ['s3:', 'sqs:', 'lambda:', 'cognito-idp:', 'ses:', 'sns:']) {
      expect(
        actions.filter((action) => action.startsWith(prefix)),
        prefix,
      ).toEqual([]);
    }
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:GetItem']));
  });

  it('has an error alarm, like every function', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: runId } }],
      AlarmActions: [Match.anyValue()],
    });
  });
});
