import { runtimeConfigPath } from '#shared/api/paths.ts';
import type { RuntimeConfig } from '#shared/schemas/runtime-config.ts';

let loaded: RuntimeConfig | undefined;

/**
 * Fetches `/runtime-config.json` once at start; the bundle holds no environment of its own. The
 * file is written from `runtimeConfigSchema` by the deployment (checked by test/infra) and by the
 * local stack, so the browser does not pay for zod to re-check it before the first screen.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(runtimeConfigPath, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Runtime config unavailable (${response.status})`);
  loaded = (await response.json()) as RuntimeConfig;
  return loaded;
}

export function runtimeConfig(): RuntimeConfig {
  if (!loaded) throw new Error('Runtime config not loaded yet');
  return loaded;
}

/** Whether paperwork is live for payors (seeds 001 §2); on unless the deployment says otherwise. */
export function paperworkInProduction(): boolean {
  return runtimeConfig().paperworkInProduction ?? true;
}
