import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { allowedActions, fullContext, functionByService, onlyResource, statementsOf, synthesize } from './synth.ts';

/*
 * The statement run (infra/constructs/statement-schedule.ts): a scheduled function that reads and
 * writes the table and puts (and removes) statement PDFs in the paperwork bucket, nothing more.
 */

const { template } = synthesize(fullContext);
const service = 'lanepay-statement-run';
const [runId, run] = functionByService(template, service);
const [tableId] = onlyResource(template, 'AWS::DynamoDB::Table');

describe('statement run', () => {
  it('runs every day at 11:00 UTC, retried twice by EventBridge', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 11 * * ? *)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [runId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 2 } })],
    });
  });

  it('runs Node.js 22 on ARM with the table and the bucket its PDFs go to', () => {
    expect(run.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
    const variables = (run.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(['TABLE_NAME', 'APP_ORIGIN', 'PAPERWORK_BUCKET']));
    expect(variables.TABLE_NAME).toEqual({ Ref: tableId });
  });

  it('may put, read and delete bucket objects and use the table, and nothing else', () => {
    const actions = allowedActions(template, service);
    expect(actions.filter((action) => action.startsWith('s3:')).sort()).toEqual([
      's3:DeleteObject',
      's3:GetObject',
      's3:PutObject',
    ]);
    for (const prefix of ['sqs:', 'lambda:', 'cognito-idp:', 'ses:', 'sns:']) {
      expect(
        actions.filter((action) => action.startsWith(prefix)),
        prefix,
      ).toEqual([]);
    }
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:BatchGetItem']));
    expect(statementsOf(template, service).length).toBeGreaterThan(0);
  });

  it('has an error alarm, like every function', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: runId } }],
      AlarmActions: [Match.anyValue()],
    });
  });
});
