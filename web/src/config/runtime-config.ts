import { type RuntimeConfig, runtimeConfigPath, runtimeConfigSchema } from '#shared/schemas/runtime-config.ts';

let loaded: RuntimeConfig | undefined;

/** Fetches `/runtime-config.json` once at start; the bundle holds no environment of its own. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(runtimeConfigPath, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Runtime config unavailable (${response.status})`);
  loaded = runtimeConfigSchema.parse(await response.json());
  return loaded;
}

export function runtimeConfig(): RuntimeConfig {
  if (!loaded) throw new Error('Runtime config not loaded yet');
  return loaded;
}
