import { serveAwsEmulators } from './aws-emulators.ts';

/**
 * A child process running the DynamoDB, SQS and S3 emulators, so their work does not share an
 * event loop (or a core) with the portal server. It stops when its parent closes its stdin, which
 * also happens when the parent dies.
 */
const dataDir = String(process.env.EMULATOR_DATA_DIR);
const ports = JSON.parse(String(process.env.EMULATOR_PORTS)) as { dynamodb: number; sqs: number; s3: number };
const emulators = await serveAwsEmulators(dataDir, ports);

let stopping = false;
async function shutDown() {
  if (stopping) return;
  stopping = true;
  await emulators.close();
  process.exit(0);
}

process.stdin.on('end', shutDown);
process.stdin.resume();
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);
