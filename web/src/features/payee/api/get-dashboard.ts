import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardPayorKind } from '#shared/schemas/payee-dashboard.ts';
import { earlyAnswerOr } from '#web/lib/early-queries.ts';
import { dashboardFiguresKey, requestDashboardFigures } from './dashboard-figures-request.ts';

/** `GET payee/dashboard`: the figures of one payor tab (all payors without a kind). */
export const dashboardQueryOptions = (payorKindId: DashboardPayorKind | null) =>
  queryOptions({
    queryKey: dashboardFiguresKey(payorKindId),
    // The landing page's first figures may already be on their way (web/src/app/early-pages.ts).
    queryFn: ({ signal, queryKey }) => earlyAnswerOr(queryKey, () => requestDashboardFigures(payorKindId, signal)),
    // The landing page: figures other screens change (elections, payouts, new accounts) show at once.
    staleTime: 0,
  });

export function useDashboard(payorKindId: DashboardPayorKind | null, enabled = true) {
  return useQuery({ ...dashboardQueryOptions(payorKindId), enabled });
}
