import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { type ApiFunctionName, apiRoutes, httpApiRouteKeys } from '#infra/definitions/api-routing.ts';
import { paperworkBucketDefinition } from '#infra/definitions/buckets.ts';
import { exportRewriteFunctionCode } from '#infra/definitions/export-routing.ts';
import { exportJobQueueDefinition, resubmitQueueDefinition } from '#infra/definitions/queues.ts';
import { type FunctionNeeds, registeredFunctions } from '#infra/definitions/registered-functions.ts';
import { hstsMaxAgeSeconds } from '#infra/definitions/security-headers.ts';
import { spaRewriteFunctionCode } from '#infra/definitions/spa-routing.ts';
import { dataTableDefinition } from '#infra/definitions/table.ts';
import { passwordPolicies, userPoolDefinition } from '#infra/definitions/user-pool.ts';
import { apiRoots } from '#shared/api/paths.ts';
import { viewerAddressHeader } from '#shared/constants/edge.ts';
import { idempotencyKeyHeader } from '#shared/constants/idempotency.ts';
import { csrfHeaderName } from '#shared/constants/session.ts';
import { ifMatchHeader } from '#shared/constants/versions.ts';
import { runtimeConfigSchema } from '#shared/schemas/runtime-config.ts';
import {
  allowedActions,
  deployedRuntimeConfig,
  flattenIntrinsics,
  fullContext,
  functionByService,
  onlyResource,
  statementsOf,
  synthesize,
} from './synth.ts';

/** The service name (POWERTOOLS_SERVICE_NAME) of each API function. */
const serviceOf: Record<ApiFunctionName, string> = {
  core: 'lanepay-core',
  coreUsers: 'lanepay-core-users',
  corePayee: 'lanepay-core-payee',
  corePayeeRelationships: 'lanepay-core-payee-relationships',
  corePayeeWallet: 'lanepay-core-payee-wallet',
  corePayeeNoaNotices: 'lanepay-core-payee-noa-notices',
  corePayor: 'lanepay-core-payor',
  corePayorCarriers: 'lanepay-core-payor-carriers',
  corePayorMoney: 'lanepay-core-payor-money',
  corePayorProfile: 'lanepay-core-payor-profile',
  corePayorInvoiceUploads: 'lanepay-core-payor-invoice-uploads',
  corePayorReports: 'lanepay-core-payor-reports',
  coreFactor: 'lanepay-core-factor',
  coreFactorNoa: 'lanepay-core-factor-noa',
  coreFactorProfile: 'lanepay-core-factor-profile',
  coreExportJobs: 'lanepay-core-export-jobs',
  coreAdmin: 'lanepay-core-admin',
  coreAdminNoaQueues: 'lanepay-core-admin-noa-queues',
  coreAdminNoaReviews: 'lanepay-core-admin-noa-reviews',
  coreAdminFactorAssignments: 'lanepay-core-admin-factor-assignments',
  settlement: 'lanepay-settlement',
  exports: 'lanepay-exports',
  exportsPayorReports: 'lanepay-exports-payor-reports',
  exportsFactor: 'lanepay-exports-factor',
  apiDocs: 'lanepay-api-docs',
};
/** The service name of each file renderer the exports API invokes, by the variable that names it there. */
const rendererServices = {
  SHEET_RENDERER_FUNCTION: 'lanepay-sheet-renderer',
  DOCUMENT_RENDERER_FUNCTION: 'lanepay-document-renderer',
  PAPERWORK_COMBINER_FUNCTION: 'lanepay-paperwork-combiner',
} as const;
/** The functions answering the core API (infra/definitions/api-routing.ts): each has the core API's settings. */
const coreServices = Object.entries(serviceOf).flatMap(([name, service]) => (name.startsWith('core') ? [service] : []));
/** The API functions' services that need (or, with `needed` false, do not need) a permission or setting. */
const servicesNeeding = (need: keyof FunctionNeeds, needed = true) =>
  registeredFunctions.flatMap((part) => (need in part.needs === needed ? [serviceOf[part.name]] : []));

/** Managed policy ids CloudFront publishes; stable across accounts. */
const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const cachingOptimized = '658327ea-f89d-4fab-a63d-7e88639e58f6';

const { template, outdir } = synthesize(fullContext);

const [tableId] = onlyResource(template, 'AWS::DynamoDB::Table');
const [paperworkId] = onlyResource(template, 'AWS::S3::Bucket', (p) => p.CorsConfiguration !== undefined);
const [queueId, queue] = onlyResource(
  template,
  'AWS::SQS::Queue',
  (p) => p.RedrivePolicy !== undefined && p.VisibilityTimeout === resubmitQueueDefinition.visibilityTimeoutSeconds,
);
// The resubmit queue's own dead-letter queue (message delivery has another, see message-delivery.test.ts).
const deadLetterId = (queue.Properties.RedrivePolicy as { deadLetterTargetArn: { 'Fn::GetAtt': [string, string] } })
  .deadLetterTargetArn['Fn::GetAtt'][0];
