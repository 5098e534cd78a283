import { areaRoutes } from '../config/paths.ts';
import { dashboardFiguresKey, requestDashboardFigures } from '../features/payee/api/dashboard-figures-request.ts';
import { payorKindOfTab, readTab } from '../features/payee/lib/dashboard-tab.ts';
import { startEarlyQuery } from '../lib/early-queries.ts';
import { lazyComponent } from '../lib/lazy-route.ts';

/**
 * The pages whose code and words main.tsx asks for alongside the app's own, a round trip before the
 * router would (it asks only once the app's code has run): the carrier's two busiest, the landing
 * dashboard and the invoice list. Each is loaded as its route loads it (router.tsx,
 * features/payee-invoices/routes.ts: the same module and namespaces, which
 * test/unit/web/early-pages.test.ts holds them to), so the router then finds them loaded (a module
 * loads once; words once per namespace, web/src/lib/i18n.ts). Only these two: every page listed here
 * adds its chunk's file list to the login page's JavaScript.
 */
const earlyPages = new Map<string, ReturnType<typeof lazyComponent>>([
  [
    areaRoutes.payee.dashboard,
    lazyComponent(
      () => import('../features/payee/routes/dashboard.tsx'),
      (m) => m.PayeeDashboardRoute,
      ['dashboard', 'invoices'],
    ),
  ],
  [
    areaRoutes.payee.invoices,
    lazyComponent(
      () => import('../features/payee-invoices/routes/invoices-list.tsx'),
      (m) => m.InvoicesListRoute,
      ['invoices'],
    ),
  ],
]);

/** Starts the page at `pathname` if it is one of them (a failed load retries as the router's does). */
export function startEarlyPage(pathname: string): void {
  const lazy = earlyPages.get(pathname);
  if (typeof lazy === 'function') lazy().catch(() => undefined);
}

/**
 * The data those pages show first, asked for with current_user (before the page's code, the
 * language or the user is known): the dashboard's figures of the tab in the address. A user whose
 * dashboard shows no figures (a driver) gets a refusal the page never reads.
 */
const earlyData = new Map<string, (search: URLSearchParams) => void>([
  [
    areaRoutes.payee.dashboard,
    (search) => {
      const payorKindId = payorKindOfTab(readTab(search));
      startEarlyQuery(dashboardFiguresKey(payorKindId), () => requestDashboardFigures(payorKindId));
    },
  ],
]);

/** Asks for the data of the page at `location` if it is one of them. */
export function startEarlyData(location: Pick<Location, 'pathname' | 'search'>): void {
  earlyData.get(location.pathname)?.(new URLSearchParams(location.search));
}
