import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { Role } from '../enums/role.ts';
import { access } from '../permissions/route-access.ts';
import { idParamsSchema } from '../schemas/payee-invoices.ts';
import {
  fundingAccountSchema,
  fundingAccountSubmissionSchema,
  fundingAccountsSchema,
  payorCompanySchema,
  payorTermsSchema,
  profileSettingTypesSchema,
} from '../schemas/payor-profile.ts';
import { ifMatchHeadersSchema } from '../schemas/versions.ts';
import { profileSettingsChangeSchema } from '../validation/profile-settings.ts';

const profilePage = access.page('/payor/profile');
/** Changes made from the profile: the payor's user administrators. */
const profileAdmins = access.page('/payor/profile', [Role.UserAdmin]);

/**
 * The payor's profile (seeds 001 §2 `profile`; §7 `GET terms`, `GET profile_setting_types`,
 * `POST profile_settings`): every payor user reads it, its UserAdmins change the settings that are
 * the payor's own and submit a new funding account. Nothing here names another company: each call
 * answers for the signed-in payor, and a funding account id of another payor answers 404.
 */
export const payorProfileCalls = {
  company: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorCompany,
    access: profilePage,
    status: 200,
    response: payorCompanySchema,
  }),
  terms: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorTerms,
    access: profilePage,
    status: 200,
    response: payorTermsSchema,
  }),
  settingTypes: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorProfileSettingTypes,
    access: profilePage,
    status: 200,
    response: profileSettingTypesSchema,
    versioned: true,
  }),
  /**
   * Changes settings on the company's version (`If-Match`). Sending values that are already there
   * changes nothing and answers 200, whatever the version, so a retry is harmless.
   */
  updateSettings: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.payorProfileSettingsUpdate,
    access: profileAdmins,
    body: profileSettingsChangeSchema,
    status: 200,
    response: profileSettingTypesSchema,
    versioned: true,
    headers: ifMatchHeadersSchema,
  }),
  fundingAccounts: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorFundingAccounts,
    access: profilePage,
    status: 200,
    response: fundingAccountsSchema,
  }),
  /**
   * 201 with the replacement, waiting for review; the same account sent again answers 200 with it
   * (nothing made twice). One replacement waits at a time (another: 409).
   */
  submitFundingAccount: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.payorFundingAccounts,
    access: profileAdmins,
    body: fundingAccountSubmissionSchema,
    status: 201,
    repeatStatus: 200,
    response: fundingAccountSchema,
  }),
  /** Withdraws a replacement still waiting for review; withdrawing it again answers it as it is. */
  withdrawFundingAccount: defineCall({
    api: 'core',
    method: 'delete',
    path: corePaths.payorFundingAccount,
    access: profileAdmins,
    params: idParamsSchema,
    status: 200,
    response: fundingAccountSchema,
  }),
};
