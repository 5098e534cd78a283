import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulators } from '#infra/local/emulators.ts';
import { emulatorEnvironment, functionEnvironment, localSsoClientId } from '#infra/local/environment.ts';
import { endpoint, localPorts } from '#infra/local/ports.ts';
import { provisionLocalResources } from '#infra/local/provision.ts';
import { freePortRange } from './free-port.ts';

export type TestStack = { env: Record<string, string>; stop: () => Promise<void> };

/**
 * Real emulators (no fakes) on free ports with a throw-away data directory, provisioned from the
 * CDK definitions and seeded with the demo data, with the Lambda Invoke endpoint serving the file
 * renderers and the SSO stand-in as `npm start` runs them. Sets this process's environment for the functions code (import it
 * after this resolves) and answers it for others: the integration and security test projects, and
 * `npm run test:security`.
 */
export async function startTestStack(): Promise<TestStack> {
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
  const { startLambdaEndpoint } = await import('#infra/local/lambda-endpoint.ts');
  const { rendererFunctions } = await import('#infra/local/renderer-functions.ts');
  const renderers = await startLambdaEndpoint(ports.lambda, rendererFunctions);
  // The Okta stand-in, as `npm start` runs it: SSO sign-in starts there.
  const { startSsoAuthority } = await import('#infra/local/sso-authority.ts');
  const sso = await startSsoAuthority({
    issuer: endpoint(ports.oidc),
    port: ports.oidc,
    clientId: localSsoClientId,
    redirectUri: `${origin}/okta/callback`,
  });
  return {
    env: {
      ...env,
      RESUBMIT_DLQ_URL: resources.resubmitDeadLetterQueueUrl,
      EXPORT_JOB_DLQ_URL: resources.exportJobDeadLetterQueueUrl,
      NOA_CONVERSION_DLQ_URL: resources.noaConversionDeadLetterQueueUrl,
    },
    stop: async () => {
      await sso.stop();
      await renderers.stop();
      await emulators.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