const [distributionId] = onlyResource(template, 'AWS::CloudFront::Distribution');
const [userPoolId] = onlyResource(template, 'AWS::Cognito::UserPool');
const [clientId] = onlyResource(template, 'AWS::Cognito::UserPoolClient');
const portalOrigin = { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] };

describe('data table', () => {
  it('is on-demand with point-in-time recovery, TTL and deletion protection', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: dataTableDefinition.timeToLiveAttribute, Enabled: true },
      DeletionProtectionEnabled: true,
      SSESpecification: { SSEEnabled: true },
    });
  });

  it('survives its removal from the stack', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });

  it('has the GSIs of the definition', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: dataTableDefinition.globalSecondaryIndexes.map((index) =>
        Match.objectLike({ IndexName: index.indexName, Projection: { ProjectionType: 'ALL' } }),
      ),
    });
  });

  it('is the only table, named by CloudFormation', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', { TableName: Match.absent() });
  });
});

describe('resubmit queue and worker', () => {
  it('redrives to the dead-letter queue after maxReceiveCount', () => {
    template.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [deadLetterId, 'Arn'] },
        maxReceiveCount: resubmitQueueDefinition.maxReceiveCount,
      },
      VisibilityTimeout: resubmitQueueDefinition.visibilityTimeoutSeconds,
      QueueName: Match.absent(),
    });
  });

  it('encrypts both queues and refuses plain HTTP', () => {
    for (const id of [queueId, deadLetterId]) {
      expect(template.toJSON().Resources[id].Properties.SqsManagedSseEnabled).toBe(true);
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: id }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it('feeds the worker in batches and lets it report failed records only', () => {
    const [workerId] = functionByService(template, 'lanepay-resubmit-worker');
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionName: { Ref: workerId },
      BatchSize: resubmitQueueDefinition.batchSize,
      MaximumBatchingWindowInSeconds: resubmitQueueDefinition.maxBatchingWindowSeconds,
      ScalingConfig: { MaximumConcurrency: resubmitQueueDefinition.maxConcurrency },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('gives the worker the timeout of the definition, within the queue visibility timeout', () => {
    const [, worker] = functionByService(template, 'lanepay-resubmit-worker');
    expect(worker.Properties.Timeout).toBe(resubmitQueueDefinition.workerTimeoutSeconds);
    // SQS event sources are rejected when the function may outlive the message's invisibility.
    expect(resubmitQueueDefinition.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(
      resubmitQueueDefinition.workerTimeoutSeconds,
    );
  });
});

describe('export job queue and worker', () => {
  const def = exportJobQueueDefinition;
  const [exportQueueId, exportQueue] = onlyResource(
    template,
    'AWS::SQS::Queue',
    (p) => p.RedrivePolicy !== undefined && p.VisibilityTimeout === def.visibilityTimeoutSeconds,
  );
  const exportDeadLetterId = (
    exportQueue.Properties.RedrivePolicy as { deadLetterTargetArn: { 'Fn::GetAtt': [string, string] } }
  ).deadLetterTargetArn['Fn::GetAtt'][0];
  const exportFiles = `<${paperworkId}.Arn>/${paperworkBucketDefinition.exportFiles.prefix}*`;
  const resourcesOf = (service: string, action: string) =>
    statementsOf(template, service)
      .filter((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]).includes(action))
      .flatMap((s) => (Array.isArray(s.Resource) ? s.Resource : [s.Resource]).map(flattenIntrinsics));

  it('redrives to its own encrypted dead-letter queue after maxReceiveCount', () => {
    expect(exportQueue.Properties.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [exportDeadLetterId, 'Arn'] },
      maxReceiveCount: def.maxReceiveCount,
    });
    for (const id of [exportQueueId, exportDeadLetterId]) {
      expect(template.toJSON().Resources[id].Properties.SqsManagedSseEnabled).toBe(true);
    }
  });

  it('feeds the worker one job at a time, within the visibility timeout, reporting failed records only', () => {
    const [workerId, worker] = functionByService(template, 'lanepay-export-worker');
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [exportQueueId, 'Arn'] },
      FunctionName: { Ref: workerId },
      BatchSize: def.batchSize,
      ScalingConfig: { MaximumConcurrency: def.maxConcurrency },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(worker.Properties.Timeout).toBe(def.workerTimeoutSeconds);
    expect(def.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(def.workerTimeoutSeconds);
  });

  it('lets the worker put export files only, and invoke the renderers; it sends nothing', () => {
    const actions = allowedActions(template, 'lanepay-export-worker');
    expect(actions.filter((a) => a.startsWith('s3:'))).toEqual(['s3:PutObject']);
    expect(resourcesOf('lanepay-export-worker', 's3:PutObject')).toEqual([exportFiles]);
    expect(actions).toContain('lambda:InvokeFunction');
    expect(actions).not.toContain('sqs:SendMessage');
  });

  it('lets the worker bring a failed job back soon: its queue’s URL, and visibility changes on that queue only', () => {
    const [, worker] = functionByService(template, 'lanepay-export-worker');
    expect(worker.Properties.Environment).toMatchObject({
      Variables: { EXPORT_JOB_QUEUE_URL: { Ref: exportQueueId } },
    });
    expect(resourcesOf('lanepay-export-worker', 'sqs:ChangeMessageVisibility')).toEqual([`<${exportQueueId}.Arn>`]);
    expect(def.retryBackoffSeconds.every((seconds) => seconds < def.visibilityTimeoutSeconds)).toBe(true);
  });

  it('lets the export jobs API send jobs to that queue and read export files, nothing else of the bucket', () => {
    const actions = allowedActions(template, 'lanepay-core-export-jobs');
    expect(actions.filter((a) => a.startsWith('s3:'))).toEqual(['s3:GetObject']);
    expect(resourcesOf('lanepay-core-export-jobs', 's3:GetObject')).toEqual([exportFiles]);
    expect(resourcesOf('lanepay-core-export-jobs', 'sqs:SendMessage')).toEqual([`<${exportQueueId}.Arn>`]);
    expect(actions).not.toContain('lambda:InvokeFunction');
  });
});

