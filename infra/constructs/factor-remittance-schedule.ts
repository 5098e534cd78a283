import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { lambdaEntries } from '../definitions/lambda-bundling.ts';
import type { PortalAuth } from './portal-auth.ts';
import { PortalFunction } from './portal-function.ts';

export type FactorRemittanceScheduleProps = {
  readonly table: ITable;
  readonly auth: PortalAuth;
  /** The factor area's address, for the links to each payment's page. */
  readonly appOrigin: string;
};

/**
 * The factors' daily remittance email (functions/worker/factor-remittance-run.ts, issue 16): a
 * function run by an EventBridge schedule on weekdays at 12:00 UTC (6 or 7 a.m. in America/Chicago,
 * so the email is waiting at the start of the business day), for the previous business day and the
 * weekend after it. EventBridge retries twice and a repeat sends nothing (one notice per factor and
 * day, written with its email in one transaction). It reads the table and writes the notices and the
 * outbox, which the message delivery function sends.
 */
export class FactorRemittanceSchedule extends Construct {
  readonly function: PortalFunction;

  constructor(scope: Construct, id: string, props: FactorRemittanceScheduleProps) {
    super(scope, id);
    this.function = new PortalFunction(this, 'Function', {
      entry: lambdaEntries.factorRemittanceRun,
      serviceName: 'lanepay-factor-remittance-run',
      description: 'Emails each factor the remittance of the payments made to it on a day',
      timeout: Duration.minutes(5),
      memorySize: 512,
    })
      .bindTable(props.table, 'readWrite')
      .bindAppOrigin(props.appOrigin)
      .bindAuth(props.auth);
    new Rule(this, 'Schedule', {
      description: 'Daily remittance emails to factors (previous business day)',
      schedule: Schedule.cron({ minute: '0', hour: '12', weekDay: 'MON-FRI' }),
      targets: [new LambdaFunction(this.function.function, { retryAttempts: 2 })],
    });
  }
}
