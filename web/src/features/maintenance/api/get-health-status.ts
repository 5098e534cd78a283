import { corePaths } from '#shared/api/paths.ts';
import type { HealthStatus } from '#shared/schemas/health.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';

/**
 * What the health check says: 'ok'; 'unavailable' when the API answers with an error (503 during
 * maintenance); 'unreachable' when nothing answered, which is the network's fault, not
 * maintenance (the API client already shows 'Oops' for it).
 */
export type HealthState = HealthStatus['status'] | 'unreachable';

export async function getHealthStatus(): Promise<HealthState> {
  try {
    const body = await apiRequest<HealthStatus>('core', corePaths.healthStatus);
    return body.status;
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return 'unreachable';
    return 'unavailable';
  }
}
