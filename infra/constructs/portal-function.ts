import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, type IFunction, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { type RendererName, rendererFunctionVariables } from '#functions/renderers/requests.ts';
import { paperworkBucketDefinition } from '../definitions/buckets.ts';
import { shippedPackagesOf } from '../definitions/lambda-bundling.ts';
import { resubmitQueueDefinition } from '../definitions/queues.ts';
import { wildcardResourceFinding } from './acknowledgements.ts';
import type { BankAccountHashKey } from './bank-account-hash-key.ts';
import type { ExportJobs } from './export-jobs.ts';
import { lambdaCode } from './lambda-code.ts';
import type { NoaConversion } from './noa-conversion.ts';
import type { PortalAuth } from './portal-auth.ts';
import type { ResubmitQueues } from './resubmit-queues.ts';
import { workQueueEventSource } from './work-queues.ts';

export type PortalFunctionProps = {
  /** Handler module relative to the repository root; it exports `handler`. */
  readonly entry: string;
  /** POWERTOOLS_SERVICE_NAME, the `service` key of every log line. */
  readonly serviceName: string;
  readonly description: string;
  /** @default 10 seconds */
  readonly timeout?: Duration;
  /** @default 1024 MB: Lambda allots CPU by memory, and cold starts are CPU-bound. */
  readonly memorySize?: number;
  /** Active X-Ray tracing. @default false: the functions carry no tracer yet. */
  readonly tracing?: boolean;
  /** @default three months */
  readonly logRetention?: RetentionDays;
};

/** The object actions of each paperwork bucket access level. */
const paperworkActions = {
  read: ['s3:GetObject'],
  readCreate: ['s3:GetObject', 's3:PutObject'],
  readWrite: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
  /**
   * readWrite and tagging: a presigned PUT that stores its object tagged (`x-amz-tagging`), the
   * copy of an upload to its checked key with tags of its own, and their retagging once confirmed
   * each need s3:PutObjectTagging besides s3:PutObject.
   */
  uploads: ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging', 's3:DeleteObject'],
} as const;

/**
 * A LanePay Lambda function with the house defaults: Node.js 22 on ARM64 (x86-64 for one that
 * ships an x86-64 native binary), bundled locally by infra/definitions/lambda-bundling.ts (esbuild:
 * minified ESM with source maps; no Docker), its own log group with retention, a role that can only write that log group, and Powertools settings.
 * Everything else a function may do comes from the `bind…` helpers, each of which sets the variable
 * functions/lib/config.ts reads and grants no more than that use needs.
 */
export class PortalFunction extends Construct {
  readonly function: LambdaFunction;
  private readonly role: Role;

