import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LocalPorts, loopback } from './ports.ts';

/** The fixed code cognito-local sends for every SMS, email or MFA challenge. */
export const localMfaCode = '123456';

export type Emulators = { stop(): Promise<void> };

/**
 * Starts DynamoDB (dynalite), SQS (local-aws-sqs) and S3 (s3rver) in one child process and the
 * Cognito user pool (cognito-local) in another, all on loopback, with data under `dataDir`.
 */
export async function startEmulators(dataDir: string, ports: Omit<LocalPorts, 'app' | 'oidc'>): Promise<Emulators> {
  mkdirSync(join(dataDir, 'cognito'), { recursive: true });
  const aws = startAwsEmulatorHost(dataDir, ports);
  const cognito = startCognitoLocal(join(dataDir, 'cognito'), ports.cognito);
  await Promise.all([
    ...[ports.dynamodb, ports.sqs, ports.s3].map((port) => waitForPort(port, aws)),
    waitForPort(ports.cognito, cognito),
  ]);
  // cognito-local answers before it has written its client store; requests until then fail.
  await waitFor(() => existsSync(join(dataDir, 'cognito/.cognito/db/clients.json')), 'cognito-local data store');

  return {
    async stop() {
      await Promise.all([stopChild(aws), stopChild(cognito)]);
    },
  };
}

function startAwsEmulatorHost(dataDir: string, ports: Omit<LocalPorts, 'app' | 'oidc'>): ChildProcess {
  const host = fileURLToPath(new URL('./emulator-host.ts', import.meta.url));
  return spawn(process.execPath, ['--import', 'tsx', host], {
    env: {
      ...process.env,
      EMULATOR_DATA_DIR: dataDir,
      EMULATOR_PORTS: JSON.stringify({ dynamodb: ports.dynamodb, sqs: ports.sqs, s3: ports.s3 }),
    },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
}

/** Closes the child's stdin (its signal to stop) and waits for it to exit. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.stdin?.end();
    child.kill('SIGTERM');
  });
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
