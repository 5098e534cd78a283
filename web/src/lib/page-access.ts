import { type AreaRoute, type RouteCaller, routeAccess } from '#shared/permissions/area-route-access.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';

/** The signed-in user as the route rules see them. */
export function routeCallerOf(user: CurrentUser): RouteCaller {
  return {
    companyType: user.company.type.id,
    roleIds: user.authRoles,
    settings: user.company.settings,
    payorDetails: user.payorDetails,
  };
}

/** Whether the user may open a page (the one route table, as the area guard and the API decide). */
export function opensPage(route: AreaRoute, user: CurrentUser): boolean {
  return routeAccess(route, routeCallerOf(user)).kind === 'allowed';
}
