import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHealthStatus } from './get-health-status.ts';

// Apart from get-health-status.ts so the login page, which checks health before it renders, does
// not carry the query client.

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