describe('paperwork bucket', () => {
  it('is private, encrypted, versioned, logged and retained', () => {
    template.hasResource('AWS::S3::Bucket', {
      Properties: Match.objectLike({
        CorsConfiguration: Match.anyValue(),
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        VersioningConfiguration: { Status: 'Enabled' },
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        LoggingConfiguration: { DestinationBucketName: Match.anyValue(), LogFilePrefix: 'paperwork/' },
      }),
      DeletionPolicy: 'Retain',
    });
  });

  it('accepts TLS requests only', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: paperworkId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it("allows the portal's origin, and only it, to upload and read with CORS", () => {
    const { cors } = paperworkBucketDefinition;
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          {
            AllowedOrigins: [portalOrigin],
            AllowedMethods: [...cors.allowedMethods],
            AllowedHeaders: [...cors.allowedHeaders],
            ExposedHeaders: [...cors.exposedHeaders],
            MaxAge: cors.maxAgeSeconds,
          },
        ],
      },
    });
  });

  it('aborts stale multipart uploads, expires old versions, uploads never confirmed and export files', () => {
    const { unconfirmedUpload, exportFiles } = paperworkBucketDefinition;
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: Match.anyValue(),
      LifecycleConfiguration: {
        Rules: [
          Match.objectLike({
            Status: 'Enabled',
            AbortIncompleteMultipartUpload: {
              DaysAfterInitiation: paperworkBucketDefinition.abortIncompleteMultipartUploadAfterDays,
            },
            NoncurrentVersionExpiration: { NoncurrentDays: paperworkBucketDefinition.noncurrentVersionExpirationDays },
          }),
          Match.objectLike({
            Status: 'Enabled',
            TagFilters: [{ Key: unconfirmedUpload.tag.key, Value: unconfirmedUpload.tag.value }],
            ExpirationInDays: unconfirmedUpload.expirationDays,
            NoncurrentVersionExpiration: { NoncurrentDays: unconfirmedUpload.noncurrentVersionExpirationDays },
          }),
          Match.objectLike({
            Status: 'Enabled',
            Prefix: exportFiles.prefix,
            ExpirationInDays: exportFiles.expirationDays,
            NoncurrentVersionExpiration: { NoncurrentDays: exportFiles.noncurrentVersionExpirationDays },
          }),
        ],
      },
    });
  });
});

