import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { HealthStatus } from '#shared/schemas/health.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

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

/** While in maintenance, look again this often so the portal comes back by itself. */
const maintenanceRecheckMs = 60_000;

export const healthStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['health-status'],
    queryFn: getHealthStatus,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.data === 'unavailable' ? maintenanceRecheckMs : false),
  });

export function useHealthStatus() {
  return useQuery(healthStatusQueryOptions());
}
