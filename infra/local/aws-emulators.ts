import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import dynalite from 'dynalite';
import { createSqsServer } from 'local-aws-sqs';
import S3rver from 's3rver';
import { type LocalPorts, loopback } from './ports.ts';

/** DynamoDB (dynalite, LevelDB under dataDir), SQS (local-aws-sqs) and S3 (s3rver, files under dataDir). */
export async function serveAwsEmulators(
  dataDir: string,
  ports: Pick<LocalPorts, 'dynamodb' | 'sqs' | 's3'>,
): Promise<{ close(): Promise<void> }> {
  for (const sub of ['dynamodb', 's3']) mkdirSync(join(dataDir, sub), { recursive: true });
  const dynamo = dynalite({ path: join(dataDir, 'dynamodb'), createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  keepIdleConnections(dynamo);
  await listen(dynamo, ports.dynamodb);
  const sqs = await createSqsServer({ port: ports.sqs, hostname: loopback, emulateQueueCreationLifecycle: false });
  keepIdleConnections(sqs);
  const s3 = new S3rver({ address: loopback, port: ports.s3, directory: join(dataDir, 's3'), silent: true });
  await s3.run();
  keepIdleConnections((s3 as unknown as { httpServer: Server }).httpServer);
  return {
    close: async () => {
      await Promise.all([close(dynamo), close(sqs), s3.close()]);
    },
  };
}

/**
 * Idle keep-alive connections stay open for a minute, as AWS's endpoints keep them, instead of
 * Node's five seconds. The SDK reuses an idle socket; a server closing it at that moment makes the
 * request fail with a reset ("socket hang up") whose outcome the SDK cannot know, so a write that
 * is not safe to repeat is not retried (functions/lib/aws-requests.ts) and fails. On a busy machine
 * that race was a test failure now and then, never a real service's behaviour.
 */
function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, loopback, () => resolve());
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}