describe('user pool', () => {
  it('signs in by email with the standard password policy and optional SMS MFA', () => {
    const rules = passwordPolicies.standard;
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email', 'phone_number'],
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SMS_MFA'],
      SmsConfiguration: { SnsCallerArn: Match.anyValue(), ExternalId: Match.anyValue() },
      Policies: {
        PasswordPolicy: {
          MinimumLength: rules.minLength,
          RequireNumbers: rules.requireDigits,
          RequireLowercase: rules.requireLowercase,
          RequireUppercase: rules.requireUppercase,
          RequireSymbols: rules.requireSymbols,
          TemporaryPasswordValidityDays: userPoolDefinition.temporaryPasswordValidityDays,
        },
      },
    });
  });

  it('is protected from deletion, admin-created only and runs threat protection', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      Properties: Match.objectLike({
        DeletionProtection: 'ACTIVE',
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        UserPoolTier: 'PLUS',
        UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      }),
      DeletionPolicy: 'Retain',
    });
  });

  it('has an SMS role Cognito alone can assume', () => {
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [
          Match.objectLike({
            Principal: { Service: 'cognito-idp.amazonaws.com' },
            Condition: { StringEquals: { 'sts:ExternalId': Match.anyValue() } },
          }),
        ],
      },
    });
  });
});

describe('app client and Okta', () => {
  it('is a public client with the definition’s flows', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: [...userPoolDefinition.appClient.explicitAuthFlows],
      PreventUserExistenceErrors: 'ENABLED',
    });
  });

  it('uses the authorization code grant back to /okta/callback, through Okta only', () => {
    const [oktaId] = onlyResource(template, 'AWS::Cognito::UserPoolIdentityProvider');
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: ['openid', 'email', 'profile'],
      CallbackURLs: [
        { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }, '/okta/callback']] },
      ],
      LogoutURLs: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }, '/']] }],
      SupportedIdentityProviders: [{ Ref: oktaId }],
    });
  });

  it('federates Okta over OIDC with the secret resolved at deploy time', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Okta',
      ProviderType: 'OIDC',
      UserPoolId: { Ref: userPoolId },
      ProviderDetails: Match.objectLike({
        client_id: fullContext.oktaClientId,
        oidc_issuer: fullContext.oktaIssuer,
        client_secret: `{{resolve:secretsmanager:${fullContext.oktaClientSecretName}:SecretString:::}}`,
      }),
      AttributeMapping: Match.objectLike({ email: 'email' }),
    });
  });

  it('has a hosted domain with a prefix derived from the stack and account', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      UserPoolId: { Ref: userPoolId },
      Domain: { 'Fn::Join': ['-', ['lanepay', { Ref: 'AWS::AccountId' }]] },
    });
  });
});

