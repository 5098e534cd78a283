import type { z } from 'zod';
import { BankAccountStatus, isPendingBankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Country } from '#shared/enums/country.ts';
import { Currency } from '#shared/enums/currency.ts';
import { bankAccountTypeNames, PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import type {
  BankAccountStatusView,
  BankAccountTypes,
  BankAccountView,
  RoutingDirectoryEntry,
} from '#shared/schemas/payee-bank-accounts.ts';
import {
  type BankAccountField,
  bankAccountFieldValue,
  type bankAccountPayloadSchema,
  bankAccountRequirements,
  requirementFor,
} from '#shared/validation/bank-account.ts';
import { bankAccountHash, lastFour } from '../domain/bank-accounts/account-hash.ts';
import { bankAccountStatusName, defaultAccountName, destinationDescription } from '../domain/bank-accounts/describe.ts';
import {
  type BankAccountAddress,
  type BankAccountRecord,
  createBankAccount,
  getBankAccount,
  getRoutingDirectoryEntry,
  listBankAccountHashHolders,
  listBankAccounts,
} from '../repositories/bank-accounts.ts';
import { getCompany } from '../repositories/companies.ts';
import { nextId } from '../repositories/counters.ts';
import { bankAccountHashKey } from './bank-account-hash-key.ts';
import { syncCompanyBankAccounts } from './bank-account-summary.ts';

/** A payload that passed the shared schema (types and fields per country checked). */
export type BankAccountInput = z.output<typeof bankAccountPayloadSchema>;

/** Field errors as message keys by field path, for the route to translate. */
export type FieldErrorKeys = Partial<Record<BankAccountField | 'paymentMethodTypeId', string>>;

/** The account a valid payload describes, before it has an id. */
type PreparedAccount = Omit<BankAccountRecord, 'id' | 'createdAt' | 'createdByUserId' | 'statusHistory'> & {
  accountNumberHash: string;
};

export type Prepared = { ok: true; account: PreparedAccount } | { ok: false; errors: FieldErrorKeys };

/**
 * The server's checks beyond the shared schema (seeds 000 §7 `validate`): the account is not
 * already in this payee's wallet for the same method, and a factoring company, when named, is
 * one. Builds the account record the payload describes; nothing is written.
 */
export async function prepareBankAccount(payeeId: number, input: BankAccountInput): Promise<Prepared> {
  const requirement = requirementFor(input.paymentMethodTypeId, input.countryCode);
  if (!requirement) return { ok: false, errors: { paymentMethodTypeId: 'wallet.validation.typeUnavailable' } };
  const methodType = input.paymentMethodTypeId as PaymentMethodType;
  const wanted = new Set(requirement.fields.map((rule) => rule.field));
  const value = (field: BankAccountField) => (wanted.has(field) ? bankAccountFieldValue(input, field) : '');

  const routingNumber = value('routingNumber') || null;
  const accountNumber = value('bankAccountNumber');
  const address: BankAccountAddress | null = wanted.has('address.addr1')
    ? {
        addr1: value('address.addr1'),
        addr2: value('address.addr2'),
        city: value('address.city'),
        state: value('address.state').toUpperCase(),
        postalCode: value('address.postalCode').toUpperCase(),
      }
    : null;
  // Checks have no account number: the mailing address identifies them instead.
  const identity = accountNumber
    ? bankAccountHash(bankAccountHashKey(), routingNumber ?? '', accountNumber)
    : bankAccountHash(bankAccountHashKey(), 'check', addressIdentity(address));

  const errors: FieldErrorKeys = {};
  const holders = await listBankAccountHashHolders(identity);
  if (holders.some((holder) => holder.payeeId === payeeId && holder.methodType === methodType)) {
    errors[accountNumber ? 'bankAccountNumber' : 'address.addr1'] = 'wallet.validation.duplicateAccount';
  }
  const factorCompanyId = wanted.has('factorCompanyId') ? (input.factorCompanyId ?? null) : null;
  if (factorCompanyId !== null) {
    const factor = await getCompany(factorCompanyId);
    if (factor?.type !== CompanyType.Factor) errors.factorCompanyId = 'wallet.validation.factorCompany';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  // The routing directory is the Fed's (ABA) one: US routing numbers only.
  const bank =
    routingNumber && input.countryCode === Country.UnitedStates ? await getRoutingDirectoryEntry(routingNumber) : null;
  const last4 = accountNumber ? lastFour(accountNumber) : null;
  const description = destinationDescription({ methodType, accountNumberLast4: last4, mailTo: address });
  return {
    ok: true,
    account: {
      payeeId,
      methodType,
      name:
        input.accountName?.trim() ||
        defaultAccountName({ bankName: bank?.bankName ?? null, accountNumberLast4: last4, description }),
      currencyId: requirement.currencyId,
      countryCode: input.countryCode,
      routingNumber,
      bankName: bank?.bankName ?? null,
      accountNumberLast4: last4,
      accountNumberHash: identity,
      intermediaryRoutingNumber: value('intermediaryRoutingNumber') || null,
      address,
      factorCompanyId,
      status: BankAccountStatus.PendingVerification,
      isValidationRequired: false,
      destinationDescription: description,
    },
  };
}

function addressIdentity(address: BankAccountAddress | null): string {
  if (!address) return '';
  return [address.addr1, address.addr2, address.city, address.state, address.postalCode]
    .map((part) => part.trim().toUpperCase().replace(/\s+/g, ' '))
    .join('|');
}

export type AddOutcome = { ok: true; account: BankAccountView } | { ok: false; errors: FieldErrorKeys };

/**
 * Adds an account to the payee's wallet, pending verification (seeds 000 §4), and refreshes the
 * wallet summary the current user carries. The account number itself is not kept (see
 * domain/bank-accounts/account-hash.ts); the same account cannot be added twice.
 */
export async function addBankAccount(
  payeeId: number,
  userId: number,
  input: BankAccountInput,
  now = new Date(),
): Promise<AddOutcome> {
  const prepared = await prepareBankAccount(payeeId, input);
  if (!prepared.ok) return prepared;
  const at = now.toISOString();
  const record: BankAccountRecord & { accountNumberHash: string } = {
    ...prepared.account,
    id: await nextId('bankAccount'),
    createdAt: at,
    updatedAt: at,
    createdByUserId: userId,
    statusHistory: [
      { status: BankAccountStatus.PendingVerification, isValidationRequired: false, at, actor: `user:${userId}` },
    ],
  };
  if ((await createBankAccount(record)) === 'duplicate') {
    const field = record.accountNumberLast4 ? 'bankAccountNumber' : 'address.addr1';
    return { ok: false, errors: { [field]: 'wallet.validation.duplicateAccount' } };
  }
  await syncCompanyBankAccounts(payeeId);
  return { ok: true, account: bankAccountView(record) };
}

/** The payee's wallet, oldest account first. */
export async function listWallet(payeeId: number): Promise<BankAccountView[]> {
  return (await listBankAccounts(payeeId)).sort((a, b) => a.id - b.id).map(bankAccountView);
}

/** One account's review state, for polling; null when the payee has no such account. */
export async function bankAccountStatus(payeeId: number, bankAccountId: number): Promise<BankAccountStatusView | null> {
  const account = await getBankAccount(payeeId, bankAccountId);
  return account ? statusView(account) : null;
}

function statusView(account: BankAccountRecord): BankAccountStatusView {
  return {
    id: account.id,
    status: { id: account.status, name: bankAccountStatusName(account.status) },
    isValidationRequired: account.isValidationRequired,
    destinationDescription: account.destinationDescription,
    accountName: account.name,
  };
}

export function bankAccountView(account: BankAccountRecord): BankAccountView {
  return {
    ...statusView(account),
    paymentMethodType: { id: account.methodType, name: bankAccountTypeNames[account.methodType] },
    countryCode: account.countryCode ?? (account.currencyId === Currency.CAD ? Country.Canada : Country.UnitedStates),
    currencyId: account.currencyId,
    routingNumber: account.routingNumber,
    bankName: account.bankName ?? null,
    accountNumberLast4: account.accountNumberLast4,
    address: account.address ?? null,
    isPending: isPendingBankAccountStatus(account.status),
    createdAt: account.createdAt,
  };
}

/** Every payment method type with what it needs per country (none where a payee cannot add it). */
export function bankAccountTypes(): BankAccountTypes {
  return {
    bankAccountTypes: Object.values(PaymentMethodType).map((id) => ({
      id,
      name: bankAccountTypeNames[id],
      countryRequirements: { ...(bankAccountRequirements[id] ?? {}) },
    })),
  };
}

/** The routing directory's bank for a routing number, or null when it is not listed. */
export function lookupRoutingNumber(routingNumber: string): Promise<RoutingDirectoryEntry | null> {
  return getRoutingDirectoryEntry(routingNumber);
}
