// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CompanyType } from '#shared/enums/company-type.ts';
import { MissingDetail } from '#shared/enums/missing-detail.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { destinationFor } from '#web/config/paths.ts';
import { deferMissingDetail, outstandingMissingDetails } from '#web/lib/deferred-missing-details.ts';

const userWith = (missingDetails: MissingDetail[], companyId = 1801) =>
  ({
    id: 42,
    company: { id: companyId, type: { id: CompanyType.Payee, name: 'Payee' } },
    missingDetails,
  }) as unknown as CurrentUser;

afterEach(() => sessionStorage.clear());

describe('missing details put off for the session (web/src/lib/deferred-missing-details.ts)', () => {
  it('lets a user who may not answer the IncorrectFactor step continue, for this company only', () => {
    const user = userWith([MissingDetail.IncorrectFactor]);
    expect(destinationFor(user, '/payee/invoices')).toBe('/missing-details/incorrect-factor/payee/invoices');
    deferMissingDetail(user, MissingDetail.IncorrectFactor);
    expect(outstandingMissingDetails(user)).toEqual([]);
    expect(destinationFor(user, '/payee/invoices')).toBe('/payee/invoices');
    expect(outstandingMissingDetails(userWith([MissingDetail.IncorrectFactor], 1802))).toEqual([
      MissingDetail.IncorrectFactor,
    ]);
  });

  it('never puts off MFA enrolment', () => {
    const user = userWith([MissingDetail.Mfa, MissingDetail.IncorrectFactor]);
    deferMissingDetail(user, MissingDetail.Mfa);
    expect(outstandingMissingDetails(user)).toEqual([MissingDetail.Mfa, MissingDetail.IncorrectFactor]);
  });
});