describe('functions', () => {
  const services = [
    ...coreServices,
    'lanepay-settlement',
    'lanepay-resubmit-worker',
    'lanepay-payout-run',
    'lanepay-exports',
  ];

  it.each(services)('%s runs Node.js 22 on ARM with the variables config.ts requires', (service) => {
    const [, fn] = functionByService(template, service);
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          POWERTOOLS_SERVICE_NAME: service,
          POWERTOOLS_LOG_LEVEL: 'INFO',
          TABLE_NAME: { Ref: tableId },
          USER_POOL_ID: { Ref: userPoolId },
          USER_POOL_CLIENT_ID: { Ref: clientId },
          COGNITO_ISSUER: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [userPoolId, 'ProviderURL'] }]] },
          APP_ORIGIN: portalOrigin,
          PASSWORD_POLICY: 'standard',
        }),
      },
    });
  });

  it.each(services)('%s writes to its own log group with a retention', (service) => {
    const [, fn] = functionByService(template, service);
    const logGroupId = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    expect(template.toJSON().Resources[logGroupId].Properties.RetentionInDays).toBe(90);
    expect(fn.Properties.FunctionName).toBeUndefined();
  });

  it.each(servicesNeeding('sso'))('gives %s (core API) the SSO settings of the pool', (service) => {
    const [, core] = functionByService(template, service);
    expect(core.Properties.Environment).toMatchObject({
      Variables: {
        SSO_AUTHORITY: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [userPoolId, 'ProviderURL'] }]] },
        SSO_CLIENT_ID: { Ref: clientId },
        SSO_AUTHORIZE_PARAMS: 'identity_provider=Okta',
      },
    });
  });

  it.each(servicesNeeding('sso', false))(
    'keeps the SSO settings and the hash key from %s unless it uses them',
    (service) => {
      const [, core] = functionByService(template, service);
      const variables = (core.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.SSO_CLIENT_ID).toBeUndefined();
      expect(variables.BANK_ACCOUNT_HASH_KEY !== undefined, service).toBe(
        servicesNeeding('bankAccountHashKey').includes(service),
      );
    },
  );

  it.each(servicesNeeding('bankAccountHashKey'))(
    'gives %s (core API) a retained, generated bank account hash key resolved at deploy time',
    (service) => {
      const [secretId, secret] = onlyResource(template, 'AWS::SecretsManager::Secret');
      expect(secret).toMatchObject({ DeletionPolicy: 'Retain' });
      expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 64 });
      const [, core] = functionByService(template, service);
      const variables = (core.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(flattenIntrinsics(variables.BANK_ACCOUNT_HASH_KEY)).toBe(
        `{{resolve:secretsmanager:<${secretId}>:SecretString:::}}`,
      );
    },
  );

  it('gives the settlement API the paperwork bucket and the resubmit queue', () => {
    const [, settlement] = functionByService(template, 'lanepay-settlement');
    expect(settlement.Properties.Environment).toMatchObject({
      Variables: { PAPERWORK_BUCKET: { Ref: paperworkId }, RESUBMIT_QUEUE_URL: { Ref: queueId } },
    });
  });

  it('gives the exports API the paperwork bucket, where it replaces combined documents, and table writes', () => {
    const [, exportsApi] = functionByService(template, 'lanepay-exports');
    expect(exportsApi.Properties.Environment).toMatchObject({ Variables: { PAPERWORK_BUCKET: { Ref: paperworkId } } });
    expect(allowedActions(template, 'lanepay-exports')).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:DeleteItem']),
    );
  });

  it('names each file renderer in the exports API’s environment', () => {
    const [, exportsApi] = functionByService(template, 'lanepay-exports');
    const variables = (exportsApi.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    for (const [variable, service] of Object.entries(rendererServices)) {
      const [rendererId] = functionByService(template, service);
      expect(variables[variable], variable).toEqual({ Ref: rendererId });
    }
  });

  it.each(Object.values(rendererServices))('%s runs Node.js 22 on ARM, with its own log group', (service) => {
    const [, fn] = functionByService(template, service);
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
    const logGroupId = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    expect(template.toJSON().Resources[logGroupId].Properties.RetentionInDays).toBe(90);
    expect(fn.Properties.Timeout).toBeLessThanOrEqual(
      functionByService(template, 'lanepay-exports')[1].Properties.Timeout as number,
    );
  });

  it.each(Object.values(rendererServices))('keeps %s away from the table, the pool and the app settings', (service) => {
    const [, fn] = functionByService(template, service);
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    const bucket = service === rendererServices.PAPERWORK_COMBINER_FUNCTION ? ['PAPERWORK_BUCKET'] : [];
    expect(Object.keys(variables).sort()).toEqual(
      ['NODE_OPTIONS', 'POWERTOOLS_LOG_LEVEL', 'POWERTOOLS_SERVICE_NAME', ...bucket].sort(),
    );
    const actions = allowedActions(template, service);
    expect(actions.filter((action) => action.startsWith('dynamodb:'))).toEqual([]);
    expect(actions.filter((action) => action.startsWith('cognito-idp:'))).toEqual([]);
  });

  it('runs the payout run every day', () => {
    const [payoutRunId] = functionByService(template, 'lanepay-payout-run');
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 13 * * ? *)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({ Arn: { 'Fn::GetAtt': [payoutRunId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 2 } }),
      ],
    });
  });

  it('does not use the account-wide basic execution policy', () => {
    for (const service of [...services, ...Object.values(rendererServices)]) {
      const [, fn] = functionByService(template, service);
      const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      expect(template.toJSON().Resources[roleId].Properties.ManagedPolicyArns).toBeUndefined();
    }
  });
});

