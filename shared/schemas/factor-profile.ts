import * as z from 'zod';
import { BankAccountStatus } from '../enums/bank-account-status.ts';
import { Country, type UsState, usStates } from '../enums/country.ts';
import { emailSchema } from '../validation/email.ts';
import { phoneNumberSchema } from '../validation/phone.ts';
import { postalCodeSchema } from '../validation/postal-code.ts';
import { fullNameSchema } from '../validation/registration.ts';
import { singleLineText } from '../validation/text.ts';
import { fundingAccountSubmissionSchema } from './payor-profile.ts';
import { versionSchema } from './versions.ts';

/**
 * The factor's profile (seeds 001 §2 `profile`, issue 16): the company as LanePay has it on record,
 * where its remittance advice goes, and the bank accounts its payments are paid into. Times ISO 8601.
 */

const postalAddressSchema = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
});

const contactSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

/** A payout account, masked: never more of the number than its last four digits. */
export const factorBankAccountSchema = z
  .object({
    id: z.number().int(),
    /** What the payments name it by (a payment's account name). */
    name: z.string(),
    status: z.object({ id: z.union(Object.values(BankAccountStatus).map((id) => z.literal(id))), name: z.string() }),
    /** Waiting for LanePay's review (PendingVerification or PendingFinalReview): nothing is paid into it. */
    isPending: z.boolean(),
    bankName: z.string().nullable(),
    routingNumber: z.string().nullable(),
    accountNumberLast4: z.string().nullable(),
    currencyId: z.number().int(),
    submittedAt: z.string(),
    /** Who submitted it; null for an account LanePay set up. */
    submittedByName: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'FactorBankAccount' });
export type FactorBankAccountView = z.infer<typeof factorBankAccountSchema>;

/**
 * `GET factor/profile`: the company, its address and contact, the remittance email, and its payout
 * accounts: those paid into now (one per currency), the one waiting for review, and earlier ones
 * (replaced, declined), newest first. `version` is the profile's, which a remittance email change is
 * made on (also the ETag).
 */
export const factorProfileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: postalAddressSchema.nullable(),
    contact: contactSchema.nullable(),
    remittanceEmail: z.string().nullable(),
    bankAccounts: z.object({
      active: z.array(factorBankAccountSchema),
      pending: factorBankAccountSchema.nullable(),
      previous: z.array(factorBankAccountSchema),
    }),
    version: versionSchema,
  })
  .meta({ id: 'FactorProfile' });
export type FactorProfile = z.infer<typeof factorProfileSchema>;

/** `PUT factor/profile/remittance_email`: where the daily remittance advice goes. */
export const remittanceEmailChangeSchema = z
  .object({ remittanceEmail: emailSchema('validation.invalidEmail') })
  .meta({ id: 'RemittanceEmailChange' });
export type RemittanceEmailChange = z.infer<typeof remittanceEmailChangeSchema>;

/** A line of an address: one line of text, 'Required' when `required` and empty, at most 60 characters. */
const addressLine = (required: boolean) => {
  const line = singleLineText({ error: 'validation.required' }).trim();
  return (required ? line.min(1, { error: 'validation.required', abort: true }) : line).max(60, {
    error: 'validation.tooLong',
  });
};

/**
 * `PUT factor/profile/company_details`: the factor's mailing address (a US one: a state of the
 * union and a ZIP code) and its contact, with the shared rules of the portal's other forms (the
 * registration's name, the remittance email's address, a 10–16 digit phone, the wallet's ZIP).
 * `line2` may be left empty.
 */
export const factorCompanyDetailsChangeSchema = z
  .object({
    address: z.object({
      line1: addressLine(true),
      line2: addressLine(false).default(''),
      city: addressLine(true),
      state: z.enum(Object.keys(usStates) as [UsState, ...UsState[]], { error: 'validation.required' }),
      postalCode: postalCodeSchema(Country.UnitedStates).refine((value) => value !== '', {
        error: 'validation.required',
      }),
    }),
    contact: z.object({
      name: fullNameSchema.pipe(z.string().max(100, { error: 'validation.tooLong' })),
      email: emailSchema('validation.invalidEmail'),
      phone: phoneNumberSchema,
    }),
  })
  .meta({ id: 'FactorCompanyDetailsChange' });
export type FactorCompanyDetailsChange = z.infer<typeof factorCompanyDetailsChangeSchema>;
export type FactorCompanyDetailsInput = z.input<typeof factorCompanyDetailsChangeSchema>;

/**
 * `POST factor/bank_accounts`: a new payout account with the payor funding account's rules (the
 * wallet's: an ABA routing number, 4 to 17 digits typed twice) and the name payments show for it.
 */
export const factorBankAccountSubmissionSchema = fundingAccountSubmissionSchema
  .safeExtend({
    name: singleLineText({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(60, { error: 'validation.tooLong' }),
  })
  .meta({ id: 'FactorBankAccountSubmission' });
export type FactorBankAccountSubmission = z.infer<typeof factorBankAccountSubmissionSchema>;
