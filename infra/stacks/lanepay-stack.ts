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
import { MessageDelivery } from '../constructs/message-delivery.ts';
import { PaperworkBucket } from '../constructs/paperwork-bucket.ts';
import { PortalApi } from '../constructs/portal-api.ts';
import { PortalAuth } from '../constructs/portal-auth.ts';
import { PortalFunction } from '../constructs/portal-function.ts';
import { ResubmitQueues } from '../constructs/resubmit-queues.ts';
import { WebDistribution } from '../constructs/web-distribution.ts';
import type { ApiFunctionName } from '../definitions/api-routing.ts';
import { paperworkBucketName, paperworkBucketOrigin } from '../definitions/buckets.ts';
import { type LambdaName, lambdaEntries } from '../definitions/lambda-bundling.ts';
import { resubmitQueueDefinition } from '../definitions/queues.ts';
import { portalCspSources } from '../definitions/security-headers.ts';

export type LanePayStackProps = StackProps & { readonly settings: LanePaySettings };

/** API Gateway gives up on an integration after 30 s; the functions stop just before it. */
const apiTimeout = Duration.seconds(29);

/** The core API's functions by construct id (`CoreApi` answers everything the others do not take). */
const coreParts = {
  CoreApi: {
    name: 'core',
    serviceName: 'lanepay-core',
    description: 'LanePay core API: sign-in, session, SSO, password reset, registration; public API',
  },
  CoreUsersApi: {
    name: 'coreUsers',
    serviceName: 'lanepay-core-users',
    description: 'LanePay core API: users, MFA enrolment, user restrictions',
  },
  CorePayeeApi: {
    name: 'corePayee',
    serviceName: 'lanepay-core-payee',
    description: 'LanePay core API: payee invoices, credit notes, payors, payments, dashboard',
  },
  CorePayeeRelationshipsApi: {
    name: 'corePayeeRelationships',
    serviceName: 'lanepay-core-payee-relationships',
    description: 'LanePay core API: payee relationships and promotional campaigns',
  },
  CorePayeeWalletApi: {
    name: 'corePayeeWallet',
    serviceName: 'lanepay-core-payee-wallet',
    description: 'LanePay core API: payee wallet (bank accounts)',
  },
  CorePayorApi: {
    name: 'corePayor',
    serviceName: 'lanepay-core-payor',
    description: 'LanePay core API: payor area',
  },
} as const satisfies Record<string, { name: ApiFunctionName & LambdaName; serviceName: string; description: string }>;

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
    // The core API is answered by one function per part (functions/core/lambda*.ts), each on the
    // paths infra/definitions/api-routing.ts gives it, so that every bundle stays small. Each part
    // gets the settings and permissions the core API has.
    const coreFunctions = Object.entries(coreParts).map(([id, part]) => ({
      id,
      name: part.name,
      fn: new PortalFunction(this, id, {
        entry: lambdaEntries[part.name],
        serviceName: part.serviceName,
        description: part.description,
        timeout: apiTimeout,
      })
        .bindTable(data.table, 'readWrite')
        .bindAppOrigin(web.origin)
        .bindAuth(auth)
        .bindUserAdministration(auth)
        .bindBankAccountHashKey(bankAccountHashKey)
        .bindSso(auth),
    }));

    const settlement = new PortalFunction(this, 'SettlementApi', {
      entry: lambdaEntries.settlement,
      serviceName: 'lanepay-settlement',
      description: 'LanePay settlement API (bills, charges, paperwork)',
      timeout: apiTimeout,
    })
      .bindTable(data.table, 'readWrite')
      .bindAppOrigin(web.origin)
      .bindAuth(auth)
      .bindResubmitQueueSender(resubmit)
      .bindPaperworkBucket(paperwork.bucket, 'readWrite');

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

    // Excel and PDF files: the libraries are large, so they live in their own function. It also
    // makes a bill's combined PDF, which it stores as a document of the bill (item and object).
    const reports = new PortalFunction(this, 'ReportsApi', {
      entry: lambdaEntries.reports,
      serviceName: 'lanepay-reports',
      description: 'LanePay exports (Excel and PDF files, combined paperwork)',
      timeout: apiTimeout,
    })
      .bindTable(data.table, 'readWrite')
      .bindAppOrigin(web.origin)
      .bindAuth(auth)
      .bindPaperworkBucket(paperwork.bucket, 'readWrite');

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

    for (const { name, fn } of coreFunctions) api.routeFunction(name, fn.function);
    api.routeFunction('settlement', settlement.function);
    api.routeFunction('reports', reports.function);
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
        ...Object.fromEntries(coreFunctions.map(({ id, fn }) => [id, fn.function])),
        SettlementApi: settlement.function,
        ResubmitWorker: worker.function,
        PayoutRun: payoutRun.function,
        ReportsApi: reports.function,
        MessageDelivery: delivery.function.function,
        ApiDocs: docs.function,
      },
      moreDeadLetterQueues: { MessageDelivery: delivery.deadLetterQueue },
      ...(settings.alarmEmail ? { email: settings.alarmEmail } : {}),
    });

    new CfnOutput(this, 'PortalUrl', { value: web.origin });
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'ResubmitDeadLetterQueueUrl', { value: resubmit.deadLetterQueue.queueUrl });
    new CfnOutput(this, 'MessageDeliveryDeadLetterQueueUrl', { value: delivery.deadLetterQueue.queueUrl });
  }
}
