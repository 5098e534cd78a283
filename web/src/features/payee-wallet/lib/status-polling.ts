import { bankAccountStatusPolling } from '#shared/constants/client.ts';
import { BankAccountStatus, isPendingBankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { Environment } from '#shared/enums/environment.ts';
import type { CompanyBankAccount } from '#shared/schemas/current-user.ts';
import type { BankAccountStatusView } from '#shared/schemas/payee-bank-accounts.ts';

/** The three alerts a polled account can raise (seeds 000 §4, 001 §4). */
export type StatusAlert = 'approved' | 'declined' | 'verificationRequired';

const declined = new Set<number>([BankAccountStatus.Rejected, BankAccountStatus.RejectedByTransfermate]);

/**
 * Which alert a polled status raises, compared with what the user's company data said: Active is
 * approved, a rejection is declined, and a verification call newly required is the info alert.
 * Anything else (still pending as before) raises none.
 */
export function alertFor(polled: BankAccountStatusView, known: CompanyBankAccount | undefined): StatusAlert | null {
  if (polled.status.id === BankAccountStatus.Active) return 'approved';
  if (declined.has(polled.status.id)) return 'declined';
  if (polled.isValidationRequired && !known?.isValidationRequired) return 'verificationRequired';
  return null;
}

/** The accounts to poll: pending in the user's company data and not alerted yet, by id. */
export function accountsToPoll(accounts: readonly CompanyBankAccount[], alerted: ReadonlySet<number>): number[] {
  return accounts
    .filter((account) => isPendingBankAccountStatus(account.status.id) && !alerted.has(account.id))
    .map((account) => account.id)
    .sort((a, b) => a - b);
}

/** True when a polled account's status (or verification flag) differs from the user's company data. */
export function differsFromCompanyData(
  polled: readonly BankAccountStatusView[],
  accounts: readonly CompanyBankAccount[],
): boolean {
  const known = new Map(accounts.map((account) => [account.id, account]));
  return polled.some((status) => {
    const stored = known.get(status.id);
    return (
      !stored || stored.status.id !== status.status.id || stored.isValidationRequired !== status.isValidationRequired
    );
  });
}

/**
 * Query parameter that shortens the polling interval, in seconds, outside production (browser
 * tests, demos): `/payee/wallet?statusPollSeconds=2`. It is remembered for the tab, so it survives
 * moving between the wallet's pages. Production always polls every 60 s.
 */
export const statusPollParam = 'statusPollSeconds';
const storageKey = 'lanepay.statusPollSeconds';

export function statusPollIntervalMs(
  search: string,
  stage: Environment,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): number {
  if (stage === Environment.Production) return bankAccountStatusPolling.intervalMs;
  const fromQuery = new URLSearchParams(search).get(statusPollParam);
  if (fromQuery !== null) storage.setItem(storageKey, fromQuery);
  const seconds = Number(fromQuery ?? storage.getItem(storageKey));
  return Number.isFinite(seconds) && seconds >= 1 && seconds <= 60
    ? seconds * 1000
    : bankAccountStatusPolling.intervalMs;
}
