import { bankAccountHash, lastFour } from '#functions/domain/bank-accounts/account-hash.ts';
import { putActiveFundingAccountIfAbsent } from '#functions/repositories/funding-accounts.ts';
import { bankAccountHashKey } from '#functions/services/bank-account-hash-key.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { Currency } from '#shared/enums/currency.ts';
import { demoCompanies } from './demo-accounts.ts';
import { demoRoutingDirectory } from './routing-directory.ts';

/** Each demo payor's funding account: a bank of the demo routing directory and an account number. */
const demoFundingAccounts = [
  { id: 2001, payor: demoCompanies.broker, routingNumber: '111900659', accountNumber: '4417000031' },
  { id: 2002, payor: demoCompanies.shipper, routingNumber: '113000023', accountNumber: '5520008842' },
  { id: 2003, payor: demoCompanies.summitBrokers, routingNumber: '111000614', accountNumber: '7781200456' },
  { id: 2004, payor: demoCompanies.gulfCoast, routingNumber: '043000096', accountNumber: '3390011207' },
  { id: 2005, payor: demoCompanies.greatPlains, routingNumber: '061000104', accountNumber: '9012345678' },
] as const;

const setUpAt = '2026-01-05T15:00:00.000Z';

/**
 * The account LanePay drafts each demo payor from, set up by LanePay (no submitter), active. Kept
 * like any account: last four digits and the keyed hash, never the number. Seeded before the payor
 * money (seed-payor-money.ts) so its drafts record it. A payor that already has one is left alone.
 */
export async function seedFundingAccounts(): Promise<void> {
  for (const { id, payor, routingNumber, accountNumber } of demoFundingAccounts) {
    const bank = demoRoutingDirectory.find((entry) => entry.routingNumber === routingNumber);
    await putActiveFundingAccountIfAbsent({
      id,
      payorId: payor.id,
      status: BankAccountStatus.Active,
      isValidationRequired: false,
      bankName: bank?.bankName ?? null,
      routingNumber,
      accountNumberLast4: lastFour(accountNumber),
      accountNumberHash: bankAccountHash(bankAccountHashKey(), routingNumber, accountNumber),
      currencyId: Currency.USD,
      createdAt: setUpAt,
      createdByUserId: null,
      createdByName: null,
      updatedAt: setUpAt,
      statusHistory: [{ status: BankAccountStatus.Active, isValidationRequired: false, at: setUpAt, actor: 'seed' }],
    });
  }
}
