import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { access } from '../permissions/route-access.ts';
import {
  carrierAccountCreatedSchema,
  carrierLookupRequestSchema,
  carrierLookupResponseSchema,
  createCarrierAccountRequestSchema,
  forwardRegistrationRequestSchema,
  registrationCodeRequestSchema,
  registrationCodeVerifyRequestSchema,
  registrationVerifiedSchema,
} from '../schemas/registration.ts';
import { okResponseSchema } from '../schemas/session.ts';

/**
 * Payee self-registration (seeds 000 §2.4), before any session exists: an emailed code proves the
 * address and buys a registration token the later steps carry (in bodies, never in a URL), the
 * federal registry confirms the carrier, and the last step creates the account.
 */
export const registrationCalls = {
  sendCode: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.registrationCode,
    access: access.public,
    body: registrationCodeRequestSchema,
    status: 200,
    response: okResponseSchema,
  }),
  verifyCode: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.registrationCodeVerify,
    access: access.public,
    body: registrationCodeVerifyRequestSchema,
    status: 200,
    response: registrationVerifiedSchema,
  }),
  lookUpCarrier: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.registrationCarrier,
    access: access.public,
    body: carrierLookupRequestSchema,
    status: 200,
    response: carrierLookupResponseSchema,
  }),
  /** Safe to retry: a repeat of a request that succeeded answers the same. */
  createAccount: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.registrationAccount,
    access: access.public,
    body: createCarrierAccountRequestSchema,
    status: 201,
    response: carrierAccountCreatedSchema,
  }),
  forward: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.forwardRegistration,
    access: access.public,
    body: forwardRegistrationRequestSchema,
    status: 200,
    response: okResponseSchema,
  }),
};
