import * as z from 'zod';
import { BankAccountStatus } from '../enums/bank-account-status.ts';
import { Country } from '../enums/country.ts';
import { PaymentMethodType } from '../enums/payment-method-type.ts';
import { bankAccountPayloadSchema } from '../validation/bank-account.ts';
import { bankFieldSchema } from '../validation/bank-account-fields.ts';
import { emailSchema } from '../validation/email.ts';
import { singleLineText } from '../validation/text.ts';

/**
 * The wallet's calls (seeds 000 §3, §4, §7; 001 §4, §5, §7): the payee's bank accounts, their
 * status for polling, the types a payee can add with their per-country requirements, server-side
 * validation and the routing-number lookup.
 */

const statusIdSchema = z.union(Object.values(BankAccountStatus).map((id) => z.literal(id)));
const methodTypeIdSchema = z.union(Object.values(PaymentMethodType).map((id) => z.literal(id)));

export const bankAccountStatusRefSchema = z
  .object({ id: statusIdSchema, name: z.string() })
  .meta({ id: 'BankAccountStatusRef' });

/** An account's review state, polled while it is pending (`{id}/status`). */
export const bankAccountStatusSchema = z
  .object({
    id: z.number().int(),
    status: bankAccountStatusRefSchema,
    /** Staff will call the payee to verify the account (seeds 000 §4: within 7 business days). */
    isValidationRequired: z.boolean(),
    destinationDescription: z.string(),
    /** Not in the seeds' answer; lets the alert name the account without another call. */
    accountName: z.string(),
  })
  .meta({ id: 'BankAccountStatus' });
export type BankAccountStatusView = z.infer<typeof bankAccountStatusSchema>;

export const bankAccountAddressSchema = z
  .object({
    addr1: z.string(),
    addr2: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
  })
  .meta({ id: 'BankAccountAddress' });

/** A wallet account as the payee sees it: never the full account number. */
export const bankAccountSchema = bankAccountStatusSchema
  .extend({
    paymentMethodType: z.object({ id: methodTypeIdSchema, name: z.string() }),
    countryCode: z.string(),
    currencyId: z.number().int(),
    routingNumber: z.string().nullable(),
    bankName: z.string().nullable(),
    accountNumberLast4: z.string().nullable(),
    address: bankAccountAddressSchema.nullable(),
    isPending: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'BankAccount' });
export type BankAccountView = z.infer<typeof bankAccountSchema>;

export const bankAccountListSchema = z
  .object({ bankAccounts: z.array(bankAccountSchema) })
  .meta({ id: 'BankAccounts' });
export type BankAccountList = z.infer<typeof bankAccountListSchema>;

/** Create and validate share the payload and its rules (shared/validation/bank-account.ts). */
export const bankAccountRequestSchema = bankAccountPayloadSchema.meta({ id: 'BankAccountRequest' });
export type BankAccountRequest = z.input<typeof bankAccountRequestSchema>;

export const bankAccountValidationSchema = z
  .object({
    valid: z.literal(true),
    destinationDescription: z.string(),
    /** From the routing directory when the routing number is listed there. */
    bankName: z.string().nullable(),
  })
  .meta({ id: 'BankAccountValidation' });
export type BankAccountValidation = z.infer<typeof bankAccountValidationSchema>;

export const bankFieldRequirementSchema = z.object({
  field: z.string(),
  required: z.boolean(),
  minLength: z.number().int().optional(),
  maxLength: z.number().int().optional(),
  digitCount: z.number().int().optional(),
  minDigits: z.number().int().optional(),
  format: z.enum(['aba', 'caRouting', 'region', 'postalCode', 'confirmAccountNumber', 'factorCompany']).optional(),
});

export const bankAccountTypesSchema = z
  .object({
    bankAccountTypes: z.array(
      z.object({
        id: methodTypeIdSchema,
        name: z.string(),
        /** Keyed by ISO country code (US, CA); a type a payee cannot add has none. */
        countryRequirements: z.record(
          z.string(),
          z.object({ currencyId: z.number().int(), fields: z.array(bankFieldRequirementSchema) }),
        ),
      }),
    ),
  })
  .meta({ id: 'BankAccountTypes' });
export type BankAccountTypes = z.infer<typeof bankAccountTypesSchema>;

export const bankAccountIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const routingNumberParamsSchema = z.object({
  id: z.string().regex(/^\d{9}$/, { error: 'validation.bankAccount.routingNumber' }),
});

/** A routing directory entry (the ABA lookup). */
export const routingDirectoryEntrySchema = z
  .object({ routingNumber: z.string(), bankName: z.string(), city: z.string(), state: z.string() })
  .meta({ id: 'RoutingDirectoryEntry' });
export type RoutingDirectoryEntry = z.infer<typeof routingDirectoryEntrySchema>;

export const supportedWalletCountries = [Country.UnitedStates, Country.Canada] as const;

/**
 * Linking a LoadPay account (seeds 000 §2.2 link-LoadPay-account; the calls are not in the seeds):
 * the LoadPay account is named by the email registered with LoadPay and its account number (10 to
 * 17 digits), and proven by a six-digit code sent to that email (functions/domain/bank-accounts/
 * loadpay.ts has the decision).
 */
export const loadPayAccountNumberSchema = bankFieldSchema({ required: true, minDigits: 10, maxLength: 17 });

export const loadPayCodeRequestSchema = z
  .object({
    email: emailSchema('validation.invalidEmail'),
    accountNumber: loadPayAccountNumberSchema,
  })
  .meta({ id: 'LoadPayCodeRequest' });
export type LoadPayCodeRequest = z.input<typeof loadPayCodeRequestSchema>;

export const loadPayCodeSentSchema = z
  .object({
    /** The email the code went to, masked ('d•••@example.com'). */
    sentTo: z.string(),
    expiresAt: z.string(),
    attemptsRemaining: z.number().int(),
  })
  .meta({ id: 'LoadPayCodeSent' });
export type LoadPayCodeSent = z.infer<typeof loadPayCodeSentSchema>;

export const loadPayLinkRequestSchema = loadPayCodeRequestSchema
  .extend({
    verificationCode: singleLineText({ error: 'validation.mfaCode' })
      .trim()
      .regex(/^\d{6}$/, { error: 'validation.mfaCode' }),
    /** The payee's name for the account; 'LoadPay ••••6789' when left empty. */
    accountName: singleLineText().trim().max(50, { error: 'validation.bankAccount.maxLength' }).optional(),
  })
  .meta({ id: 'LoadPayLinkRequest' });
export type LoadPayLinkRequest = z.input<typeof loadPayLinkRequestSchema>;
