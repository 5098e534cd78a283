import * as z from 'zod';
import { fieldLimits } from '../constants/limits.ts';
import { Country, regionsOf } from '../enums/country.ts';
import { Currency } from '../enums/currency.ts';
import { isPaymentMethodType, PaymentMethodType } from '../enums/payment-method-type.ts';
import { isValidPostalCode } from './postal-code.ts';
import { singleLineText } from './text.ts';

/**
 * Whether a US routing number is valid: nine digits whose ABA checksum,
 * 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9), is a multiple of 10.
 */
export function isValidRoutingNumber(value: string): boolean {
  if (!new RegExp(`^\\d{${fieldLimits.routingNumberDigits}}$`).test(value)) return false;
  const d = [...value].map(Number);
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, index) => total + weight * (d[index] ?? 0), 0);
  return sum % 10 === 0;
}

/** A US routing number field: 'Invalid routing number' for anything but a valid nine-digit ABA number (seeds 000 §5). */
export const routingNumberSchema = z
  .string({ error: 'validation.bankAccount.typeIntoField' })
  .trim()
  .min(1, { error: 'validation.bankAccount.typeIntoField', abort: true })
  .refine(isValidRoutingNumber, { message: 'validation.bankAccount.routingNumber' });

/**
 * The rules one bank account field can carry (seeds 000 §5). The full per-type, per-country
 * requirements come from the bank account types call; this is what each of them maps onto.
 */
export interface BankFieldRule {
  /** Empty gives 'Please type into this field.'; otherwise an empty value passes. */
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** Exactly this many digits: 'Must be {{digitCount}} digits.' */
  digitCount?: number;
  /** At least this many digits (digits only): 'Must be at least {{digitCount}} digits.' */
  minDigits?: number;
  /** Otherwise 'Value does not match expected pattern'. */
  pattern?: RegExp;
}

/**
 * A trimmed text field checked against a rule; the first failing check is its only message, in
 * the order required, length, digits, pattern.
 */
export function bankFieldSchema(rule: BankFieldRule) {
  return singleLineText({ error: 'validation.bankAccount.typeIntoField' })
    .trim()
    .superRefine((value, ctx) => {
      const fail = (message: string, params?: Record<string, unknown>) =>
        ctx.addIssue({ code: 'custom', message, input: value, ...(params ? { params } : {}) });
      if (value === '') {
        if (rule.required) fail('validation.bankAccount.typeIntoField');
        return;
      }
      if (rule.minLength !== undefined && value.length < rule.minLength) {
        return fail('validation.bankAccount.minLength', { minLength: rule.minLength });
      }
      if (rule.maxLength !== undefined && value.length > rule.maxLength) {
        return fail('validation.bankAccount.maxLength', { maxLength: rule.maxLength });
      }
      if (rule.digitCount !== undefined && !new RegExp(`^\\d{${rule.digitCount}}$`).test(value)) {
        return fail('validation.bankAccount.digits', { digitCount: rule.digitCount });
      }
      if (rule.minDigits !== undefined && !new RegExp(`^\\d{${rule.minDigits},}$`).test(value)) {
        return fail('validation.bankAccount.minDigits', { digitCount: rule.minDigits });
      }
      if (rule.pattern && !rule.pattern.test(value)) {
        return fail('validation.bankAccount.pattern');
      }
    });
}

/** Bank account payload fields whose server errors show on the field (seeds 000 §3 and §7, 001 §5). */
export const bankAccountFieldPaths = [
  'address.addr1',
  'address.addr2',
  'address.city',
  'address.postalCode',
  'address.state',
  'bankAccountNumber',
  'confirmBankAccountNumber',
  'factorCompanyId',
  'intermediaryRoutingNumber',
  'routingNumber',
] as const;
export type BankAccountFieldPath = (typeof bankAccountFieldPaths)[number];

/** A field of the bank account payload as the requirement tables name it. */
export type BankAccountField = BankAccountFieldPath;

