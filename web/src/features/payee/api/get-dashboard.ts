import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { Dashboard, DashboardPayorKind } from '#shared/schemas/payee-dashboard.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET payee/dashboard`: the figures of one payor tab (all payors without a kind). */
export function getDashboard(payorKindId: DashboardPayorKind | null, signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest<Dashboard>('core', corePaths.payeeDashboard, {
    query: { payorKindId: payorKindId ?? undefined },
    signal,
  });
}

export const dashboardQueryOptions = (payorKindId: DashboardPayorKind | null) =>
  queryOptions({
    queryKey: ['payee-dashboard', 'figures', payorKindId ?? 'all'],
    queryFn: ({ signal }) => getDashboard(payorKindId, signal),
    // The landing page: figures other screens change (elections, payouts, new accounts) show at once.
    staleTime: 0,
  });

export function useDashboard(payorKindId: DashboardPayorKind | null, enabled = true) {
  return useQuery({ ...dashboardQueryOptions(payorKindId), enabled });
}
