import { queryOptions, useQuery } from '@tanstack/react-query';
import { payeeDashboardCalls } from '#shared/contracts/payee-dashboard.ts';
import type { DashboardPayorKind } from '#shared/schemas/payee-dashboard.ts';
import { callApi } from '#web/lib/api-call.ts';

/** `GET payee/dashboard`: the figures of one payor tab (all payors without a kind). */
export const dashboardQueryOptions = (payorKindId: DashboardPayorKind | null) =>
  queryOptions({
    queryKey: ['payee-dashboard', 'figures', payorKindId ?? 'all'],
    queryFn: ({ signal }) => callApi(payeeDashboardCalls.figures, { query: { payorKindId } }, { signal }),
    // The landing page: figures other screens change (elections, payouts, new accounts) show at once.
    staleTime: 0,
  });

export function useDashboard(payorKindId: DashboardPayorKind | null, enabled = true) {
  return useQuery({ ...dashboardQueryOptions(payorKindId), enabled });
}
