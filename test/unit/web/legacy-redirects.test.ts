import { describe, expect, it } from 'vitest';
import { CompanyType } from '#shared/enums/company-type.ts';
import {
  legacyRedirectRules,
  legacyUserKindOf,
  matchLegacyRedirect,
  resolveUnknownPath,
} from '#web/app/legacy-redirects.ts';
import { makeUser } from './support.tsx';

describe('legacy redirects for payor users (seeds 000 §2.7, 001 §2)', () => {
  it.each([
    ['/account', '/payor/profile'],
    ['/account/edit', '/payor/profile'],
    ['/payoraccounts', '/payor/relationships'],
    ['/payorcreditnotes', '/payor/credit-notes'],
    ['/payorhome', '/payor/dashboard'],
    ['/payorinvoices', '/payor/invoices'],
    ['/payorloads', '/payor/loads'],
    ['/payorpayouts', '/payor/payments'],
    ['/payorreport/billingreport', '/payor/reports/billing-report'],
    ['/payorreport/financialaccountreport/11', '/payor/reports/credit-limit-report'],
    ['/payorreport/financialaccountreport/20', '/payor/reports/revenue-share'],
    ['/payorreport/financialaccountreport/22', '/payor/reports/invoice-refunds-report'],
    ['/payorreport/settlementstatementindex', '/payor/reports/previous-settlements'],
    ['/payor/paperwork', '/payor/settlements'],
    ['/login/register', '/'],
  ])('%s goes to %s', (from, to) => {
    expect(matchLegacyRedirect(from, '', 'payor')).toBe(to);
  });

  it('keeps the sub-path and the query string of /payor/paperwork/*', () => {
    expect(matchLegacyRedirect('/payor/paperwork/123/edit', '?tab=charges&x=1', 'payor')).toBe(
      '/payor/settlements/123/edit?tab=charges&x=1',
    );
    expect(matchLegacyRedirect('/Payor/PaperWork/AbC-42', '', 'payor')).toBe('/payor/settlements/AbC-42');
  });
});

describe('legacy redirects for payee users', () => {
  it.each([
    ['/account', '/payee/profile'],
    ['/account/edit', '/payee/profile'],
    ['/login/register', '/payee/dashboard'],
    ['/payeehome', '/payee/dashboard'],
    ['/payeeinvoices', '/payee/invoices'],
    ['/payeepayouts', '/payee/payments'],
  ])('%s goes to %s', (from, to) => {
    expect(matchLegacyRedirect(from, '', 'payee')).toBe(to);
  });
});

describe('legacy redirects for logged-out visitors', () => {
  it.each([
    ['/login/register', '/register-payee'],
    ['/login/registerpayee', '/register-payee'],
  ])('%s goes to %s', (from, to) => {
    expect(matchLegacyRedirect(from, '', 'loggedOut')).toBe(to);
  });
});

describe('matching', () => {
  it('covers every row of the table with a test above', () => {
    expect(legacyRedirectRules.payor).toHaveLength(16);
    expect(legacyRedirectRules.payee).toHaveLength(6);
    expect(legacyRedirectRules.loggedOut).toHaveLength(2);
  });

  it('ignores case', () => {
    expect(matchLegacyRedirect('/PayorHome', '', 'payor')).toBe('/payor/dashboard');
    expect(matchLegacyRedirect('/PAYEEINVOICES', '', 'payee')).toBe('/payee/invoices');
    expect(matchLegacyRedirect('/Login/RegisterPayee', '', 'loggedOut')).toBe('/register-payee');
    expect(matchLegacyRedirect('/PayorReport/FinancialAccountReport/11', '', 'payor')).toBe(
      '/payor/reports/credit-limit-report',
    );
  });

  it('treats a trailing slash as the same address', () => {
    expect(matchLegacyRedirect('/payorhome/', '', 'payor')).toBe('/payor/dashboard');
    expect(matchLegacyRedirect('/payor/paperwork/', '', 'payor')).toBe('/payor/settlements');
  });

  it('drops the query string of exact rows', () => {
    expect(matchLegacyRedirect('/payorinvoices', '?status=2', 'payor')).toBe('/payor/invoices');
  });

  it('applies only the table of the kind of user', () => {
    expect(matchLegacyRedirect('/payorhome', '', 'payee')).toBeNull();
    expect(matchLegacyRedirect('/payeehome', '', 'payor')).toBeNull();
    expect(matchLegacyRedirect('/account', '', 'loggedOut')).toBeNull();
    expect(matchLegacyRedirect('/payorhome', '', 'other')).toBeNull();
    expect(matchLegacyRedirect('/login/register', '', 'other')).toBeNull();
  });

  it('matches whole addresses only', () => {
    expect(matchLegacyRedirect('/payorhomepage', '', 'payor')).toBeNull();
    expect(matchLegacyRedirect('/account/edit/more', '', 'payor')).toBeNull();
    expect(matchLegacyRedirect('/payor/paperworks', '', 'payor')).toBeNull();
    expect(matchLegacyRedirect('/x/payorhome', '', 'payor')).toBeNull();
    expect(matchLegacyRedirect('/payorreport/financialaccountreport/12', '', 'payor')).toBeNull();
    expect(matchLegacyRedirect('/', '', 'payor')).toBeNull();
  });
});

describe('unknown paths', () => {
  it('redirect when a row matches', () => {
    expect(resolveUnknownPath('/PayeeHome', '', 'payee')).toEqual({ kind: 'redirect', to: '/payee/dashboard' });
  });

  it('show the not-found page to a signed-in user when nothing matches', () => {
    expect(resolveUnknownPath('/no/such/page', '', 'payor')).toEqual({ kind: 'notFound' });
    expect(resolveUnknownPath('/no/such/page', '', 'payee')).toEqual({ kind: 'notFound' });
    expect(resolveUnknownPath('/payorhome', '', 'other')).toEqual({ kind: 'notFound' });
  });

  it('send a logged-out visitor to the root when nothing matches', () => {
    expect(resolveUnknownPath('/no/such/page', '?a=1', 'loggedOut')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('pick the table from the company type', () => {
    expect(legacyUserKindOf(null)).toBe('loggedOut');
    expect(legacyUserKindOf(makeUser(CompanyType.Payor))).toBe('payor');
    expect(legacyUserKindOf(makeUser(CompanyType.Payee))).toBe('payee');
    expect(legacyUserKindOf(makeUser(CompanyType.Factor))).toBe('other');
    expect(legacyUserKindOf(makeUser(CompanyType.Triumph))).toBe('other');
  });
});
