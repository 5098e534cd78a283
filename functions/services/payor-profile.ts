import type { PayorCompany, PayorTermsView, ProfileSettingTypes } from '#shared/schemas/payor-profile.ts';
import { payorCompanyView, payorTermsView } from '../domain/payor-profile/company-profile.ts';
import { planSettingsChange, settingHistoryViews, settingTypeViews } from '../domain/payor-profile/profile-settings.ts';
import type { ExpectedVersion } from '../lib/http/if-match.ts';
import { type CompanyRecord, companyVersion, getCompany } from '../repositories/companies.ts';
import { listSettingChanges, saveCompanySettings } from '../repositories/company-settings.ts';
import { getActiveFundingAccount } from '../repositories/funding-accounts.ts';

/** How many recorded setting changes the profile shows. */
const historyLength = 20;

/** The payor company as its profile shows it; null when the company is gone. */
export async function payorCompany(payorId: number): Promise<PayorCompany | null> {
  const [company, funding] = await Promise.all([getCompany(payorId), getActiveFundingAccount(payorId)]);
  return company ? payorCompanyView(company, funding?.currencyId ?? null) : null;
}

/** The terms the payor offers its carriers (its company's `payorTerms`); null when the company is gone. */
export async function payorTerms(payorId: number): Promise<PayorTermsView | null> {
  const company = await getCompany(payorId);
  return company ? payorTermsView(company.payorTerms) : null;
}

async function settingTypesOf(company: CompanyRecord, callerIsUserAdmin: boolean): Promise<ProfileSettingTypes> {
  return {
    settings: settingTypeViews(company.settings, callerIsUserAdmin),
    history: settingHistoryViews(await listSettingChanges(company.id, historyLength)),
    version: companyVersion(company),
  };
}

/** The profile's settings with their latest changes and the company's version; null when the company is gone. */
export async function profileSettingTypes(
  payorId: number,
  callerIsUserAdmin: boolean,
): Promise<ProfileSettingTypes | null> {
  const company = await getCompany(payorId, { consistent: true });
  return company ? settingTypesOf(company, callerIsUserAdmin) : null;
}

/** Who changes the settings: a user administrator of the payor. */
export type SettingsEditor = { payorId: number; userId: number; name: string };

export type SettingsUpdateResult =
  | { kind: 'saved'; settings: ProfileSettingTypes }
  | { kind: 'staffOnly'; settingIds: number[] }
  | { kind: 'conflict' }
  | { kind: 'notFound' };

/**
 * A payor's user administrator changes settings (values checked by the shared schema). Refused
 * whole when one is LanePay's to change. Values already in place change nothing and answer the
 * settings as they are, whatever version the change was made on (a retry after a lost answer);
 * otherwise the change is written only on the company's version the user saw (`expected`), each
 * setting recorded with who and when, and the members' sessions read it from their next request.
 */
export async function updateProfileSettings(
  editor: SettingsEditor,
  requested: Readonly<Record<string, string>>,
  expected: ExpectedVersion,
  now = new Date(),
): Promise<SettingsUpdateResult> {
  const company = await getCompany(editor.payorId, { consistent: true });
  if (!company) return { kind: 'notFound' };
  const plan = planSettingsChange(company.settings, requested);
  if (plan.kind === 'staffOnly') return plan;
  const expectedVersion = expected();
  if (plan.kind === 'unchanged') return { kind: 'saved', settings: await settingTypesOf(company, true) };
  if (companyVersion(company) !== expectedVersion) return { kind: 'conflict' };
  const at = now.toISOString();
  const changes = plan.changes.map((change) => ({ ...change, at, byUserId: editor.userId, byName: editor.name }));
  if (await saveCompanySettings(editor.payorId, plan.settings, expectedVersion, changes)) {
    const saved = { ...company, settings: plan.settings, version: expectedVersion + 1 };
    return { kind: 'saved', settings: await settingTypesOf(saved, true) };
  }
  // Someone wrote first: the change stands only if it is what they wrote.
  const latest = await getCompany(editor.payorId, { consistent: true });
  if (latest && planSettingsChange(latest.settings, requested).kind === 'unchanged') {
    return { kind: 'saved', settings: await settingTypesOf(latest, true) };
  }
  return { kind: 'conflict' };
}
