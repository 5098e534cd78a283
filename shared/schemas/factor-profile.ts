import * as z from 'zod';
import { BankAccountStatus } from '../enums/bank-account-status.ts';
import { emailSchema } from '../validation/email.ts';
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
