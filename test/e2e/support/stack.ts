import { dataTableDefinition } from '#infra/definitions/table.ts';
import { emulatorEnvironment } from '#infra/local/environment.ts';
import { endpoint, localPorts } from '#infra/local/ports.ts';
import { runtimeConfigPath } from '#shared/api/paths.ts';
import type { RuntimeConfig } from '#shared/schemas/runtime-config.ts';

/**
 * Points this test process's AWS SDK clients at the emulators of the stack Playwright started, so a
 * journey can prepare data or read what the portal sent (the outbox) through the repositories.
 */
export async function connectToStack(baseURL: string): Promise<void> {
  const ports = localPorts(Number(new URL(baseURL).port));
  const runtime = (await (await fetch(`${baseURL}${runtimeConfigPath}`)).json()) as RuntimeConfig;
  Object.assign(process.env, emulatorEnvironment(ports), {
    TABLE_NAME: dataTableDefinition.localName,
    USER_POOL_ID: runtime.cognito.userPoolId,
    USER_POOL_CLIENT_ID: runtime.cognito.clientId,
    COGNITO_ISSUER: `${endpoint(ports.cognito)}/${runtime.cognito.userPoolId}`,
    APP_ORIGIN: baseURL,
  });
}
