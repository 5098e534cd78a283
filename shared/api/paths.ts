/** Every API path the browser calls, in one place. Core and settlement APIs have their own roots. */
export const apiRoots = {
  core: '/api/v1/core',
  settlement: '/api/v1/settlement',
  /** Files (exports, reports): requests with exportReport=true are routed here (infra/definitions/export-routing.ts). */
  exports: '/api/v1/exports',
  /** Calls anyone may make without signing in (the all-brokers page, registration). */
  public: '/public/api/v1',
} as const;

/** Paths under apiRoots.public. */
export const publicPaths = {
  payorNames: '/payee/payors/name',
  openapi: '/openapi.json',
} as const;

export const corePaths = {
  ping: '/ping',
  heartbeat: '/heartbeat',
  healthStatus: '/health/status',
  login: '/login',
  ssoAuthorize: '/login/sso/authorize',
  logout: '/logout',
  newToken: '/new_token',
  tokenExpiration: '/token_expiration',
  currentUser: '/current_user',
  session: '/session',
  requestPasswordReset: '/request_password_reset',
  sendMfa: '/users/send_mfa/{type}',
  registerMfa: '/users/register_mfa/{type}',
  payorProfileSettings: '/payor/profile_settings',
  payeePayments: '/payee/payments',
  payeePayment: '/payee/payments/{id}',
  payeePayoutReport: '/payee/payments/{id}/payout_report',
  openapi: '/openapi.json',
} as const;

export const settlementPaths = {
  chargeTypes: '/types/charge_types',
  imageTypes: '/types/image_types',
  openapi: '/openapi.json',
} as const;

/** Settings the SPA reads at start (shared/schemas/runtime-config.ts), next to its files. */
export const runtimeConfigPath = '/runtime-config.json';

/** Fills `{name}` placeholders of a path with URL-encoded values. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The parameter '${name}' must be defined.`);
    return encodeURIComponent(String(value));
  });
}
