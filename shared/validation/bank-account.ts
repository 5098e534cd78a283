import * as z from 'zod';
import { Country, regionsOf } from '../enums/country.ts';
import { Currency } from '../enums/currency.ts';
import { isPaymentMethodType, PaymentMethodType } from '../enums/payment-method-type.ts';
import { bankFieldSchema, isValidRoutingNumber, usAccountNumberRule } from './bank-account-fields.ts';
import { isValidPostalCode } from './postal-code.ts';
import { singleLineText } from './text.ts';

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
