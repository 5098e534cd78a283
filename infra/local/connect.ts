import { GetQueueUrlCommand, SQSClient } from '@aws-sdk/client-sqs';
import { runtimeConfigPath } from '#shared/api/paths.ts';
import type { RuntimeConfig } from '#shared/schemas/runtime-config.ts';
import { paperworkBucketDefinition } from '../definitions/buckets.ts';
import { noaConversionQueueDefinition } from '../definitions/queues.ts';
import { dataTableDefinition } from '../definitions/table.ts';
import { emulatorEnvironment } from './environment.ts';
import { endpoint, localPorts } from './ports.ts';

/**
 * Points this process's AWS SDK clients at the emulators of a running local stack (`npm start` on
 * `origin`), so a command or a test can act on its data through the same repositories and services.
 */
export async function connectToLocalStack(origin: string): Promise<void> {
  const ports = localPorts(Number(new URL(origin).port));
  const response = await fetch(`${origin}${runtimeConfigPath}`).catch(() => null);
  if (!response?.ok) throw new Error(`No LanePay stack answers at ${origin}: start it with npm start first.`);
  const runtime = (await response.json()) as RuntimeConfig;
  Object.assign(process.env, emulatorEnvironment(ports), {
    TABLE_NAME: dataTableDefinition.localName,
    PAPERWORK_BUCKET: paperworkBucketDefinition.localName,
    USER_POOL_ID: runtime.cognito.userPoolId,
    USER_POOL_CLIENT_ID: runtime.cognito.clientId,
    COGNITO_ISSUER: `${endpoint(ports.cognito)}/${runtime.cognito.userPoolId}`,
    APP_ORIGIN: origin,
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
  });
  // Documents received here are queued for the stack's NOA conversion worker (receiveNoaDocument).
  const { QueueUrl } = await new SQSClient({}).send(
    new GetQueueUrlCommand({ QueueName: noaConversionQueueDefinition.localName }),
  );
  process.env.NOA_CONVERSION_QUEUE_URL = QueueUrl;
}