/**
 * One field's requirement for a bank account type in a country, as the types call publishes it
 * (plain data, so API clients can build their forms from it). `format` adds a check beyond the
 * length and digit rules: an ABA checksum, a Canadian routing number, a state or province of the
 * country, a postal code of the country, or equality with the account number.
 */
export type BankFieldRequirement = {
  field: BankAccountField;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  digitCount?: number;
  minDigits?: number;
  format?: 'aba' | 'caRouting' | 'region' | 'postalCode' | 'confirmAccountNumber' | 'factorCompany';
};

/** What a bank account type needs in one country: its currency and its fields. */
export type CountryRequirement = { currencyId: number; fields: BankFieldRequirement[] };

const addressFields = (required: boolean): BankFieldRequirement[] => [
  { field: 'address.addr1', required, maxLength: 35 },
  { field: 'address.addr2', required: false, maxLength: 35 },
  { field: 'address.city', required, maxLength: 30 },
  { field: 'address.state', required, format: 'region' },
  { field: 'address.postalCode', required, format: 'postalCode' },
];
const factorField: BankFieldRequirement = { field: 'factorCompanyId', required: false, format: 'factorCompany' };
/** A US account number: 4 to 17 digits (ACH practice). */
export const usAccountNumberRule = { required: true, minDigits: 4, maxLength: 17 } as const satisfies BankFieldRule;
const usAccountFields: BankFieldRequirement[] = [
  { field: 'routingNumber', required: true, format: 'aba' },
  { field: 'bankAccountNumber', ...usAccountNumberRule },
  { field: 'confirmBankAccountNumber', required: true, format: 'confirmAccountNumber' },
];
/** Canadian EFT routing: 0, the 3-digit institution number and the 5-digit transit number. */
const caAccountFields: BankFieldRequirement[] = [
  { field: 'routingNumber', required: true, digitCount: 9, format: 'caRouting' },
  { field: 'bankAccountNumber', required: true, minDigits: 7, maxLength: 12 },
  { field: 'confirmBankAccountNumber', required: true, format: 'confirmAccountNumber' },
];

/**
 * Which bank account types a payee can add by itself, per country (ISO code), with the fields each
 * needs (seeds 000 §3 and §5 list the types and the messages; the per-type rules are not shown, so
 * these follow US ACH/wire and Canadian EFT practice: ABA routing numbers with their checksum, US
 * account numbers of 4 to 17 digits, Canadian ones of 7 to 12, a mailing address for checks and a
 * beneficiary address for wires). Types without a country here (fuel cards, EFS, T-CHEK, drafts,
 * MXN/EUR and international wires, reverse wires, LoadPay) are set up by staff or by their own
 * linking flow, so the wallet's add form does not offer them.
 */
export const bankAccountRequirements: Partial<Record<PaymentMethodType, Partial<Record<Country, CountryRequirement>>>> =
  {
    [PaymentMethodType.Ach]: {
      [Country.UnitedStates]: { currencyId: Currency.USD, fields: [...usAccountFields, factorField] },
    },
    [PaymentMethodType.SameDayAch]: {
      [Country.UnitedStates]: { currencyId: Currency.USD, fields: [...usAccountFields, factorField] },
    },
    [PaymentMethodType.Wire]: {
      [Country.UnitedStates]: {
        currencyId: Currency.USD,
        fields: [
          ...usAccountFields,
          { field: 'intermediaryRoutingNumber', required: false, format: 'aba' },
          ...addressFields(true),
          factorField,
        ],
      },
    },
    [PaymentMethodType.Check]: {
      [Country.UnitedStates]: { currencyId: Currency.USD, fields: [...addressFields(true), factorField] },
    },
    [PaymentMethodType.CadAch]: {
      [Country.Canada]: { currencyId: Currency.CAD, fields: [...caAccountFields, factorField] },
    },
    [PaymentMethodType.CadCheck]: {
      [Country.Canada]: { currencyId: Currency.CAD, fields: [...addressFields(true), factorField] },
    },
  };

/** The requirement of a type in a country, or null when a payee cannot add that type there. */
export function requirementFor(methodType: number, country: string): CountryRequirement | null {
  if (!isPaymentMethodType(methodType) || !isCountry(country)) return null;
  return bankAccountRequirements[methodType]?.[country] ?? null;
}

