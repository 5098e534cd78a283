import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { Area } from '../enums/company-type.ts';
import { access } from '../permissions/route-access.ts';
import { companyUserAdminRoles } from '../permissions/users.ts';
import { payeeRestrictionsSchema, payeeRestrictionsViewSchema } from '../schemas/users.ts';
import { ifMatchHeadersSchema } from '../schemas/versions.ts';

/**
 * Profile → Restrictions of the signed-in payee (seeds 000 §2.5, §6): read by all its users (the
 * paperwork pages too), changed by its user admins on the company's version (`If-Match`).
 */
export const payeeRestrictionCalls = {
  get: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeRestrictions,
    access: access.areas(Area.Payee),
    status: 200,
    response: payeeRestrictionsViewSchema,
    versioned: true,
  }),
  update: defineCall({
    api: 'core',
    method: 'put',
    path: corePaths.payeeRestrictions,
    access: access.roles(Area.Payee, companyUserAdminRoles),
    body: payeeRestrictionsSchema,
    status: 200,
    response: payeeRestrictionsViewSchema,
    versioned: true,
    headers: ifMatchHeadersSchema,
  }),
};
