import { describe, expect, it } from 'vitest';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import type { CompanyBankAccount } from '#shared/schemas/current-user.ts';
import type { BankAccountStatusView } from '#shared/schemas/payee-bank-accounts.ts';
import {
  accountsToPoll,
  alertFor,
  differsFromCompanyData,
  statusPollIntervalMs,
} from '#web/features/payee-wallet/lib/status-polling.ts';

const stored = (id: number, status: number, isValidationRequired = false): CompanyBankAccount => ({
  id,
  status: { id: status },
  isValidationRequired,
  destinationDescription: `ACH ••••${id}`,
});
const polled = (id: number, status: number, isValidationRequired = false): BankAccountStatusView => ({
  id,
  status: { id: status as BankAccountStatusView['status']['id'], name: String(status) },
  isValidationRequired,
  destinationDescription: `ACH ••••${id}`,
  accountName: `Account ${id}`,
});

describe('wallet status polling (seeds 000 §4, 001 §4)', () => {
  it('polls the pending accounts not alerted yet', () => {
    const accounts = [
      stored(3, BankAccountStatus.PendingVerification),
      stored(1, BankAccountStatus.Active),
      stored(2, BankAccountStatus.PendingFinalReview, true),
      stored(4, BankAccountStatus.PendingVerification),
    ];
    expect(accountsToPoll(accounts, new Set())).toEqual([2, 3, 4]);
    expect(accountsToPoll(accounts, new Set([3]))).toEqual([2, 4]);
  });

  it('alerts approved, declined and newly required verification, nothing else', () => {
    const known = stored(5, BankAccountStatus.PendingVerification);
    expect(alertFor(polled(5, BankAccountStatus.Active), known)).toBe('approved');
    expect(alertFor(polled(5, BankAccountStatus.Rejected), known)).toBe('declined');
    expect(alertFor(polled(5, BankAccountStatus.PendingFinalReview, true), known)).toBe('verificationRequired');
    expect(alertFor(polled(5, BankAccountStatus.PendingVerification), known)).toBeNull();
    const alreadyKnown = stored(5, BankAccountStatus.PendingFinalReview, true);
    expect(alertFor(polled(5, BankAccountStatus.PendingFinalReview, true), alreadyKnown)).toBeNull();
  });

  it('refreshes the user when a polled status differs from the company data', () => {
    const accounts = [stored(5, BankAccountStatus.PendingVerification)];
    expect(differsFromCompanyData([polled(5, BankAccountStatus.PendingVerification)], accounts)).toBe(false);
    expect(differsFromCompanyData([polled(5, BankAccountStatus.Active)], accounts)).toBe(true);
    expect(differsFromCompanyData([polled(5, BankAccountStatus.PendingVerification, true)], accounts)).toBe(true);
  });

  it('polls every 60 s; outside production a query knob shortens it and is remembered', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    expect(statusPollIntervalMs('', 'local', storage)).toBe(60_000);
    expect(statusPollIntervalMs('?statusPollSeconds=2', 'local', storage)).toBe(2_000);
    expect(statusPollIntervalMs('', 'test', storage)).toBe(2_000);
    expect(statusPollIntervalMs('?statusPollSeconds=0', 'local', storage)).toBe(60_000);
    expect(statusPollIntervalMs('?statusPollSeconds=2', 'production', storage)).toBe(60_000);
  });
});
