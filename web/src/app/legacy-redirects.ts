import { areaOf } from '#shared/enums/company-type.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { areaRoutes, legacyAreaPaths } from '#web/config/paths.ts';
import { paths } from '../config/paths.ts';

/** Whose table of old addresses applies (seeds 000 §2.7, 001 §2). Factor and admin users have none. */
export type LegacyUserKind = 'payor' | 'payee' | 'loggedOut' | 'other';

/**
 * One old address. `from` is lower-case; a trailing `/*` matches any sub-path, which is carried
 * over to `to` together with the query string.
 */
export type LegacyRedirectRule = { from: string; to: string };

const payorRoutes = areaRoutes.payor;
const payeeRoutes = areaRoutes.payee;

/** The seeds' legacy redirect table (000 §2.7, 001 §2), row for row. */
export const legacyRedirectRules: Record<Exclude<LegacyUserKind, 'other'>, readonly LegacyRedirectRule[]> = {
  payor: [
    { from: '/account', to: payorRoutes.profile },
    { from: '/account/edit', to: payorRoutes.profile },
    { from: '/payoraccounts', to: payorRoutes.relationships },
    { from: '/payorcreditnotes', to: payorRoutes.creditNotes },
    { from: '/payorhome', to: payorRoutes.dashboard },
    { from: '/payorinvoices', to: payorRoutes.invoices },
    { from: '/payorloads', to: payorRoutes.loads },
    { from: '/payorpayouts', to: payorRoutes.payments },
    { from: '/payorreport/billingreport', to: payorRoutes.billingReport },
    { from: '/payorreport/financialaccountreport/11', to: payorRoutes.creditLimitReport },
    { from: '/payorreport/financialaccountreport/20', to: payorRoutes.revenueShare },
    { from: '/payorreport/financialaccountreport/22', to: payorRoutes.invoiceRefundsReport },
    { from: '/payorreport/settlementstatementindex', to: payorRoutes.previousSettlements },
    { from: legacyAreaPaths.payorPaperwork, to: payorRoutes.settlements },
    { from: `${legacyAreaPaths.payorPaperwork}/*`, to: payorRoutes.settlements },
    { from: '/login/register', to: paths.root },
  ],
  payee: [
    { from: '/account', to: payeeRoutes.profile },
    { from: '/account/edit', to: payeeRoutes.profile },
    { from: '/login/register', to: payeeRoutes.dashboard },
    { from: '/payeehome', to: payeeRoutes.dashboard },
    { from: '/payeeinvoices', to: payeeRoutes.invoices },
    { from: '/payeepayouts', to: payeeRoutes.payments },
  ],
  loggedOut: [
    { from: '/login/register', to: paths.registerPayee },
    { from: '/login/registerpayee', to: paths.registerPayee },
  ],
};

/** Trailing slashes do not make another address ('/PayorHome/' is '/payorhome'). */
function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The new address of an old one for a kind of user, or null when nothing matches. Matching
 * ignores case; a wildcard row keeps the sub-path (in its original case, ids may care) and the
 * query string.
 */
export function matchLegacyRedirect(pathname: string, search: string, kind: LegacyUserKind): string | null {
  if (kind === 'other') return null;
  const path = normalizePath(pathname);
  const lower = path.toLowerCase();
  for (const rule of legacyRedirectRules[kind]) {
    if (rule.from.endsWith('/*')) {
      const prefix = rule.from.slice(0, -1);
      if (lower.startsWith(prefix) && lower.length > prefix.length) {
        return `${rule.to}/${path.slice(prefix.length)}${search}`;
      }
    } else if (lower === rule.from) {
      return rule.to;
    }
  }
  return null;
}

export type UnknownPathOutcome = { kind: 'redirect'; to: string } | { kind: 'notFound' };

/**
 * What an address that matches no route leads to (seeds 000 §2.7): its legacy redirect if one
 * matches; otherwise the not-found page for a signed-in user, and the root for everyone else.
 */
export function resolveUnknownPath(pathname: string, search: string, kind: LegacyUserKind): UnknownPathOutcome {
  const to = matchLegacyRedirect(pathname, search, kind);
  if (to !== null) return { kind: 'redirect', to };
  return kind === 'loggedOut' ? { kind: 'redirect', to: paths.root } : { kind: 'notFound' };
}

/** Whose legacy table applies to a user: payor and payee companies have one, logged-out visitors another. */
export function legacyUserKindOf(user: CurrentUser | null): LegacyUserKind {
  if (!user) return 'loggedOut';
  const area = areaOf(user.company.type.id);
  return area === 'payor' || area === 'payee' ? area : 'other';
}
