import { randomUUID } from 'node:crypto';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { corePaths } from '#shared/api/paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { PayorCategory } from '#shared/enums/payor.ts';
import { Role } from '#shared/enums/role.ts';
import { ApiSession, ifMatch } from '../../support/api-session.ts';
import { createCompanyWith, createUserWithMfa } from '../../support/fixtures.ts';
import { testTerms } from '../payee-invoices/invoice-fixtures.ts';

export type ProfileWorld = {
  payor: CompanyRecord;
  /** A UserAdmin of the payor, signed in. */
  admin: ApiSession;
  /** A PayorReports user of the payor (no UserAdmin), signed in. */
  reader: ApiSession;
};

/** A shipper payor of its own (MC number, test terms, `settings`) with an admin and a reader signed in. */
export async function profileWorld(fields: Partial<CompanyRecord> = {}): Promise<ProfileWorld> {
  const payor = await createCompanyWith(CompanyType.Payor, {
    name: `Payor ${randomUUID().slice(0, 8)}`,
    mcNumber: '5550123',
    payorTypeId: PayorCategory.Shipper,
    payorTerms: testTerms,
    ...fields,
  });
  const [adminEmail, readerEmail] = await Promise.all([
    createUserWithMfa(payor, [Role.UserAdmin]),
    createUserWithMfa(payor, [Role.PayorReports]),
  ]);
  const [admin, reader] = await Promise.all([ApiSession.signIn(adminEmail), ApiSession.signIn(readerEmail)]);
  return { payor, admin: admin.session, reader: reader.session };
}

export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export const settingTypes = (session: ApiSession) => session.request('core', corePaths.payorProfileSettingTypes);

export const changeSettings = (session: ApiSession, settings: unknown, version: number | null) =>
  session.request('core', corePaths.payorProfileSettingsUpdate, {
    method: 'POST',
    json: { settings },
    headers: version === null ? {} : ifMatch(version),
  });
