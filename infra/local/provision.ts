import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  type CreateUserPoolClientCommandInput,
  CreateUserPoolCommand,
  type CreateUserPoolCommandInput,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  type CreateTableCommandInput,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  waitUntilTableNotExists,
} from '@aws-sdk/client-dynamodb';
import { type CORSConfiguration, CreateBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { BatchWriteCommand, DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { withCurrentIndexKeys } from '#functions/repositories/index-keys.ts';
import { paperworkBucketDefinition } from '../definitions/buckets.ts';
import {
  exportJobQueueDefinition,
  noaConversionQueueDefinition,
  resubmitQueueDefinition,
} from '../definitions/queues.ts';
import { dataTableDefinition } from '../definitions/table.ts';
import { type PasswordPolicyName, passwordPolicies, userPoolDefinition } from '../definitions/user-pool.ts';

/*
 * Creates the local resources from the same definitions the CDK stack uses. Each `…Input` function
 * is pure, so test/infra can compare it with the synthesized CloudFormation template.
 */

export type ProvisionedResources = {
  tableName: string;
  resubmitQueueUrl: string;
  resubmitDeadLetterQueueUrl: string;
  exportJobQueueUrl: string;
  exportJobDeadLetterQueueUrl: string;
  noaConversionQueueUrl: string;
  noaConversionDeadLetterQueueUrl: string;
  paperworkBucket: string;
  userPoolId: string;
  userPoolClientId: string;
};

export function createTableInput(tableName: string): CreateTableCommandInput {
  const def = dataTableDefinition;
  const keyAttributes = [
    def.partitionKey,
    def.sortKey,
    ...def.globalSecondaryIndexes.flatMap((g) => [g.partitionKey, g.sortKey]),
  ];
  const unique = [...new Map(keyAttributes.map((a) => [a.name, a])).values()];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: unique.map((a) => ({ AttributeName: a.name, AttributeType: a.type })),
    KeySchema: [
      { AttributeName: def.partitionKey.name, KeyType: 'HASH' },
      { AttributeName: def.sortKey.name, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: def.globalSecondaryIndexes.map((g) => ({
      IndexName: g.indexName,
      KeySchema: [
        { AttributeName: g.partitionKey.name, KeyType: 'HASH' },
        { AttributeName: g.sortKey.name, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
    // Asked for as deployed; dynalite accepts and drops it (no streams), see provisionTable().
    StreamSpecification: { StreamEnabled: true, StreamViewType: def.stream.viewType },
  };
}

/** A queue with its dead-letter queue, as infra/definitions/queues.ts defines each. */
type QueueDefinition =
  | typeof resubmitQueueDefinition
  | typeof exportJobQueueDefinition
  | typeof noaConversionQueueDefinition;

export function deadLetterQueueAttributes(def: QueueDefinition = resubmitQueueDefinition): Record<string, string> {
  return { MessageRetentionPeriod: String(def.deadLetter.retentionPeriodSeconds) };
}

export function resubmitQueueAttributes(
  deadLetterArn: string,
  def: QueueDefinition = resubmitQueueDefinition,
): Record<string, string> {
  return {
    VisibilityTimeout: String(def.visibilityTimeoutSeconds),
    MessageRetentionPeriod: String(def.retentionPeriodSeconds),
    RedrivePolicy: JSON.stringify({ deadLetterTargetArn: deadLetterArn, maxReceiveCount: def.maxReceiveCount }),
  };
}

export function paperworkCors(allowedOrigins: string[]): CORSConfiguration {
  const { cors } = paperworkBucketDefinition;
  return {
    CORSRules: [
      {
        AllowedMethods: [...cors.allowedMethods],
        AllowedOrigins: allowedOrigins,
        AllowedHeaders: [...cors.allowedHeaders],
        ExposeHeaders: [...cors.exposedHeaders],
        MaxAgeSeconds: cors.maxAgeSeconds,
      },
    ],
  };
}

export function createUserPoolInput(policy: PasswordPolicyName = 'standard'): CreateUserPoolCommandInput {
  const def = userPoolDefinition;
  const rules = passwordPolicies[policy];
  return {
    PoolName: def.localName,
    UsernameAttributes: [...def.signInAliases],
    UsernameConfiguration: { CaseSensitive: def.signInCaseSensitive },
    AutoVerifiedAttributes: [...def.autoVerifiedAttributes],
    MfaConfiguration: def.mfa,
    Policies: {
      PasswordPolicy: {
        MinimumLength: rules.minLength,
        RequireNumbers: rules.requireDigits,
        RequireLowercase: rules.requireLowercase,
        RequireUppercase: rules.requireUppercase,
        RequireSymbols: rules.requireSymbols,
        TemporaryPasswordValidityDays: def.temporaryPasswordValidityDays,
      },
    },
  };
}

export function createUserPoolClientInput(userPoolId: string): CreateUserPoolClientCommandInput {
  const client = userPoolDefinition.appClient;
  return {
    UserPoolId: userPoolId,
    ClientName: client.localName,
    ExplicitAuthFlows: [...client.explicitAuthFlows],
    GenerateSecret: false,
    PreventUserExistenceErrors: client.preventUserExistenceErrors ? 'ENABLED' : 'LEGACY',
    IdTokenValidity: client.idTokenValidityMinutes,
    AccessTokenValidity: client.accessTokenValidityMinutes,
    RefreshTokenValidity: client.refreshTokenValidityDays,
    TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
  };
}

/** Creates whatever is missing; running it again changes nothing. */
export async function provisionLocalResources(appOrigin: string): Promise<ProvisionedResources> {
  const [table, queues, bucket, pool] = await Promise.all([
    provisionTable(),
    provisionQueues(),
    provisionBucket(appOrigin),
    provisionUserPool(),
  ]);
  return { ...table, ...queues, ...bucket, ...pool };
}

/** The local table, made from the definition, or brought up to it (exported for its test). */
export async function provisionTable(tableName: string = dataTableDefinition.localName) {
  const client = new DynamoDBClient({});
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    const missing = dataTableDefinition.globalSecondaryIndexes.filter((index) => !present.has(index.indexName));
    if (missing.length > 0) await rebuildLocalTable(client, tableName);
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ResourceNotFoundException')) throw error;
    await createLocalTable(client, tableName);
  }
  return { tableName };
}

/**
 * Local data kept from before an index was added to the definition: dynalite cannot add an index
 * to a table (AWS adds it in place on deploy, and a backfill writes the new keys), so the table
 * is read whole, made again from the definition and written back, each item with the index keys
 * its repository gives it now (`withCurrentIndexKeys`).
 */
async function rebuildLocalTable(client: DynamoDBClient, tableName: string) {
  const documents = DynamoDBDocumentClient.from(client);
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await client.send(new DeleteTableCommand({ TableName: tableName }));
  // The emulator, like DynamoDB, deletes and creates tables a moment after it answers.
  await waitUntilTableNotExists({ client, maxWaitTime: 60 }, { TableName: tableName });
  await createLocalTable(client, tableName);
  await waitUntilTableExists({ client, maxWaitTime: 60 }, { TableName: tableName });
  for (let start = 0; start < items.length; start += 25) {
    let requests = items.slice(start, start + 25).map((item) => ({ PutRequest: { Item: withCurrentIndexKeys(item) } }));
    while (requests.length > 0) {
      const { UnprocessedItems } = await documents.send(
        new BatchWriteCommand({ RequestItems: { [tableName]: requests } }),
      );
      requests = (UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  }
  console.log(`Rebuilt the local table with the definition's indexes (${items.length} items kept).`);
}

async function createLocalTable(client: DynamoDBClient, tableName: string) {
  // The stream of the definition is requested but not kept: dynalite has no streams, so the
  // message delivery function (fed by the stream in AWS) does not run locally and the outbox
  // printer shows the messages instead. test/integration/delivery checks that this stays true.
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  await client
    .send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: dataTableDefinition.timeToLiveAttribute, Enabled: true },
      }),
    )
    .catch(() => {
      // dynalite does not expire items; reads check expiresAt themselves, so nothing depends on it.
    });
}

async function provisionQueues() {
  const [resubmit, exportJobs, noaConversion] = await Promise.all([
    provisionQueue(resubmitQueueDefinition),
    provisionQueue(exportJobQueueDefinition),
    provisionQueue(noaConversionQueueDefinition),
  ]);
  return {
    resubmitQueueUrl: resubmit.queueUrl,
    resubmitDeadLetterQueueUrl: resubmit.deadLetterQueueUrl,
    exportJobQueueUrl: exportJobs.queueUrl,
    exportJobDeadLetterQueueUrl: exportJobs.deadLetterQueueUrl,
    noaConversionQueueUrl: noaConversion.queueUrl,
    noaConversionDeadLetterQueueUrl: noaConversion.deadLetterQueueUrl,
  };
}

async function provisionQueue(def: QueueDefinition) {
  const client = new SQSClient({});
  const dlq = await client.send(
    new CreateQueueCommand({ QueueName: def.deadLetter.localName, Attributes: deadLetterQueueAttributes(def) }),
  );
  const { Attributes } = await client.send(
    new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }),
  );
  const main = await client.send(
    new CreateQueueCommand({
      QueueName: def.localName,
      Attributes: resubmitQueueAttributes(String(Attributes?.QueueArn), def),
    }),
  );
  return { queueUrl: String(main.QueueUrl), deadLetterQueueUrl: String(dlq.QueueUrl) };
}

async function provisionBucket(appOrigin: string) {
  const client = new S3Client({ forcePathStyle: true });
  const bucket = paperworkBucketDefinition.localName;
  await client.send(new CreateBucketCommand({ Bucket: bucket })).catch((error: Error) => {
    if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
  });
  await client.send(new PutBucketCorsCommand({ Bucket: bucket, CORSConfiguration: paperworkCors([appOrigin]) }));
  return { paperworkBucket: bucket };
}

async function provisionUserPool() {
  const client = new CognitoIdentityProviderClient({});
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((p) => p.Name === userPoolDefinition.localName)?.Id;
  if (!userPoolId) {
    const created = await client.send(new CreateUserPoolCommand(createUserPoolInput()));
    userPoolId = String(created.UserPool?.Id);
  }
  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let userPoolClientId = clients.UserPoolClients?.find(
    (c) => c.ClientName === userPoolDefinition.appClient.localName,
  )?.ClientId;
  if (!userPoolClientId) {
    const created = await client.send(new CreateUserPoolClientCommand(createUserPoolClientInput(userPoolId)));
    userPoolClientId = String(created.UserPoolClient?.ClientId);
  }
  return { userPoolId, userPoolClientId };
}
