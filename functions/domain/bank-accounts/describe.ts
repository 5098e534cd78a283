import { BankAccountStatus, isPendingBankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import type { CompanyBankAccount } from '#shared/schemas/current-user.ts';

const statusNames = new Map<number, string>(Object.entries(BankAccountStatus).map(([name, id]) => [id, name]));

/** The seeds' name of a status id (000 §3). */
export function bankAccountStatusName(status: BankAccountStatus): string {
  return statusNames.get(status) ?? String(status);
}

/** How a payment method reads in an account's description (product names, as bank statements show them). */
const methodLabels: Partial<Record<PaymentMethodType, string>> = {
  [PaymentMethodType.Ach]: 'ACH',
  [PaymentMethodType.SameDayAch]: 'Same-day ACH',
  [PaymentMethodType.Wire]: 'Wire',
  [PaymentMethodType.Check]: 'Check',
  [PaymentMethodType.CadAch]: 'CAD ACH',
  [PaymentMethodType.CadCheck]: 'CAD check',
  [PaymentMethodType.LoadPay]: 'LoadPay',
};

export function methodLabel(methodType: PaymentMethodType): string {
  return methodLabels[methodType] ?? String(methodType);
}

/**
 * Where payments to an account go, for lists and alerts without the number: the method with the
 * last four digits ('ACH ••••6789'), or for a check the city it is mailed to.
 */
export function destinationDescription(input: {
  methodType: PaymentMethodType;
  accountNumberLast4: string | null;
  mailTo?: { city: string; state: string } | null;
}): string {
  const label = methodLabel(input.methodType);
  if (input.accountNumberLast4) return `${label} ••••${input.accountNumberLast4}`;
  if (input.mailTo) return `${label} · ${input.mailTo.city}, ${input.mailTo.state.toUpperCase()}`;
  return label;
}

/** The account's name when the payee gives none: its bank and last four, else its description. */
export function defaultAccountName(input: {
  bankName: string | null;
  accountNumberLast4: string | null;
  description: string;
}): string {
  return input.bankName && input.accountNumberLast4
    ? `${input.bankName} ••••${input.accountNumberLast4}`
    : input.description;
}

type SummarySource = {
  id: number;
  status: BankAccountStatus;
  isValidationRequired: boolean;
  destinationDescription: string;
};

/** The company's wallet in brief (current_user's company.bankAccounts), oldest account first. */
export function companyBankAccounts(accounts: readonly SummarySource[]): CompanyBankAccount[] {
  return [...accounts]
    .sort((a, b) => a.id - b.id)
    .map((account) => ({
      id: account.id,
      status: { id: account.status },
      isValidationRequired: account.isValidationRequired,
      destinationDescription: account.destinationDescription,
    }));
}

/** Pending accounts are the ones the wallet polls (seeds 000 §4). */
export function isPendingAccount(account: { status: number }): boolean {
  return isPendingBankAccountStatus(account.status);
}
