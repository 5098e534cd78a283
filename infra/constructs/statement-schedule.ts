import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { lambdaEntries } from '../definitions/lambda-bundling.ts';
import type { PortalAuth } from './portal-auth.ts';
import { PortalFunction } from './portal-function.ts';

export type StatementScheduleProps = {
  readonly table: ITable;
  /** Where the statements' PDFs are stored (under `statements/`), beside the paperwork. */
  readonly documentBucket: IBucket;
  readonly auth: PortalAuth;
  readonly appOrigin: string;
};

/**
 * The statement run (functions/worker/statement-run.ts): a function run by an EventBridge schedule
 * every day at 11:00 UTC (5 or 6 a.m. in America/Chicago, before the payout run at 13:00, so a
 * period's statements never wait on that day's drafts, which belong to the next period anyway). It
 * makes the statements of the last closed month and week not made yet, so a failed day is made up
 * the next; EventBridge retries twice and a repeat changes nothing (one record per payor, type and
 * period, written conditionally). It reads the table, writes the statement records and their lines,
 * and puts (and removes its own, when another run won) PDFs in the document bucket.
 */
export class StatementSchedule extends Construct {
  readonly function: PortalFunction;

  constructor(scope: Construct, id: string, props: StatementScheduleProps) {
    super(scope, id);
    this.function = new PortalFunction(this, 'Function', {
      entry: lambdaEntries.statementRun,
      serviceName: 'lanepay-statement-run',
      description: 'Makes the payors’ weekly, monthly and refund statements of closed periods',
      timeout: Duration.minutes(15),
      memorySize: 1024,
    })
      .bindTable(props.table, 'readWrite')
      .bindAppOrigin(props.appOrigin)
      .bindAuth(props.auth)
      .bindPaperworkBucket(props.documentBucket, 'readWrite');
    new Rule(this, 'Schedule', {
      description: 'Daily statement run (last closed month and week)',
      schedule: Schedule.cron({ minute: '0', hour: '11' }),
      targets: [new LambdaFunction(this.function.function, { retryAttempts: 2 })],
    });
  }
}
