import { Aws, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { Construct } from 'constructs';
import type { RuntimeConfig } from '#shared/schemas/runtime-config.ts';
import type { LanePaySettings } from '../bin/settings.ts';
import { AccessLogBucket } from '../constructs/access-log-bucket.ts';
import { PortalAlarms } from '../constructs/alarms.ts';
import { BankAccountHashKey } from '../constructs/bank-account-hash-key.ts';
import { DataTable } from '../constructs/data-table.ts';
import { ExportJobs } from '../constructs/export-jobs.ts';
import { FactorRemittanceSchedule } from '../constructs/factor-remittance-schedule.ts';
import { FileRenderers } from '../constructs/file-renderers.ts';
import { MessageDelivery } from '../constructs/message-delivery.ts';
import { NoaConversion } from '../constructs/noa-conversion.ts';
import { PaperworkBucket } from '../constructs/paperwork-bucket.ts';
import { PortalApi } from '../constructs/portal-api.ts';
import { PortalAuth } from '../constructs/portal-auth.ts';
import { PortalFunction } from '../constructs/portal-function.ts';
import { ResubmitQueues } from '../constructs/resubmit-queues.ts';
import { ResubmitSweeper } from '../constructs/resubmit-sweeper.ts';
import { StatementSchedule } from '../constructs/statement-schedule.ts';
import { WebDistribution } from '../constructs/web-distribution.ts';
import { paperworkBucketName, paperworkBucketOrigin } from '../definitions/buckets.ts';
import { lambdaEntries } from '../definitions/lambda-bundling.ts';
import { resubmitQueueDefinition } from '../definitions/queues.ts';
import { registeredFunctions } from '../definitions/registered-functions.ts';
import { portalCspSources } from '../definitions/security-headers.ts';

export type LanePayStackProps = StackProps & { readonly settings: LanePaySettings };

/** API Gateway gives up on an integration after 30 s; the functions stop just before it. */
const apiTimeout = Duration.seconds(29);
/**
 * The exports API waits for its renderers within apiTimeout, after reading the data; a renderer
 * stops sooner so the API can still answer with the failure.
 */
const rendererTimeout = Duration.seconds(25);

/**
 * LanePay in one stack.
 *
 * Why one stack and not a stateful + stateless pair: the two halves reference each other. The
 * paperwork bucket's CORS and the app client's callback URL need the distribution's domain
 * (stateless), while the functions need the table, queue, bucket and pool (stateful). Split, that
 * is a cycle between stacks, and cross-stack exports would also pin the table and pool against
 * replacement. The stateful resources are kept safe in place instead: deletion protection and
 * RETAIN on the table, user pool and buckets, plus stack termination protection.
 */
export class LanePayStack extends Stack {
  constructor(scope: Construct, id: string, props: LanePayStackProps) {
    super(scope, id, props);
    const { settings } = props;

    // Stateful: data that outlives any deployment.
    const accessLogs = new AccessLogBucket(this, 'AccessLogs');
    const data = new DataTable(this, 'Data');
    const resubmit = new ResubmitQueues(this, 'Resubmit');
    const bankAccountHashKey = new BankAccountHashKey(this, 'BankAccountHashKey');

    // The front door comes next because the portal's origin (its domain) feeds CORS, OAuth and the
    // functions. Presigned paperwork URLs point at <bucket>.s3.<region>.amazonaws.com. The bucket's
    // name is made from the account and region, not taken from the bucket, so the CSP names exactly
    // that origin without a cycle (bucket CORS → distribution → headers policy → bucket), and the
    // bucket's CORS names the portal exactly.
    const api = new PortalApi(this, 'Api');
    const paperworkName = paperworkBucketName(Aws.ACCOUNT_ID, Aws.REGION);
    const web = new WebDistribution(this, 'Web', {
      api,
      accessLogs: accessLogs.bucket,
      cspSources: portalCspSources({
        cognito: `https://cognito-idp.${Aws.REGION}.amazonaws.com`,
        paperwork: paperworkBucketOrigin(paperworkName, Aws.REGION),
      }),
    });
    const paperwork = new PaperworkBucket(this, 'Paperwork', {
      bucketName: paperworkName,
      appOrigin: web.origin,
      accessLogs: accessLogs.bucket,
    });
    const auth = new PortalAuth(this, 'Auth', {
      appOrigin: web.origin,
      passwordPolicy: settings.passwordPolicy,
      ...(settings.okta ? { okta: settings.okta } : {}),
      ...(settings.domainPrefix ? { domainPrefix: settings.domainPrefix } : {}),
    });

    // Stateless: functions, routes, the SPA upload, alarms.
    // The exports API reads what a file holds and checks who may have it, then has a renderer
    // (functions/renderers/) make the file, so that the large Excel and PDF libraries stay out of the
    // API's bundle and each renderer carries only its own.
    const renderers = new FileRenderers(this, 'Renderers', {
      paperworkBucket: paperwork.bucket,
      timeout: rendererTimeout,
    });
    // Files made in the background (issue 14): the worker runs the exports API's routes in-process.
    const exportJobs = new ExportJobs(this, 'ExportJobs', {
      table: data.table,
      bucket: paperwork.bucket,
      renderers: renderers.functions,
      auth,
      appOrigin: web.origin,
    });
    // NOA and LOR documents converted and read off the request path (issue 15).
    const noaConversion = new NoaConversion(this, 'NoaConversion', {
      table: data.table,
      bucket: paperwork.bucket,
      auth,
      appOrigin: web.origin,
    });
    // Each API is answered by one function per part (functions/api-functions.ts), each on the
    // paths infra/definitions/api-routing.ts gives it, so that every bundle stays small; each gets
    // only the permissions and settings its code needs.
    const apiParts = registeredFunctions.map((part) => {
      const fn = new PortalFunction(this, part.id, {
        entry: lambdaEntries[part.name],
        serviceName: part.serviceName,
        description: part.description,
        timeout: apiTimeout,
      })
        .bindTable(data.table, 'readWrite')
        .bindAppOrigin(web.origin)
        .bindAuth(auth);
      const { needs } = part;
      if (needs.userAdministration) fn.bindUserAdministration(auth);
      if (needs.bankAccountHashKey) fn.bindBankAccountHashKey(bankAccountHashKey);
      if (needs.sso) fn.bindSso(auth);
      if (needs.resubmitQueue) fn.bindResubmitQueueSender(resubmit);
      if (needs.paperworkBucket) fn.bindPaperworkBucket(paperwork.bucket, needs.paperworkBucket);
      if (needs.fileRenderers) fn.bindRenderers(renderers.functions);
      if (needs.exportJobs) fn.bindExportJobs(exportJobs);
      if (needs.noaConversionQueue) fn.bindNoaConversionQueue(noaConversion);
      return { id: part.id, name: part.name, fn };
    });

    const worker = new PortalFunction(this, 'ResubmitWorker', {
      entry: lambdaEntries.resubmitWorker,
      serviceName: 'lanepay-resubmit-worker',
      description: 'Drains the bill resubmission queue',
      timeout: Duration.seconds(resubmitQueueDefinition.workerTimeoutSeconds),
      memorySize: 512,
    })
      .bindTable(data.table, 'readWrite')
      .bindAppOrigin(web.origin)
      .bindAuth(auth)
      .consumeResubmitQueue(resubmit);
    // Every bill moved to `sent` has a marker until the worker moves it on; a marker older than the
    // queue's visibility window means its message was lost (a crash between the move and the send):
    // the sweeper sends it again.
    const sweeper = new ResubmitSweeper(this, 'ResubmitSweeper', {
      table: data.table,
      queues: resubmit,
      auth,
      appOrigin: web.origin,
    });

    const payoutRun = new PortalFunction(this, 'PayoutRun', {
      entry: lambdaEntries.payoutRun,
      serviceName: 'lanepay-payout-run',
      description: 'Pays approved invoices that are due',
      timeout: Duration.minutes(5),
      memorySize: 512,
    })
      .bindTable(data.table, 'readWrite')
      .bindAppOrigin(web.origin)
      .bindAuth(auth);
    // 13:00 UTC is 7 or 8 a.m. in America/Chicago: payments go out at the start of the business day.
    new Rule(this, 'PayoutSchedule', {
      description: 'Daily payout run',
      schedule: Schedule.cron({ minute: '0', hour: '13' }),
      targets: [new LambdaFunction(payoutRun.function, { retryAttempts: 2 })],
    });

    // Payors' statements of closed periods, their PDFs stored beside the paperwork.
    const statements = new StatementSchedule(this, 'Statements', {
      table: data.table,
      documentBucket: paperwork.bucket,
      auth,
      appOrigin: web.origin,
    });

    // Each factor's daily remittance email, written to the outbox like every other message.
    const remittance = new FactorRemittanceSchedule(this, 'FactorRemittance', {
      table: data.table,
      auth,
      appOrigin: web.origin,
    });

    // Emails and texts the portal writes to the outbox, delivered from the table's stream.
    const delivery = new MessageDelivery(this, 'MessageDelivery', {
      table: data.table,
      senderEmail: settings.senderEmail,
      sesIdentity: settings.sesIdentity,
      ...(settings.voiceOriginationIdentity ? { voiceOriginationIdentity: settings.voiceOriginationIdentity } : {}),
      auth,
      appOrigin: web.origin,
    });

    // Every API's OpenAPI document, made when the function is bundled; it reads nothing else.
    const docs = new PortalFunction(this, 'ApiDocs', {
      entry: lambdaEntries.apiDocs,
      serviceName: 'lanepay-api-docs',
      description: 'OpenAPI documents of the LanePay APIs',
      memorySize: 256,
    });

    for (const { name, fn } of apiParts) api.routeFunction(name, fn.function);
    api.routeFunction('apiDocs', docs.function);

    const runtimeConfig: RuntimeConfig = {
      stage: 'production',
      passwordPolicy: auth.passwordPolicy,
      cognito: {
        region: Aws.REGION,
        userPoolId: auth.userPool.userPoolId,
        clientId: auth.client.userPoolClientId,
        endpoint: null,
        authFlow: 'USER_SRP_AUTH',
      },
      ssoEnabled: auth.sso !== undefined,
    };
    web.deploySpa(settings.webDist, runtimeConfig);

    new PortalAlarms(this, 'Alarms', {
      deadLetterQueue: resubmit.deadLetterQueue,
      functions: {
        ...Object.fromEntries(apiParts.map(({ id, fn }) => [id, fn.function])),
        ResubmitWorker: worker.function,
        ExportWorker: exportJobs.worker.function,
        NoaConversionWorker: noaConversion.worker.function,
        ResubmitSweeper: sweeper.function.function,
        PayoutRun: payoutRun.function,
        StatementRun: statements.function.function,
        FactorRemittanceRun: remittance.function.function,
        SheetRenderer: renderers.functions.sheetRenderer,
        DocumentRenderer: renderers.functions.documentRenderer,
        PaperworkCombiner: renderers.functions.paperworkCombiner,
        MessageDelivery: delivery.function.function,
        ApiDocs: docs.function,
      },
      moreDeadLetterQueues: {
        MessageDelivery: delivery.deadLetterQueue,
        ExportJobs: exportJobs.deadLetterQueue,
        NoaConversion: noaConversion.deadLetterQueue,
      },
      ...(settings.alarmEmail ? { email: settings.alarmEmail } : {}),
    });

    new CfnOutput(this, 'PortalUrl', { value: web.origin });
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'ResubmitDeadLetterQueueUrl', { value: resubmit.deadLetterQueue.queueUrl });
    new CfnOutput(this, 'MessageDeliveryDeadLetterQueueUrl', { value: delivery.deadLetterQueue.queueUrl });
  }
}