describe('least privilege', () => {
  const s3Actions = (service: string) => allowedActions(template, service).filter((a) => a.startsWith('s3:'));

  it('keeps the worker away from the paperwork bucket and from sending to the queue', () => {
    expect(s3Actions('lanepay-resubmit-worker')).toEqual([]);
    expect(allowedActions(template, 'lanepay-resubmit-worker')).not.toContain('sqs:SendMessage');
    expect(allowedActions(template, 'lanepay-resubmit-worker')).toEqual(
      expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage']),
    );
  });

  it.each([
    // Tagged presigned uploads, their checked copies and the confirmation retag need PutObjectTagging.
    ['lanepay-settlement', ['s3:DeleteObject', 's3:GetObject', 's3:PutObject', 's3:PutObjectTagging']],
    ['lanepay-exports', ['s3:DeleteObject', 's3:GetObject', 's3:PutObject']],
  ])('lets %s get, put and delete paperwork objects, nothing else in S3', (service, actions) => {
    expect(s3Actions(service).sort()).toEqual(actions);
    const statement = statementsOf(template, service).find((s) => s.Action.includes('s3:PutObject'));
    expect(statement?.Resource).toEqual({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [paperworkId, 'Arn'] }, '/*']] });
  });

  it('lets the exports API invoke the three renderers and no other function', () => {
    const invoke = statementsOf(template, 'lanepay-exports').filter((s) => s.Action === 'lambda:InvokeFunction');
    expect(invoke).toHaveLength(1);
    expect(invoke[0]?.Resource).toEqual(
      expect.arrayContaining(
        Object.values(rendererServices).map((service) => ({
          'Fn::GetAtt': [functionByService(template, service)[0], 'Arn'],
        })),
      ),
    );
    expect(invoke[0]?.Resource).toHaveLength(3);
  });

  it('lets no other function invoke a Lambda function', () => {
    const others = [...coreServices, 'lanepay-settlement', 'lanepay-resubmit-worker', 'lanepay-payout-run'];
    for (const service of [
      ...others,
      'lanepay-message-delivery',
      'lanepay-api-docs',
      ...Object.values(rendererServices),
    ]) {
      expect(
        allowedActions(template, service).filter((a) => a.startsWith('lambda:')),
        service,
      ).toEqual([]);
    }
  });

  it.each([rendererServices.SHEET_RENDERER_FUNCTION, rendererServices.DOCUMENT_RENDERER_FUNCTION])(
    'keeps %s off the paperwork bucket: it gets its data in the request',
    (service) => {
      expect(s3Actions(service)).toEqual([]);
    },
  );

  it('lets the paperwork combiner read and put paperwork objects, but not delete them', () => {
    const service = rendererServices.PAPERWORK_COMBINER_FUNCTION;
    expect(s3Actions(service).sort()).toEqual(['s3:GetObject', 's3:PutObject']);
    const statement = statementsOf(template, service).find((s) => s.Action.includes('s3:PutObject'));
    expect(statement?.Resource).toEqual({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [paperworkId, 'Arn'] }, '/*']] });
    const [, combiner] = functionByService(template, service);
    expect(combiner.Properties.Environment).toMatchObject({ Variables: { PAPERWORK_BUCKET: { Ref: paperworkId } } });
  });

  it('gives Cognito admin actions to the core functions that call them only, and only those they call', () => {
    const cognito = (service: string) =>
      allowedActions(template, service).filter((action) => action.startsWith('cognito-idp:'));
    for (const service of servicesNeeding('userAdministration', false)) expect(cognito(service), service).toEqual([]);
    for (const service of servicesNeeding('userAdministration')) {
      expect(cognito(service).sort(), service).toEqual([
        'cognito-idp:AdminCreateUser',
        'cognito-idp:AdminDeleteUser',
        'cognito-idp:AdminDisableUser',
        'cognito-idp:AdminEnableUser',
        'cognito-idp:AdminGetUser',
        'cognito-idp:AdminSetUserPassword',
        'cognito-idp:AdminUpdateUserAttributes',
        'cognito-idp:AdminUserGlobalSignOut',
      ]);
    }
    expect(cognito('lanepay-settlement')).toEqual([]);
    expect(cognito('lanepay-resubmit-worker')).toEqual([]);
    expect(cognito('lanepay-api-docs')).toEqual([]);
  });

  // The export jobs API reads its files and sends to its own queue (see 'export job queue and worker');
  // the factor area stores uploads and queues them for conversion, the admin area reads page images.
  const bucketOrQueueNeeds = ['paperworkBucket', 'exportJobs', 'noaConversionQueue', 'resubmitQueue'] as const;
  const coreServicesWithoutBucketOrQueue = registeredFunctions.flatMap((part) =>
    part.name.startsWith('core') && bucketOrQueueNeeds.every((need) => !(need in part.needs))
      ? [serviceOf[part.name]]
      : [],
  );
  it.each(coreServicesWithoutBucketOrQueue)(
    'keeps %s (core API) off the paperwork bucket and the queues',
    (service) => {
      expect(s3Actions(service)).toEqual([]);
      expect(allowedActions(template, service).filter((a) => a.startsWith('sqs:'))).toEqual([]);
    },
  );

  it('lets the admin area only read the paperwork bucket (page images), and send to no queue', () => {
    expect(s3Actions('lanepay-core-admin')).toEqual(['s3:GetObject']);
    expect(allowedActions(template, 'lanepay-core-admin').filter((a) => a.startsWith('sqs:'))).toEqual([]);
  });

  it('lets the factor’s NOA documents store and check uploads, and only send to the NOA conversion queue', () => {
    expect(s3Actions('lanepay-core-factor-noa').sort()).toEqual([
      's3:DeleteObject',
      's3:GetObject',
      's3:PutObject',
      's3:PutObjectTagging',
    ]);
    expect(
      allowedActions(template, 'lanepay-core-factor-noa')
        .filter((a) => a.startsWith('sqs:'))
        .sort(),
    ).toEqual(['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage']);
    // The factor's reads touch neither the bucket nor a queue.
    expect(s3Actions('lanepay-core-factor')).toEqual([]);
    expect(allowedActions(template, 'lanepay-core-factor').filter((a) => a.startsWith('sqs:'))).toEqual([]);
  });

  it('gives the docs function nothing but its logs: no table, no secret, no settings', () => {
    const [, docs] = functionByService(template, 'lanepay-api-docs');
    const variables = (docs.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual(['NODE_OPTIONS', 'POWERTOOLS_LOG_LEVEL', 'POWERTOOLS_SERVICE_NAME']);
    expect(allowedActions(template, 'lanepay-api-docs').every((action) => action.startsWith('logs:'))).toBe(true);
  });

  it('scopes table access to the table and its indexes', () => {
    for (const service of [...coreServices, 'lanepay-settlement', 'lanepay-resubmit-worker', 'lanepay-exports']) {
      const statement = statementsOf(template, service).find((s) => s.Action.includes('dynamodb:PutItem'));
      expect(statement?.Resource).toEqual([
        { 'Fn::GetAtt': [tableId, 'Arn'] },
        { 'Fn::Join': ['', [{ 'Fn::GetAtt': [tableId, 'Arn'] }, '/index/*']] },
      ]);
    }
  });
});

