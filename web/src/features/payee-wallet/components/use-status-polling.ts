import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { bankAccountStatusPolling } from '#shared/constants/client.ts';
import { Environment } from '#shared/enums/environment.ts';
import type { BankAccountStatusView } from '#shared/schemas/payee-bank-accounts.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { showToast } from '#web/components/ui/toast-store.ts';
import { runtimeConfig } from '#web/config/runtime-config.ts';
import { loadMessages } from '#web/lib/i18n.ts';
import { getBankAccountStatus } from '../api/get-bank-account-status.ts';
import { bankAccountsQueryOptions } from '../api/get-bank-accounts.ts';
import {
  accountsToPoll,
  alertFor,
  differsFromCompanyData,
  type StatusAlert,
  statusPollIntervalMs,
} from '../lib/status-polling.ts';

/** The deployment stage; without runtime config (never in the app) it behaves as production. */
function currentStage(): Environment {
  try {
    return runtimeConfig().stage;
  } catch {
    return Environment.Production;
  }
}

const alertLevels: Record<StatusAlert, 'success' | 'error' | 'info'> = {
  approved: 'success',
  declined: 'error',
  verificationRequired: 'info',
};

/**
 * Polls the company's pending bank accounts (seeds 000 §4, 001 §4): every 60 s, at most 3 attempts
 * per list of accounts, all of them in parallel. Approved, declined and verification-required raise
 * an alert that stays until closed, and the account is then dropped from polling. When a polled
 * status differs from the user's company data, the user (and the wallet list) is read again; a
 * changed list of pending accounts starts its own three attempts.
 */
export function useBankAccountStatusPolling(): void {
  const { t } = useTranslation();
  const { user, refreshUser } = useAreaShell();
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const [alerted, setAlerted] = useState<ReadonlySet<number>>(new Set());
  const accounts = user.company.bankAccounts;
  // The latest user data and callbacks, read by the running poll without restarting its attempts.
  const accountsRef = useRef(accounts);
  accountsRef.current = accounts;
  const refreshRef = useRef(refreshUser);
  refreshRef.current = refreshUser;
  const tRef = useRef(t);
  tRef.current = t;
  const interval = useMemo(() => statusPollIntervalMs(search, currentStage(), sessionStorage), [search]);
  const ids = accountsToPoll(accounts, alerted);
  const listKey = ids.join(',');

  useEffect(() => {
    const list = listKey === '' ? [] : listKey.split(',').map(Number);
    if (list.length === 0) return;
    let attempts = 0;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const poll = async () => {
      attempts += 1;
      // The frame polls on every page; the alerts' words are the wallet's, loaded only when polling.
      const [settled] = await Promise.all([
        Promise.allSettled(list.map((id) => getBankAccountStatus(id))),
        loadMessages(['wallet']),
      ]);
      if (cancelled) return;
      const polled = settled
        .filter((result): result is PromiseFulfilledResult<BankAccountStatusView> => result.status === 'fulfilled')
        .map((result) => result.value);
      const known = new Map(accountsRef.current.map((account) => [account.id, account]));
      const newlyAlerted: number[] = [];
      for (const status of polled) {
        const alert = alertFor(status, known.get(status.id));
        if (!alert) continue;
        newlyAlerted.push(status.id);
        showToast({
          key: `bank-account-${status.id}`,
          level: alertLevels[alert],
          title: tRef.current(`wallet.alerts.${alert}.title`),
          message: tRef.current(`wallet.alerts.${alert}.message`, { accountName: status.accountName }),
          shouldAutoHide: false,
        });
      }
      if (newlyAlerted.length > 0) setAlerted((previous) => new Set([...previous, ...newlyAlerted]));
      if (differsFromCompanyData(polled, accountsRef.current)) {
        await Promise.all([refreshRef.current(), queryClient.invalidateQueries(bankAccountsQueryOptions())]);
      }
      if (!cancelled && attempts < bankAccountStatusPolling.maxAttempts) timer = setTimeout(poll, interval);
    };

    timer = setTimeout(poll, interval);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [listKey, interval, queryClient]);
}
