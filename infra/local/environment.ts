import { rendererFunctionVariables } from '#functions/renderers/requests.ts';
import { endpoint, type LocalPorts } from './ports.ts';
import type { ProvisionedResources } from './provision.ts';

/** Region the emulators report; any value works, it only has to be consistent. */
export const localRegion = 'us-east-1';

/** Environment that points the real AWS SDK clients at the emulators (only endpoints differ). */
export function emulatorEnvironment(ports: Omit<LocalPorts, 'app' | 'oidc'>): Record<string, string> {
  return {
    AWS_REGION: localRegion,
    // s3rver only accepts its own key pair; the other emulators accept any.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    // Node 20 here; Lambda runs Node 22. The SDK's upgrade notice is noise locally.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_ENDPOINT_URL_DYNAMODB: endpoint(ports.dynamodb),
    AWS_ENDPOINT_URL_SQS: endpoint(ports.sqs),
    AWS_ENDPOINT_URL_S3: endpoint(ports.s3),
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoint(ports.cognito),
    AWS_ENDPOINT_URL_LAMBDA: endpoint(ports.lambda),
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/**
 * The variables the Lambda functions read (functions/lib/config.ts), filled with the local
 * resources. The CDK stack sets the same names in production.
 */
export function functionEnvironment(
  appOrigin: string,
  ports: LocalPorts,
  resources: ProvisionedResources,
): Record<string, string> {
  // cognito-local's issuer is http://<HOST>:<PORT>/<poolId>; it is started with HOST=127.0.0.1.
  const issuer = `${endpoint(ports.cognito)}/${resources.userPoolId}`;
  return {
    ...emulatorEnvironment(ports),
    TABLE_NAME: resources.tableName,
    USER_POOL_ID: resources.userPoolId,
    USER_POOL_CLIENT_ID: resources.userPoolClientId,
    COGNITO_ISSUER: issuer,
    APP_ORIGIN: appOrigin,
    RESUBMIT_QUEUE_URL: resources.resubmitQueueUrl,
    EXPORT_JOB_QUEUE_URL: resources.exportJobQueueUrl,
    NOA_CONVERSION_QUEUE_URL: resources.noaConversionQueueUrl,
    PAPERWORK_BUCKET: resources.paperworkBucket,
    SSO_AUTHORITY: endpoint(ports.oidc),
    SSO_CLIENT_ID: localSsoClientId,
    POWERTOOLS_SERVICE_NAME: 'lanepay-local',
    // A fixed key is fine for throw-away local data; deployed stacks take theirs from a secret.
    BANK_ACCOUNT_HASH_KEY: 'lanepay-local-bank-account-hash-key-0001',
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    // Locally each renderer's function is named after it (renderer-functions.ts).
    ...Object.fromEntries(Object.entries(rendererFunctionVariables).map(([name, variable]) => [variable, name])),
  };
}

export const localSsoClientId = 'lanepay-local-sso';