describe('HTTP API', () => {
  it.each([apiRoots.core, apiRoots.settlement])('routes every method under %s', (root) => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: `ANY ${root}/{proxy+}` });
  });

  /** The function (by service name) each HTTP API route key invokes. */
  function routeTargets(): Map<string, string> {
    const resources = template.toJSON().Resources as Record<
      string,
      { Type: string; Properties: Record<string, unknown> }
    >;
    const serviceOfFunction = new Map(
      Object.entries(resources)
        .filter(([, r]) => r.Type === 'AWS::Lambda::Function')
        .map(([id, r]) => [
          id,
          (r.Properties.Environment as { Variables?: Record<string, string> } | undefined)?.Variables
            ?.POWERTOOLS_SERVICE_NAME ?? id,
        ]),
    );
    const targets = new Map<string, string>();
    for (const route of Object.values(resources).filter((r) => r.Type === 'AWS::ApiGatewayV2::Route')) {
      const target = flattenIntrinsics(route.Properties.Target).replace(/^integrations\/<(\w+)>$/, '$1');
      const uri = resources[target]?.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] };
      targets.set(String(route.Properties.RouteKey), serviceOfFunction.get(uri['Fn::GetAtt'][0]) ?? 'unknown');
    }
    return targets;
  }

  it('routes every path of infra/definitions/api-routing.ts, and nothing else, to its function', () => {
    const expected = apiRoutes.flatMap((route) =>
      httpApiRouteKeys(route).map((key) => [`${key.method} ${key.path}`, serviceOf[route.function]] as const),
    );
    expect(Object.fromEntries(routeTargets())).toEqual(Object.fromEntries(expected));
  });

  it('logs access and throttles on its default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    });
  });
});

