import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmulators } from '#infra/local/emulators.ts';
import { emulatorEnvironment, functionEnvironment } from '#infra/local/environment.ts';
import { localPorts } from '#infra/local/ports.ts';
import { provisionLocalResources } from '#infra/local/provision.ts';
import { freePortRange } from '../support/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stackEnv: Record<string, string>;
  }
}

/**
 * Integration tests run against real emulators (no fakes): started once per run on free ports
 * with a throw-away data directory, provisioned from the CDK definitions and seeded with the demo
 * data. Test files receive the environment through `inject('stackEnv')` (test/setup/integration-env.ts).
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'lanepay-it-'));
  const ports = localPorts(await freePortRange(7));
  const origin = `http://localhost:${ports.app}`;
  Object.assign(process.env, emulatorEnvironment(ports));
  const emulators = await startEmulators(dataDir, ports);
  const resources = await provisionLocalResources(origin);
  const env = functionEnvironment(origin, ports, resources);
  Object.assign(process.env, env);
  const { seedDemoData } = await import('#infra/local/seed/seed-demo-data.ts');
  await seedDemoData(resources);
  // The exports API invokes the file renderers, served here as `npm start` serves them.
  const { startLambdaEndpoint } = await import('#infra/local/lambda-endpoint.ts');
  const { rendererFunctions } = await import('#infra/local/renderer-functions.ts');
  const renderers = await startLambdaEndpoint(ports.lambda, rendererFunctions);
  project.provide('stackEnv', { ...env, RESUBMIT_DLQ_URL: resources.resubmitDeadLetterQueueUrl });
  return async () => {
    await renderers.stop();
    await emulators.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
