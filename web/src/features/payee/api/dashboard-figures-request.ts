import type { CallAnswer } from '#shared/api/contract.ts';
import { corePaths } from '#shared/api/paths.ts';
import type { payeeDashboardCalls } from '#shared/contracts/payee-dashboard.ts';
import type { DashboardPayorKind } from '#shared/schemas/payee-dashboard.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type DashboardFigures = CallAnswer<typeof payeeDashboardCalls.figures>;

export const dashboardFiguresKey = (payorKindId: DashboardPayorKind | null) =>
  ['payee-dashboard', 'figures', payorKindId ?? 'all'] as const;

/**
 * `GET payee/dashboard` (payeeDashboardCalls.figures) as callApi sends it, without the contract's
 * schemas: main.tsx asks for the landing page's figures with it before zod and the page have
 * loaded (web/src/app/early-pages.ts), and the page's query with the same function.
 */
export function requestDashboardFigures(
  payorKindId: DashboardPayorKind | null,
  signal?: AbortSignal,
): Promise<DashboardFigures> {
  return apiRequest<DashboardFigures>('core', corePaths.payeeDashboard, {
    method: 'GET',
    query: { payorKindId },
    ...(signal ? { signal } : {}),
  });
}