describe('web distribution', () => {
  const distribution = () =>
    template.toJSON().Resources[distributionId].Properties.DistributionConfig as Record<string, unknown>;
  const [, headersPolicy] = onlyResource(template, 'AWS::CloudFront::ResponseHeadersPolicy');
  const securityHeaders = (
    headersPolicy.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, unknown> }
  ).SecurityHeadersConfig;
  const csp = flattenIntrinsics(
    (securityHeaders.ContentSecurityPolicy as { ContentSecurityPolicy: unknown }).ContentSecurityPolicy,
  );

  it('sends a CSP that forbids framing and lets the SPA reach Cognito and exactly the paperwork bucket', () => {
    const bucketOrigin = 'https://lanepay-paperwork-<AWS::AccountId>-<AWS::Region>.s3.<AWS::Region>.amazonaws.com';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`connect-src 'self' https://cognito-idp.<AWS::Region>.amazonaws.com ${bucketOrigin};`);
    // Presigned uploads (connect), image previews (img) and PDF previews (frame) of the paperwork bucket only.
    expect(csp).toContain(`img-src 'self' data: blob: ${bucketOrigin};`);
    expect(csp).toContain(`frame-src 'self' ${bucketOrigin};`);
    expect(csp).not.toContain('*');
  });

  it('names the paperwork bucket the CSP names (account and region), with CORS for the portal only', () => {
    const [, bucket] = onlyResource(template, 'AWS::S3::Bucket', (p) => p.CorsConfiguration !== undefined);
    expect(flattenIntrinsics(bucket.Properties.BucketName)).toBe('lanepay-paperwork-<AWS::AccountId>-<AWS::Region>');
    const rules = (bucket.Properties.CorsConfiguration as { CorsRules: { AllowedOrigins: unknown[] }[] }).CorsRules;
    expect(rules.map((rule) => rule.AllowedOrigins)).toEqual([[portalOrigin]]);
  });

  it('sends HSTS with preload, DENY framing, nosniff and a strict referrer policy', () => {
    expect(securityHeaders).toMatchObject({
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: hstsMaxAgeSeconds,
        IncludeSubdomains: true,
        Preload: true,
        Override: true,
      },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
  });

  it('rewrites client routes to /index.html with the CloudFront Function on viewer requests', () => {
    const [functionId, spaRewrite] = onlyResource(
      template,
      'AWS::CloudFront::Function',
      (properties) => properties.FunctionCode === spaRewriteFunctionCode(),
    );
    expect(spaRewrite.Properties.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
    expect(distribution().DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
      ],
    });
  });

  it('has no custom error responses, which would swallow the APIs’ 404s', () => {
    expect(distribution().CustomErrorResponses).toBeUndefined();
  });

  it.each([apiRoots.core, apiRoots.settlement])('sends %s/* to the API uncached, over HTTPS only', (root) => {
    const [policyId] = onlyResource(template, 'AWS::CloudFront::OriginRequestPolicy');
    expect(distribution().CacheBehaviors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          PathPattern: `${root}/*`,
          CachePolicyId: cachingDisabled,
          OriginRequestPolicyId: { Ref: policyId },
          ViewerProtocolPolicy: 'https-only',
          AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
        }),
      ]),
    );
  });

  it.each([apiRoots.core, apiRoots.settlement])('moves %s/* export requests to the exports API at the edge', (root) => {
    const [functionId] = onlyResource(
      template,
      'AWS::CloudFront::Function',
      (properties) => properties.FunctionCode === exportRewriteFunctionCode(),
    );
    const behavior = (distribution().CacheBehaviors as { PathPattern: string; FunctionAssociations?: unknown }[]).find(
      (candidate) => candidate.PathPattern === `${root}/*`,
    );
    expect(behavior?.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
  });

  it('forwards cookies, query strings and the headers the APIs read, but not Host', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: Match.objectLike({
        CookiesConfig: { CookieBehavior: 'all' },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: Match.anyValue() },
      }),
    });
    const [, policy] = onlyResource(template, 'AWS::CloudFront::OriginRequestPolicy');
    const headers = (policy.Properties.OriginRequestPolicyConfig as { HeadersConfig: { Headers: string[] } })
      .HeadersConfig.Headers;
    expect(headers).toEqual(
      expect.arrayContaining([
        csrfHeaderName,
        'content-type',
        'accept-language',
        idempotencyKeyHeader,
        ifMatchHeader,
        viewerAddressHeader,
      ]),
    );
    expect(headers.map((header) => header.toLowerCase())).not.toContain('host');
  });

  it('caches hashed assets for long and revalidates everything else', () => {
    expect(distribution().CacheBehaviors).toEqual(
      expect.arrayContaining([expect.objectContaining({ PathPattern: '/assets/*', CachePolicyId: cachingOptimized })]),
    );
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({ MinTTL: 0, DefaultTTL: 0 }),
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'assets/',
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      SystemMetadata: { 'cache-control': 'no-cache' },
      Exclude: ['assets/*'],
      DistributionId: { Ref: distributionId },
      DistributionPaths: ['/*'],
    });
  });

  it('serves the SPA bucket privately through Origin Access Control', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    expect(distribution().Origins).toEqual(
      expect.arrayContaining([expect.objectContaining({ OriginAccessControlId: expect.anything() })]),
    );
  });

  it('logs requests and speaks HTTP/2 and HTTP/3', () => {
    expect(distribution()).toMatchObject({
      Logging: { Bucket: expect.anything(), Prefix: 'cloudfront/' },
      HttpVersion: 'http2and3',
    });
  });

  it('writes a runtime-config.json the SPA accepts, pointing at this pool and client', () => {
    expect(runtimeConfigSchema.parse(deployedRuntimeConfig({ template, outdir }))).toEqual({
      stage: 'production',
      passwordPolicy: 'standard',
      cognito: {
        region: '<AWS::Region>',
        userPoolId: `<${userPoolId}>`,
        clientId: `<${clientId}>`,
        endpoint: null,
        authFlow: 'USER_SRP_AUTH',
      },
      ssoEnabled: true,
    });
  });
});

describe('alarms', () => {
  it('watches the dead-letter queue and notifies the alarm email', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [deadLetterId, 'QueueName'] } }],
      AlarmActions: [Match.anyValue()],
    });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: fullContext.alarmEmail,
    });
  });

  it.each(['lanepay-exports', ...Object.values(rendererServices)])('alarms on errors of %s', (service) => {
    const [functionId] = functionByService(template, service);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionId } }],
      AlarmActions: [Match.anyValue()],
    });
  });
});
