import { matchRoutes } from 'react-router-dom';
import {
  type AreaRoute,
  areaRoutePatterns,
  type RouteDecision,
  routeAccess,
} from '#shared/permissions/area-route-access.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { routeCallerOf } from '#web/lib/page-access.ts';

/**
 * The route table (shared/permissions/area-route-access.ts) as router routes, so an address is
 * matched to its entry the way the router matches it to its page: case-insensitively, static
 * segments ranked above parameters (`settlements/terms` before `settlements/:id`).
 */
const tableRoutes = areaRoutePatterns.map((path) => ({ path }));

/** The last address looked up: the guard renders again at the same address (the user's data settling). */
let last: { pathname: string; route: AreaRoute | null } | null = null;

/** The table's route an address opens; null for an address the table does not hold. */
export function areaRouteAt(pathname: string): AreaRoute | null {
  if (last?.pathname !== pathname) {
    const path = matchRoutes(tableRoutes, pathname)?.at(-1)?.route.path;
    last = { pathname, route: path === undefined ? null : (path as AreaRoute) };
  }
  return last.route;
}

const allowed: RouteDecision = { kind: 'allowed' };

/**
 * What the area guard (require-area.tsx) does at an address: its route's decision in the table.
 * An address the table does not hold (an area's index, which redirects to its landing page; an
 * unknown or old address, for the not-found page or the legacy redirects) is let through: the
 * unit tests hold that every page route of the router has an entry.
 */
export function routeDecisionAt(pathname: string, user: CurrentUser): RouteDecision {
  const route = areaRouteAt(pathname);
  return route === null ? allowed : routeAccess(route, routeCallerOf(user));
}
