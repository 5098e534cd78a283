import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { join } from 'node:path';
import dynalite from 'dynalite';
import { createSqsServer } from 'local-aws-sqs';
import S3rver from 's3rver';
import { type LocalPorts, loopback } from './ports.ts';

/** The fixed code cognito-local sends for every SMS, email or MFA challenge. */
export const localMfaCode = '123456';

export type Emulators = { stop(): Promise<void> };

/**
 * Starts DynamoDB (dynalite), SQS (local-aws-sqs) and S3 (s3rver) in this process and the Cognito
 * user pool (cognito-local) as a child process, all on loopback. Data lives under `dataDir`.
 */
export async function startEmulators(dataDir: string, ports: Omit<LocalPorts, 'app' | 'oidc'>): Promise<Emulators> {
  for (const sub of ['dynamodb', 's3', 'cognito']) mkdirSync(join(dataDir, sub), { recursive: true });

  const dynamo = dynalite({ path: join(dataDir, 'dynamodb'), createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await listen(dynamo, ports.dynamodb);

  const sqs = await createSqsServer({
    port: ports.sqs,
    hostname: loopback,
    emulateQueueCreationLifecycle: false,
  });

  const s3 = new S3rver({ address: loopback, port: ports.s3, directory: join(dataDir, 's3'), silent: true });
  await s3.run();

  const cognito = startCognitoLocal(join(dataDir, 'cognito'), ports.cognito);
  await waitForPort(ports.cognito, cognito);
  // cognito-local answers before it has written its client store; requests until then fail.
  await waitFor(() => existsSync(join(dataDir, 'cognito/.cognito/db/clients.json')), 'cognito-local data store');

  return {
    async stop() {
      cognito.kill('SIGTERM');
      await Promise.all([close(dynamo), close(sqs), s3.close()]);
    },
  };
}

function startCognitoLocal(cwd: string, port: number): ChildProcess {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('cognito-local/lib/bin/start.js');
  const log = openSync(join(cwd, 'cognito-local.log'), 'a');
  // The child exits when its stdin closes, i.e. when this process ends however it ends, so no
  // orphaned emulator keeps the port.
  const boot = `process.stdin.on('end', () => process.exit(0)); process.stdin.resume(); require(${JSON.stringify(entry)});`;
  return spawn(process.execPath, ['-e', boot], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: loopback, CODE: localMfaCode },
    stdio: ['pipe', log, log],
  });
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

/** Resolves once something accepts connections on the port; fails if `child` exits first. */
export async function waitForPort(port: number, child?: ChildProcess, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child?.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`Process for port ${port} exited before it was ready`);
    if (await canConnect(port)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Nothing listened on port ${port} within ${timeoutMs} ms`);
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, loopback);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
