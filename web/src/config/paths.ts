import { type Area, areaOf } from '#shared/enums/company-type.ts';
import { missingDetailSegment } from '#shared/enums/missing-detail.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';

/** Client routes of the SPA, in one place (API paths live in shared/api/paths.ts). */
export const paths = {
  root: '/',
  mfaInfo: '/mfa',
  ssoLogin: '/okta/login',
  ssoCallback: '/okta/callback',
  ssoError: '/okta/error',
  missingDetails: (segment: string, returnUrl = '') => `/missing-details/${segment}${returnUrl}`,
  registerPayee: '/register-payee',
  allBrokers: '/display-all-brokers',
  /** Top level, payee company only (seeds 000 §2.2): link a LoadPay account to the wallet. */
  linkLoadPayAccount: '/link-LoadPay-account',
  payee: { root: '/payee', dashboard: '/payee/dashboard', profile: '/payee/profile' },
  payor: { root: '/payor', dashboard: '/payor/dashboard', profile: '/payor/profile' },
  factor: { root: '/factor', debtors: '/factor/payors', profile: '/factor/profile' },
  admin: { root: '/admin', dashboard: '/admin/dashboard' },
} as const;

/** Each area's landing page (factor lands on Debtors, seeds 001 §2). */
export const areaHome: Record<Area, string> = {
  payee: paths.payee.dashboard,
  payor: paths.payor.dashboard,
  factor: paths.factor.debtors,
  admin: paths.admin.dashboard,
};

export const returnUrlParam = 'return_url';

/** The login page's email, filled in from the query string (`/?email=…`, e.g. after registration). */
export const loginEmailParam = 'email';

/** Only same-origin paths are followed, so return_url cannot become an open redirect. */
export function safeReturnPath(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/**
 * Where a signed-in user goes next: an unfinished missing detail first, then the page they asked
 * for (if it is in their area), else their area's landing page.
 */
export function destinationFor(user: CurrentUser, requested: string | null): string {
  const returnPath = safeReturnPath(requested);
  const firstMissing = user.missingDetails[0];
  if (firstMissing !== undefined) {
    return paths.missingDetails(missingDetailSegment[firstMissing], returnPath ?? '');
  }
  const area = areaOf(user.company.type.id);
  if (!area) return paths.root;
  if (returnPath?.startsWith(`/${area}`)) return returnPath;
  if (area === 'payee' && returnPath?.toLowerCase().startsWith(paths.linkLoadPayAccount.toLowerCase())) {
    return returnPath;
  }
  return areaHome[area];
}
