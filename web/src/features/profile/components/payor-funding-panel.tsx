import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import type { FundingAccountView } from '#shared/schemas/payor-profile.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import dataTable from '#web/components/ui/data-table.module.css';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useFundingAccounts } from '../api/get-funding-accounts.ts';
import { useWithdrawFundingAccount } from '../api/withdraw-funding-account.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FundingAccountForm } from './funding-account-form.tsx';
import styles from './profile.module.css';

function toneOf(status: number): BadgeTone {
  switch (status) {
    case BankAccountStatus.Active:
      return 'success';
    case BankAccountStatus.PendingVerification:
    case BankAccountStatus.PendingFinalReview:
      return 'progress';
    case BankAccountStatus.Rejected:
      return 'error';
    default:
      return 'neutral';
  }
}

function StatusBadge({ account }: { account: FundingAccountView }) {
  const { t } = useTranslation();
  return (
    <Badge tone={toneOf(account.status.id)} data-testid="funding-status">
      {t(`payorProfile.funding.statuses.${account.status.id}`, { defaultValue: account.status.name })}
    </Badge>
  );
}

/** An account masked: its bank, routing number and last four digits. */
function AccountFacts({ account }: { account: FundingAccountView }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.details}>
      <dt>{t('payorProfile.funding.bank')}</dt>
      <dd>{account.bankName ?? <span className={styles.muted}>{t('payorProfile.funding.unknownBank')}</span>}</dd>
      <dt>{t('payorProfile.funding.routingNumber')}</dt>
      <dd className={styles.mono}>{account.routingNumber}</dd>
      <dt>{t('payorProfile.funding.accountNumber')}</dt>
      <dd className={styles.mono}>{t('payorProfile.funding.masked', { last4: account.accountNumberLast4 })}</dd>
    </dl>
  );
}

/**
 * Profile → Funding account: the account LanePay drafts now, a replacement waiting for review (a
 * user administrator may withdraw it), the form to submit one, and earlier accounts.
 */
export function PayorFundingPanel({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const accounts = useFundingAccounts();
  const withdraw = useWithdrawFundingAccount();
  const [replacing, setReplacing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (accounts.isPending) return <Skeleton kind="list" />;
  const data = accounts.data;
  if (!data) return <Alert level="error">{t('payorProfile.loadFailed')}</Alert>;
  const { active, pending, previous } = data;

  return (
    <>
      <section className={cardStyles.card} aria-labelledby="funding-heading" data-testid="funding-active">
        <div className={styles.cardHeader}>
          <div className={styles.stack}>
            <h2 id="funding-heading" className={styles.cardTitle}>
              {t('payorProfile.funding.heading')}
            </h2>
            <p className={styles.muted}>{t('payorProfile.funding.intro')}</p>
          </div>
          {active ? <StatusBadge account={active} /> : null}
        </div>
        {active ? (
          <>
            <AccountFacts account={active} />
            <p className={styles.muted}>
              {t('payorProfile.funding.since', { date: format.instantDate(active.updatedAt) })}
            </p>
          </>
        ) : (
          <p className={styles.muted}>{t('payorProfile.funding.none')}</p>
        )}
        {canChange ? null : <Alert level="info">{t('payorProfile.readOnlyNote')}</Alert>}
        {canChange && !pending && !replacing ? (
          <div className={styles.formActions}>
            <Button variant="secondary" onClick={() => setReplacing(true)}>
              {t('payorProfile.funding.replace')}
            </Button>
          </div>
        ) : null}
        {canChange && !pending && replacing ? <FundingAccountForm onDone={() => setReplacing(false)} /> : null}
      </section>

      {pending ? (
        <section className={cardStyles.card} aria-labelledby="funding-pending-heading" data-testid="funding-pending">
          <div className={styles.cardHeader}>
            <h2 id="funding-pending-heading" className={styles.cardTitle}>
              {t('payorProfile.funding.pending.heading')}
            </h2>
            <StatusBadge account={pending} />
          </div>
          <p className={styles.muted}>{t('payorProfile.funding.pending.intro')}</p>
          <AccountFacts account={pending} />
          <p className={styles.muted}>
            {t('payorProfile.funding.pending.submitted', {
              name: pending.submittedByName ?? 'LanePay',
              date: format.instantDate(pending.submittedAt),
            })}
          </p>
          {canChange ? (
            <div className={styles.formActions}>
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t('payorProfile.funding.pending.withdraw')}
              </Button>
            </div>
          ) : null}
          <ConfirmDialog
            open={confirming}
            title={t('payorProfile.funding.pending.withdrawTitle')}
            text={t('payorProfile.funding.pending.withdrawText', { last4: pending.accountNumberLast4 })}
            confirmLabel={t('payorProfile.funding.pending.withdrawConfirm')}
            danger
            failureText={t('profile.errors.notSaved')}
            onConfirm={async () => {
              await withdraw.mutateAsync(pending.id);
              showToast({
                level: 'success',
                title: t('errors.successTitle'),
                message: t('payorProfile.funding.pending.withdrawn'),
              });
            }}
            onClose={() => setConfirming(false)}
          />
        </section>
      ) : null}

      {previous.length > 0 ? (
        <section className={cardStyles.card} aria-labelledby="funding-previous-heading">
          <h2 id="funding-previous-heading" className={styles.cardTitle}>
            {t('payorProfile.funding.previous.heading')}
          </h2>
          <div className={dataTable.tableWrap}>
            <table
              className={`${dataTable.table} ${dataTable.cells} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones}`}
            >
              <thead>
                <tr>
                  <th scope="col">{t('payorProfile.funding.previous.account')}</th>
                  <th scope="col">{t('payorProfile.funding.previous.status')}</th>
                  <th scope="col">{t('payorProfile.funding.previous.changed')}</th>
                </tr>
              </thead>
              <tbody>
                {previous.map((account) => (
                  <tr key={account.id}>
                    <td data-label={t('payorProfile.funding.previous.account')}>
                      {account.bankName ?? t('payorProfile.funding.unknownBank')}{' '}
                      <span className={styles.mono}>
                        {t('payorProfile.funding.masked', { last4: account.accountNumberLast4 })}
                      </span>
                    </td>
                    <td data-label={t('payorProfile.funding.previous.status')}>
                      <StatusBadge account={account} />
                    </td>
                    <td data-label={t('payorProfile.funding.previous.changed')}>
                      {format.instantDate(account.updatedAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </>
  );
}