  constructor(scope: Construct, id: string, props: PortalFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention ?? RetentionDays.THREE_MONTHS });
    // Our own role instead of the default one with the AWS-managed AWSLambdaBasicExecutionRole,
    // which may write to every log group in the account.
    this.role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(this.role);

    this.function = new LambdaFunction(this, 'Function', {
      code: lambdaCode(props.entry),
      handler: 'index.handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      // ARM64 unless it ships a native binary built for x86-64 (shippedPackagesOf).
      architecture:
        shippedPackagesOf(props.entry)?.nativeArchitecture === 'x86_64' ? Architecture.X86_64 : Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(10),
      role: this.role,
      logGroup,
      tracing: props.tracing ? Tracing.ACTIVE : Tracing.DISABLED,
      environment: {
        POWERTOOLS_SERVICE_NAME: props.serviceName,
        POWERTOOLS_LOG_LEVEL: 'INFO',
        // Stack traces point at the TypeScript sources.
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime the portal is built and tested for (issue requirement); moving to 24 is a ' +
        'separate change with its own test run.',
    });
  }

  private setEnvironment(variables: Record<string, string>): void {
    for (const [name, value] of Object.entries(variables)) this.function.addEnvironment(name, value);
  }

  /** TABLE_NAME, and item-level access to the table and its indexes (read-only when it only reads). */
  bindTable(table: ITable, access: 'read' | 'readWrite'): this {
    this.setEnvironment({ TABLE_NAME: table.tableName });
    if (access === 'read') table.grantReadData(this.role);
    else table.grantReadWriteData(this.role);
    Validations.of(this.role).acknowledge({
      id: wildcardResourceFinding(this, table.tableArn, '/index/*'),
      reason: 'Repositories query the table through its GSIs; index ARNs are only expressible as /index/*.',
    });
    return this;
  }

  /** APP_ORIGIN: the portal's own origin, for cookies and SSO redirect URIs. */
  bindAppOrigin(origin: string): this {
    this.setEnvironment({ APP_ORIGIN: origin });
    return this;
  }

  /**
   * USER_POOL_ID, USER_POOL_CLIENT_ID, COGNITO_ISSUER and PASSWORD_POLICY: every function validates
   * session tokens against the pool. No IAM: token checks use the pool's public JWKS.
   */
  bindAuth(auth: PortalAuth): this {
    this.setEnvironment({
      USER_POOL_ID: auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: auth.client.userPoolClientId,
      COGNITO_ISSUER: auth.issuer,
      PASSWORD_POLICY: auth.passwordPolicy,
    });
    return this;
  }

  /**
   * The admin calls the core API makes (functions/services/cognito-users.ts): reading a user's MFA
   * settings, creating, enabling, disabling and deleting the users a company's user admin manages,
   * keeping their names and MFA phones in step, temporary, reset and self-registered passwords, and
   * signing a user out everywhere (their refresh tokens revoked) when a password or MFA changes.
   * InitiateAuth, RevokeToken, UpdateUserAttributes, VerifyUserAttribute and SetUserMFAPreference
   * carry the user's own tokens and need no IAM permission.
   */
  bindUserAdministration(auth: PortalAuth): this {
    auth.userPool.grant(
      this.role,
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminEnableUser',
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:AdminUserGlobalSignOut',
    );
    return this;
  }

  /**
   * BANK_ACCOUNT_HASH_KEY for the wallet's writes. CloudFormation resolves the secret into the
   * function's (KMS-encrypted) environment at deployment, so no call to Secrets Manager runs per
   * request; redeploying picks up a changed value.
   */
  bindBankAccountHashKey(key: BankAccountHashKey): this {
    this.setEnvironment({ BANK_ACCOUNT_HASH_KEY: key.secret.secretValue.unsafeUnwrap() });
    return this;
  }

  /** SSO_AUTHORITY, SSO_CLIENT_ID and SSO_AUTHORIZE_PARAMS when Okta is configured; nothing otherwise. */
  bindSso(auth: PortalAuth): this {
    if (auth.sso) {
      this.setEnvironment({
        SSO_AUTHORITY: auth.sso.authority,
        SSO_CLIENT_ID: auth.sso.clientId,
        SSO_AUTHORIZE_PARAMS: auth.sso.authorizeParams,
      });
    }
    return this;
  }

  /** RESUBMIT_QUEUE_URL, and permission to send to that queue only. */
  bindResubmitQueueSender(queues: ResubmitQueues): this {
    this.setEnvironment({ RESUBMIT_QUEUE_URL: queues.queue.queueUrl });
    queues.queue.grantSendMessages(this.role);
    return this;
  }

  /** Drains the resubmit queue as its definition says (infra/constructs/work-queues.ts). */
  consumeResubmitQueue(queues: ResubmitQueues): this {
    this.function.addEventSource(workQueueEventSource(queues.queue, resubmitQueueDefinition));
    return this;
  }

  /**
   * PAPERWORK_BUCKET, and object access in it, no list or bucket-level actions: reads for `read`;
   * reads and puts for `readCreate` (the paperwork combiner, which reads a bill's documents and
   * stores the combined PDF at a key its caller chose, but never removes anything); reads, puts and
   * deletes for `readWrite` (the exports API presigns downloads and deletes replaced combined
   * documents); and tagging too for `uploads` (the settlement API presigns browser uploads, which act
   * with the function's permissions and store their object tagged unconfirmed, copies each upload
   * to its checked key and confirms it there, and deletes refused uploads and removed documents).
   */
  bindPaperworkBucket(bucket: IBucket, access: keyof typeof paperworkActions): this {
    this.setEnvironment({ PAPERWORK_BUCKET: bucket.bucketName });
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: [...paperworkActions[access]], resources: [bucket.arnForObjects('*')] }),
    );
    Validations.of(this.role).acknowledge({
      id: wildcardResourceFinding(this, bucket.bucketArn, '/*'),
      reason:
        'Document keys are generated per upload and per combined document, so object access is granted on the ' +
        'paperwork bucket’s objects.',
    });
    return this;
  }

  /**
   * EXPORT_JOB_QUEUE_URL and PAPERWORK_BUCKET for the export jobs API: it sends job messages to
   * that queue and signs download links to the export files (reads under their prefix, nothing else).
   */
  bindExportJobs(jobs: ExportJobs): this {
    this.setEnvironment({ EXPORT_JOB_QUEUE_URL: jobs.queue.queueUrl, PAPERWORK_BUCKET: jobs.bucket.bucketName });
    jobs.queue.grantSendMessages(this.role);
    this.grantExportFiles(jobs.bucket, ['s3:GetObject']);
    return this;
  }

  /**
   * EXPORT_JOB_QUEUE_URL for the export worker, which drains that queue: after a build that may
   * succeed on another attempt it shortens the message's visibility (ChangeMessageVisibility on that
   * queue only), so the retry comes in seconds rather than after the visibility timeout. The event
   * source grants the same action with receive and delete; granted here too, the worker's retries
   * do not rest on how the event source is wired.
   */
  bindExportJobRetries(queue: IQueue): this {
    this.setEnvironment({ EXPORT_JOB_QUEUE_URL: queue.queueUrl });
    queue.grant(this.role, 'sqs:ChangeMessageVisibility');
    return this;
  }

  /** PAPERWORK_BUCKET for the export worker, which stores each job's file under the export files' prefix. */
  bindExportFileWriter(bucket: IBucket): this {
    this.setEnvironment({ PAPERWORK_BUCKET: bucket.bucketName });
    this.grantExportFiles(bucket, ['s3:PutObject']);
    return this;
  }

  /** NOA_CONVERSION_QUEUE_URL, and permission to send to that queue only (issue 15: received documents). */
  bindNoaConversionQueue(conversion: NoaConversion): this {
    this.setEnvironment({ NOA_CONVERSION_QUEUE_URL: conversion.queue.queueUrl });
    conversion.queue.grantSendMessages(this.role);
    return this;
  }

  /**
   * PAPERWORK_BUCKET for the NOA conversion worker: it reads the received documents (under their
   * prefix) and stores their page images (under theirs), and nothing else of the bucket.
   */
  bindNoaConverter(bucket: IBucket): this {
    const { noaDocuments, noaPages } = paperworkBucketDefinition;
    this.setEnvironment({ PAPERWORK_BUCKET: bucket.bucketName });
    this.grantPrefix(
      bucket,
      noaDocuments.prefix,
      ['s3:GetObject'],
      'Each received NOA document has a key of its own under their prefix.',
    );
    this.grantPrefix(
      bucket,
      noaPages.prefix,
      ['s3:PutObject'],
      'Each page image has a key of its own under the page images’ prefix, and only there.',
    );
    return this;
  }

  private grantPrefix(bucket: IBucket, prefix: string, actions: string[], reason: string): void {
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions, resources: [bucket.arnForObjects(`${prefix}*`)] }));
    Validations.of(this.role).acknowledge({
      id: wildcardResourceFinding(this, bucket.bucketArn, `/${prefix}*`),
      reason,
    });
  }

  private grantExportFiles(bucket: IBucket, actions: string[]): void {
    const prefix = paperworkBucketDefinition.exportFiles.prefix;
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions, resources: [bucket.arnForObjects(`${prefix}*`)] }));
    Validations.of(this.role).acknowledge({
      id: wildcardResourceFinding(this, bucket.bucketArn, `/${prefix}*`),
      reason: 'Each export job stores its file at a key of its own under the export files’ prefix, and only there.',
    });
  }

  /**
   * The file renderers' names (functions/renderers/requests.ts names the variables), and permission
   * to invoke exactly those functions. Only their unqualified ARNs: the exports API invokes them by
   * name, never a version or alias, so the `:*` that `grantInvoke` adds would grant more than is used.
   */
  bindRenderers(renderers: Readonly<Record<RendererName, IFunction>>): this {
    const functions = Object.entries(renderers) as [RendererName, IFunction][];
    this.setEnvironment(
      Object.fromEntries(functions.map(([name, fn]) => [rendererFunctionVariables[name], fn.functionName])),
    );
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: functions.map(([, fn]) => fn.functionArn) }),
    );
    return this;
  }
}