function isCountry(value: string): value is Country {
  return (Object.values(Country) as string[]).includes(value);
}

const optionalText = singleLineText().max(200).optional();

/**
 * The bank account payload (seeds 000 §3 and §7) as sent to create or validate an account. The
 * object accepts every field; which ones count, and their rules, follow the type and country
 * (`bankAccountRequirements`), each failure reported on its own field path.
 */
export const bankAccountPayloadSchema = z
  .object({
    paymentMethodTypeId: z.coerce
      .number({ error: 'validation.required' })
      .int({ error: 'validation.required' })
      .positive({ error: 'validation.required' }),
    countryCode: z.enum([Country.UnitedStates, Country.Canada], { error: 'validation.required' }),
    /** The payee's name for the account; the type and last four digits when left empty. */
    accountName: singleLineText().trim().max(50, { error: 'validation.bankAccount.maxLength' }).optional(),
    routingNumber: optionalText,
    bankAccountNumber: optionalText,
    confirmBankAccountNumber: optionalText,
    intermediaryRoutingNumber: optionalText,
    address: z
      .object({
        addr1: optionalText,
        addr2: optionalText,
        city: optionalText,
        state: optionalText,
        postalCode: optionalText,
      })
      .optional(),
    /** The factoring company the account belongs to, when payments follow the carrier's factor. */
    factorCompanyId: z.number().int().positive().nullable().optional(),
  })
  .superRefine(checkBankAccountPayload);
export type BankAccountPayload = z.input<typeof bankAccountPayloadSchema>;

/** A field's value from the payload, trimmed ('' when absent). */
export function bankAccountFieldValue(payload: z.output<typeof bankAccountPayloadSchema>, field: BankAccountField) {
  if (field === 'factorCompanyId') return payload.factorCompanyId == null ? '' : String(payload.factorCompanyId);
  if (field.startsWith('address.')) {
    const key = field.slice('address.'.length) as keyof NonNullable<typeof payload.address>;
    return (payload.address?.[key] ?? '').trim();
  }
  return (payload[field as Exclude<BankAccountField, 'factorCompanyId' | `address.${string}`>] ?? '').trim();
}

function checkBankAccountPayload(payload: z.output<typeof bankAccountPayloadSchema>, ctx: z.RefinementCtx): void {
  const requirement = requirementFor(payload.paymentMethodTypeId, payload.countryCode);
  if (!requirement) {
    ctx.addIssue({ code: 'custom', message: 'wallet.validation.typeUnavailable', path: ['paymentMethodTypeId'] });
    return;
  }
  for (const rule of requirement.fields) {
    const value = bankAccountFieldValue(payload, rule.field);
    const path = rule.field.split('.');
    const fail = (message: string, params?: Record<string, unknown>) =>
      ctx.addIssue({ code: 'custom', message, path, input: value, ...(params ? { params } : {}) });
    if (rule.format === 'factorCompany') continue;
    const basic = bankFieldSchema(rule).safeParse(value);
    if (!basic.success) {
      const [issue] = basic.error.issues;
      if (issue) fail(issue.message, 'params' in issue ? (issue.params as Record<string, unknown>) : undefined);
      continue;
    }
    if (value === '') continue;
    switch (rule.format) {
      case 'aba':
        if (!isValidRoutingNumber(value)) fail('validation.bankAccount.routingNumber');
        break;
      case 'caRouting':
        if (!/^0\d{8}$/.test(value)) fail('validation.bankAccount.routingNumber');
        break;
      case 'region':
        if (!(value.toUpperCase() in regionsOf(payload.countryCode))) fail('validation.bankAccount.pattern');
        break;
      case 'postalCode':
        if (!isValidPostalCode(value, payload.countryCode)) fail('validation.postalCode');
        break;
      case 'confirmAccountNumber':
        if (value !== bankAccountFieldValue(payload, 'bankAccountNumber')) {
          fail('wallet.validation.accountNumbersDoNotMatch');
        }
        break;
    }
  }
}
