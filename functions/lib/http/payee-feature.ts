import type { MiddlewareHandler } from 'hono';
import { canUsePayeeFeature, type PayeeFeature } from '#shared/permissions/payee.ts';
import type { AppEnv } from './api-app.ts';
import { forbidden } from './errors.ts';

/**
 * Route middleware: only users who may use this payee feature get past (shared/permissions/payee.ts,
 * the rule the web's navigation and route guard follow too); others get 403 and no data.
 */
export function requirePayeeFeature(feature: PayeeFeature): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!canUsePayeeFeature(feature, c.var.auth.membership.roleIds)) throw forbidden();
    await next();
  };
}
