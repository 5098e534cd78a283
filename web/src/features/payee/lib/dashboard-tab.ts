import { PayorKind } from '#shared/enums/payor.ts';
import type { DashboardPayorKind } from '#shared/schemas/payee-dashboard.ts';

/** The dashboard's tabs (seeds 000 §2.5): All payors, My brokers, My shippers, in that order. */
export const dashboardTabs = ['all', 'brokers', 'shippers'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

/** The address-bar parameter holding the tab (absent for All payors), so it survives reloads and links. */
export const tabParam = 'payors';

export function readTab(params: URLSearchParams): DashboardTab {
  const value = params.get(tabParam);
  return value === 'brokers' || value === 'shippers' ? value : 'all';
}

/** The payor kind the API filters by for a tab; null for All payors. */
export function payorKindOfTab(tab: DashboardTab): DashboardPayorKind | null {
  if (tab === 'brokers') return PayorKind.Broker;
  if (tab === 'shippers') return PayorKind.Shipper;
  return null;
}
