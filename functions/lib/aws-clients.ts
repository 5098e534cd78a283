import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { callPolicies, clientSettings, withRetrySafety } from './aws-requests.ts';

/*
 * One client per service per process, created on first use. Endpoints come from the SDK's own
 * AWS_ENDPOINT_URL_<SERVICE> variables, so production and the local emulators share this code.
 * Every client has connection and request timeouts and retries only what may be repeated
 * (aws-requests.ts: reads, conditional and idempotent-token writes, and calls that were refused).
 */

const tableWriteListeners = new Set<() => void>();

/**
 * Calls `listener` when a write through this process's DynamoDB client starts and again when it
 * ends: a process's short-lived memory of what it read (repositories/signed-in-cache.ts) drops
 * what a write of its own may change.
 */
export function onTableWrite(listener: () => void): void {
  tableWriteListeners.add(listener);
}

const writeCommand = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;

let documentClient: DynamoDBDocumentClient | undefined;
export function dynamo(): DynamoDBDocumentClient {
  if (!documentClient) {
    const client = withRetrySafety(new DynamoDBClient(clientSettings(callPolicies.dynamodb)));
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if (!writeCommand.test(context.commandName ?? '')) return next(args);
        for (const listener of tableWriteListeners) listener();
        try {
          return await next(args);
        } finally {
          for (const listener of tableWriteListeners) listener();
        }
      },
      { step: 'initialize', name: 'tableWriteListeners' },
    );
    // The SDK's logger middleware copies every request and response through a redaction filter
    // before handing them to its logger, which is a no-op here: on a 25-item Query that filter is
    // a measurable share of the call (test/bench/invoice-list-profile.ts). Nothing is logged either way.
    client.middlewareStack.remove('loggerMiddleware');
    documentClient = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }
  return documentClient;
}

let sqsClient: SQSClient | undefined;
export function sqs(): SQSClient {
  sqsClient ??= withRetrySafety(new SQSClient(clientSettings(callPolicies.sqs)));
  return sqsClient;
}

let s3Client: S3Client | undefined;
export function s3(): S3Client {
  // The local S3 emulator only answers path-style requests. Checksums only where S3 requires them:
  // by default the SDK would sign a CRC32 of the (empty) body into presigned PUT URLs, and S3
  // would then refuse the browser's upload of the real file.
  s3Client ??= withRetrySafety(
    new S3Client({
      ...clientSettings(callPolicies.s3),
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
      requestChecksumCalculation: 'WHEN_REQUIRED',
    }),
  );
  return s3Client;
}

let cognitoClient: CognitoIdentityProviderClient | undefined;
export function cognito(): CognitoIdentityProviderClient {
  cognitoClient ??= withRetrySafety(new CognitoIdentityProviderClient(clientSettings(callPolicies.cognito)));
  return cognitoClient;
}

let lambdaClient: LambdaClient | undefined;
export function lambda(): LambdaClient {
  lambdaClient ??= withRetrySafety(new LambdaClient(clientSettings(callPolicies.lambda)));
  return lambdaClient;
}
