import type { RouteObject } from 'react-router-dom';
import type { Area } from '#shared/enums/company-type.ts';
import { loadWithRetry } from '../lib/lazy-with-retry.ts';

/**
 * Each area's pages, one chunk per area (area-pages/<area>.ts, from the features that own them), so
 * a carrier's visit loads none of the payor's, factor's or staff's route tables. The router adds an
 * area's pages the first time it navigates into the area (`patchRoutesOnNavigation`, router.tsx);
 * main.tsx starts the area of the address it opens on alongside the app's own code.
 *
 * Who may open a page is not decided here: the area's guard (require-area.tsx) looks every
 * address up in the one route table, shared/permissions/area-route-access.ts, which the API reads
 * too. A new page is its feature's routes added to its area's list and its entry in that table (a
 * unit test fails for a page route without one); an API route serving it declares
 * `access.page('<its pattern>')`.
 */
const loaders: Record<Area, () => Promise<RouteObject[]>> = {
  payee: () => import('./area-pages/payee.ts').then((m) => m.payeePages),
  payor: () => import('./area-pages/payor.ts').then((m) => m.payorPages),
  factor: () => import('./area-pages/factor.ts').then((m) => m.factorPages),
  admin: () => import('./area-pages/admin.ts').then((m) => m.adminPages),
};

const areas = Object.keys(loaders) as Area[];

/** Each area's landing page, under the area: part of the router's table from the start (router.tsx). */
export const landingSegments: Record<Area, string> = {
  payee: 'dashboard',
  payor: 'dashboard',
  // The factor lands on Debtors (seeds 001 §2).
  factor: 'payors',
  admin: 'dashboard',
};

/** The area an in-app address belongs to (`/payor/invoices` → payor), or null outside the areas. */
export function areaOfPath(pathname: string): Area | null {
  const first = pathname.split('/')[1];
  return areas.find((area) => area === first) ?? null;
}

/**
 * The area whose pages an address needs before the router can match it: any page of an area but
 * its landing and its index. main.tsx starts them with the app's code, a round trip sooner.
 */
export function areaPagesNeededAt(pathname: string): Area | null {
  const area = areaOfPath(pathname);
  const page = pathname.split('/')[2] ?? '';
  return area && page !== '' && page !== landingSegments[area] ? area : null;
}

/** An area's pages, retried as every lazily loaded module is (seeds 000 §8). */
export function loadAreaPages(area: Area): Promise<RouteObject[]> {
  return loadWithRetry(loaders[area]);
}
