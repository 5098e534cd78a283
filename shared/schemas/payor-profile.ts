import * as z from 'zod';
import { BankAccountStatus } from '../enums/bank-account-status.ts';
import { PayorCategory, PayorKind } from '../enums/payor.ts';
import { bankFieldSchema, routingNumberSchema, usAccountNumberRule } from '../validation/bank-account-fields.ts';
import { ProfileSettingKind, SettingEditor } from '../validation/profile-settings.ts';
import { singleLineText } from '../validation/text.ts';
import { versionSchema } from './versions.ts';

/**
 * The payor's profile (seeds 001 §2 `profile`, §7 payor reports): its company, its settings, the
 * terms it offers its carriers and the bank account LanePay drafts it from. Money is integer cents,
 * percentages basis points (250 = 2.5 %), times ISO 8601.
 */

/** `GET payor/company`: who the payor is, as LanePay has it on record. */
export const payorCompanySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    dotNumber: z.string().nullable(),
    mcNumber: z.string().nullable(),
    /** Broker, Shipper or LanePay (seeds 001 §1), read from the category. */
    payorKindId: z.union(Object.values(PayorKind).map((id) => z.literal(id))).nullable(),
    /** `payorDetails.payorTypeId`: LanePayBroker, FactoredBroker or Shipper (seeds 001 §1). */
    payorCategoryId: z.union(Object.values(PayorCategory).map((id) => z.literal(id))).nullable(),
    /** The currency the payor is drafted in: its funding account's; null before it has one. */
    currencyId: z.number().int().nullable(),
    isHighwaySubscriber: z.boolean(),
  })
  .meta({ id: 'PayorCompany' });
export type PayorCompany = z.infer<typeof payorCompanySchema>;

/** One setting of the profile: how it reads, its value now, and whether the caller may change it. */
export const profileSettingTypeSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(Object.values(ProfileSettingKind)),
    /** The value as the portal reads it (its default when the payor has none); null for none. */
    value: z.string().nullable(),
    /** What a choice or a switch takes, as sent back; empty for a number. */
    values: z.array(z.string()),
    min: z.number().int().nullable(),
    max: z.number().int().nullable(),
    /** Who changes it: the payor's user administrators, or LanePay's staff only. */
    editor: z.enum(Object.values(SettingEditor)),
    /** This caller may change it (a payor setting, and the caller is a UserAdmin). */
    mayChange: z.boolean(),
  })
  .meta({ id: 'ProfileSettingType' });
export type ProfileSettingTypeView = z.infer<typeof profileSettingTypeSchema>;

/** A change of one setting, as recorded. */
export const profileSettingChangeSchema = z
  .object({
    settingId: z.number().int(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    at: z.string(),
    byName: z.string(),
  })
  .meta({ id: 'ProfileSettingChange' });
export type ProfileSettingChangeView = z.infer<typeof profileSettingChangeSchema>;

/**
 * `GET payor/report/profile_setting_types` (and the answer of a change): the settings with their
 * values, the latest changes (newest first) and the company's version, which a change is made on.
 */
export const profileSettingTypesSchema = z
  .object({
    settings: z.array(profileSettingTypeSchema),
    history: z.array(profileSettingChangeSchema),
    version: versionSchema,
  })
  .meta({ id: 'ProfileSettingTypes' });
export type ProfileSettingTypes = z.infer<typeof profileSettingTypesSchema>;

const termSchema = z.object({ termDays: z.number().int(), feeBps: z.number().int() });

/** `GET payor/report/terms`: the payment terms the payor offers its carriers. */
export const payorTermsSchema = z
  .object({
    /** Standard Pay: paid on the standard term, no fee. */
    standardPay: z.object({ termDays: z.number().int() }),
    /** QuickPay (0 days is same day); null where the payor offers none. */
    quickPay: termSchema.nullable(),
    /** QuickPay invoices each carrier gets without the fee. */
    freeQuickPayCount: z.number().int(),
    /** Guaranteed on-time pay; null where the payor offers none. */
    guaranteedOnTimePay: termSchema.nullable(),
  })
  .meta({ id: 'PayorTerms' });
export type PayorTermsView = z.infer<typeof payorTermsSchema>;

/** A bank account status (shared/enums/bank-account-status.ts) with its seeds name. */
const fundingStatusSchema = z.object({
  id: z.union(Object.values(BankAccountStatus).map((id) => z.literal(id))),
  name: z.string(),
});

/** A funding account, masked: the bank, its routing number and the last four digits. */
export const fundingAccountSchema = z
  .object({
    id: z.number().int(),
    status: fundingStatusSchema,
    /** Waiting for LanePay's review (PendingVerification or PendingFinalReview). */
    isPending: z.boolean(),
    bankName: z.string().nullable(),
    routingNumber: z.string(),
    accountNumberLast4: z.string(),
    currencyId: z.number().int(),
    submittedAt: z.string(),
    /** Who submitted it; null for an account LanePay set up. */
    submittedByName: z.string().nullable(),
    /** When it last changed status (approved, declined, withdrawn, replaced). */
    updatedAt: z.string(),
  })
  .meta({ id: 'PayorFundingAccount' });
export type FundingAccountView = z.infer<typeof fundingAccountSchema>;

/**
 * `GET payor/funding_accounts`: the account drafted now, a replacement waiting for review, and
 * earlier ones (replaced, declined, withdrawn), newest first.
 */
export const fundingAccountsSchema = z
  .object({
    active: fundingAccountSchema.nullable(),
    pending: fundingAccountSchema.nullable(),
    previous: z.array(fundingAccountSchema),
  })
  .meta({ id: 'PayorFundingAccounts' });
export type FundingAccounts = z.infer<typeof fundingAccountsSchema>;

/**
 * `POST payor/funding_accounts`: a replacement account (a US checking account drafted by ACH), with
 * the wallet's rules: an ABA routing number (checksum), 4 to 17 digits, typed twice.
 */
export const fundingAccountSubmissionSchema = z
  .object({
    routingNumber: routingNumberSchema,
    bankAccountNumber: bankFieldSchema(usAccountNumberRule),
    confirmBankAccountNumber: singleLineText({ error: 'validation.bankAccount.typeIntoField' })
      .trim()
      .max(usAccountNumberRule.maxLength, { error: 'validation.fundingAccount.accountNumbersDoNotMatch' }),
  })
  .superRefine((account, ctx) => {
    if (account.confirmBankAccountNumber !== account.bankAccountNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmBankAccountNumber'],
        message: 'validation.fundingAccount.accountNumbersDoNotMatch',
      });
    }
  })
  .meta({ id: 'FundingAccountSubmission' });
export type FundingAccountSubmission = z.infer<typeof fundingAccountSubmissionSchema>;
