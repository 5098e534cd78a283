import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { Role } from '../enums/role.ts';
import { access } from '../permissions/route-access.ts';
import {
  factorBankAccountSchema,
  factorBankAccountSubmissionSchema,
  factorCompanyDetailsChangeSchema,
  factorProfileSchema,
  remittanceEmailChangeSchema,
} from '../schemas/factor-profile.ts';
import { idempotencyHeadersSchema } from '../schemas/idempotency.ts';
import { ifMatchHeadersSchema } from '../schemas/versions.ts';

const profilePage = access.page('/factor/profile');
/** Changes made from the profile: the factor's user administrators. */
const profileAdmins = access.page('/factor/profile', [Role.UserAdmin]);

/**
 * The factor's profile (seeds 001 §2 `profile`, issue 16): every factor user reads it, its
 * UserAdmins change the address and contact, the remittance email and submit a new payout account. Each call answers for the
 * signed-in factor only; nothing here takes another company's id.
 */
export const factorProfileCalls = {
  profile: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.factorProfile,
    access: profilePage,
    status: 200,
    response: factorProfileSchema,
    versioned: true,
  }),
  /** Made on the profile's version (`If-Match`); the address already in place answers 200 and writes nothing. */
  updateRemittanceEmail: defineCall({
    api: 'core',
    method: 'put',
    path: corePaths.factorRemittanceEmail,
    access: profileAdmins,
    headers: ifMatchHeadersSchema,
    body: remittanceEmailChangeSchema,
    status: 200,
    response: factorProfileSchema,
    versioned: true,
  }),
  /**
   * The address and contact, made on the profile's version (`If-Match`). The same request again (its
   * `Idempotency-Key`), or the values already in place, answer 200 with the profile and write nothing.
   */
  updateCompanyDetails: defineCall({
    api: 'core',
    method: 'put',
    path: corePaths.factorCompanyDetails,
    access: profileAdmins,
    headers: ifMatchHeadersSchema.extend(idempotencyHeadersSchema.shape),
    body: factorCompanyDetailsChangeSchema,
    status: 200,
    response: factorProfileSchema,
    versioned: true,
  }),
  /**
   * 201 with the new account, waiting for review; the same request again (its Idempotency-Key), or
   * the same account while it waits, answers 200 with it. One account waits at a time (another: 409).
   */
  submitBankAccount: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.factorBankAccounts,
    access: profileAdmins,
    headers: idempotencyHeadersSchema,
    body: factorBankAccountSubmissionSchema,
    status: 201,
    repeatStatus: 200,
    response: factorBankAccountSchema,
  }),
};
