import * as z from 'zod';
import { registrationEmailSchema } from '../validation/email.ts';
import { mfaCodeSchema } from '../validation/mfa.ts';
import {
  carrierNumbersShape,
  checkCarrierNumbers,
  companyNameSchema,
  createCompanyFormSchema,
  fullNameSchema,
} from '../validation/registration.ts';

/** Payee registration (seeds 000 §2.4): the calls of its four steps. */

export const registrationCodeRequestSchema = z
  .object({ email: registrationEmailSchema })
  .meta({ id: 'RegistrationCodeRequest' });

export const registrationCodeVerifyRequestSchema = z
  .object({ email: registrationEmailSchema, code: mfaCodeSchema })
  .meta({ id: 'RegistrationCodeVerifyRequest' });

export const registrationVerifiedSchema = z
  .object({
    /** Carried by the browser through the remaining steps; good for 30 minutes, spent by the last. */
    registrationToken: z.string(),
    /** The email already belongs to a portal user: the account-exists page sends them to log in. */
    accountExists: z.boolean(),
  })
  .meta({ id: 'RegistrationVerified' });
export type RegistrationVerified = z.infer<typeof registrationVerifiedSchema>;

const registrationToken = z.string().min(20).max(200);

export const carrierLookupRequestSchema = z
  .object({ registrationToken, ...carrierNumbersShape })
  .superRefine(checkCarrierNumbers)
  .meta({ id: 'CarrierLookupRequest' });

export const registryCarrierSchema = z
  .object({
    dotNumber: z.string().nullable(),
    mcNumber: z.string().nullable(),
    legalName: z.string(),
    dbaName: z.string().nullable(),
    address: z.string(),
    operatingStatus: z.string(),
  })
  .meta({ id: 'RegistryCarrier' });
export type RegistryCarrier = z.infer<typeof registryCarrierSchema>;

export const CarrierLookupOutcome = {
  Match: 'match',
  NoMatch: 'noMatch',
  AccountExists: 'accountExists',
  /** Registered without a DOT or MC number: nothing to confirm against. */
  Unverified: 'unverified',
} as const;
export type CarrierLookupOutcome = (typeof CarrierLookupOutcome)[keyof typeof CarrierLookupOutcome];

export const carrierLookupResponseSchema = z
  .object({
    outcome: z.enum([
      CarrierLookupOutcome.Match,
      CarrierLookupOutcome.NoMatch,
      CarrierLookupOutcome.AccountExists,
      CarrierLookupOutcome.Unverified,
    ]),
    carrier: registryCarrierSchema.nullable(),
  })
  .meta({ id: 'CarrierLookup' });
export type CarrierLookup = z.infer<typeof carrierLookupResponseSchema>;

/** Step 3's confirmation creates the account; the body repeats step 2's form with the token. */
export const createCarrierAccountRequestSchema = createCompanyFormSchema()
  .and(z.object({ registrationToken }))
  .meta({ id: 'CreateCarrierAccountRequest' });
export type CreateCarrierAccountRequest = z.infer<typeof createCarrierAccountRequestSchema>;

export const carrierAccountCreatedSchema = z.object({ email: z.string() }).meta({ id: 'CarrierAccountCreated' });

/** Not authorized to register: invite the person who is (the forward-invite page). */
export const forwardRegistrationRequestSchema = z
  .object({
    registrationToken,
    email: registrationEmailSchema,
    name: fullNameSchema,
    companyName: companyNameSchema,
    fromName: fullNameSchema,
  })
  .meta({ id: 'ForwardRegistrationRequest' });
export type ForwardRegistrationRequest = z.infer<typeof forwardRegistrationRequestSchema>;
