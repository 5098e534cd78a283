import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/*
 * One client per service per process, created on first use. Endpoints come from the SDK's own
 * AWS_ENDPOINT_URL_<SERVICE> variables, so production and the local emulators share this code.
 */

let documentClient: DynamoDBDocumentClient | undefined;
export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

let sqsClient: SQSClient | undefined;
export function sqs(): SQSClient {
  sqsClient ??= new SQSClient({});
  return sqsClient;
}

let s3Client: S3Client | undefined;
export function s3(): S3Client {
  // The local S3 emulator only answers path-style requests.
  s3Client ??= new S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' });
  return s3Client;
}

let cognitoClient: CognitoIdentityProviderClient | undefined;
export function cognito(): CognitoIdentityProviderClient {
  cognitoClient ??= new CognitoIdentityProviderClient({});
  return cognitoClient;
}
