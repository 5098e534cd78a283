import type { RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { CompanyType } from '#shared/enums/company-type.ts';
import {
  type AccessCaller,
  type AccessCompany,
  accessAreas,
  accessGranted,
  type RouteAccess,
} from '#shared/permissions/route-access.ts';
import type { CompanyRecord } from '../../repositories/companies.ts';
import type { AppEnv } from './api-app.ts';
import { forbidden } from './errors.ts';
import { type AuthContext, requireSession } from './require-session.ts';

/** The OpenAPI extension that carries a route's access, where the security suite reads it. */
export const accessExtension = 'x-lanepay-access';

/** A route as declared: its OpenAPI config and who may call it (shared/permissions/route-access.ts). */
export type DeclaredRoute = RouteConfig & { access?: RouteAccess };

const anyone: MiddlewareHandler<AppEnv> = async (_c, next) => {
  await next();
};

/**
 * What page rules read of the session's company (shared/permissions/area-route-access.ts): its
 * settings and payor details, as `current_user` gives them to the browser (functions/domain/current-user.ts).
 */
function accessCompanyOf(company: CompanyRecord): AccessCompany {
  return {
    settings: company.settings,
    payorDetails:
      company.type === CompanyType.Payor
        ? { payorTypeId: company.payorTypeId, isHighwaySubscriber: company.isHighwaySubscriber }
        : null,
  };
}

/** The signed-in caller as access rules read them. */
export function accessCallerOf({ membership, session }: AuthContext): NonNullable<AccessCaller> {
  return {
    companyType: membership.company.type,
    roleIds: membership.roleIds,
    mfaPending: session.mfaPending,
    company: accessCompanyOf(membership.company),
  };
}

/**
 * The middleware that enforces a route's access before anything else of the route runs: no
 * session is read for a public route; otherwise the session (with its CSRF check on mutations and
 * its MFA enrolment rule), then the company and roles of its membership against the clauses, or
 * against the page's rule for a route serving a page (`access.page`).
 */
export function accessGuard(access: RouteAccess): MiddlewareHandler<AppEnv> {
  if (access.kind === 'public') return anyone;
  const session = requireSession({
    allowMfaPending: access.kind === 'session' && access.enrolling === true,
    areas: accessAreas(access),
  });
  return (c, next) =>
    session(c, async () => {
      if (!accessGranted(access, accessCallerOf(c.var.auth))) throw forbidden();
      await next();
    });
}

/**
 * Every route declares who may call it (`access`), or it is not registered: createRouter applies
 * this to each route. The declaration becomes the route's first middleware and its document's
 * `x-lanepay-access`.
 */
export function withAccess<R extends DeclaredRoute>(route: R): Omit<R, 'access'> {
  const { access, ...rest } = route;
  if (!access) throw new Error(`${route.method.toUpperCase()} ${route.path} declares no access`);
  const own = rest.middleware === undefined ? [] : Array.isArray(rest.middleware) ? rest.middleware : [rest.middleware];
  return { ...rest, [accessExtension]: access, middleware: [accessGuard(access), ...own] };
}
