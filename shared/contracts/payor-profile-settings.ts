import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { Area } from '../enums/company-type.ts';
import { access } from '../permissions/route-access.ts';
import { profileSettingsQuerySchema, profileSettingsResponseSchema } from '../schemas/profile-settings.ts';

/** The payor company's settings by id (which pages it has: loads, credit notes, …; seeds 000 §7). */
export const payorProfileSettingCalls = {
  get: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorProfileSettings,
    access: access.areas(Area.Payor),
    query: profileSettingsQuerySchema,
    status: 200,
    response: profileSettingsResponseSchema,
  }),
};
