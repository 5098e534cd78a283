import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import dataTable from '#web/components/ui/data-table.module.css';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useFundingAccounts } from '../api/get-funding-accounts.ts';
import { useWithdrawFundingAccount } from '../api/withdraw-funding-account.ts';
import { BankAccountFacts, BankAccountStatusBadge } from './bank-account-facts.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FundingAccountForm } from './funding-account-form.tsx';
import styles from './profile.module.css';

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
          {active ? <BankAccountStatusBadge account={active} words="payorProfile.funding" /> : null}
        </div>
        {active ? (
          <>
            <BankAccountFacts account={active} words="payorProfile.funding" />
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
            <BankAccountStatusBadge account={pending} words="payorProfile.funding" />
          </div>
          <p className={styles.muted}>{t('payorProfile.funding.pending.intro')}</p>
          <BankAccountFacts account={pending} words="payorProfile.funding" />
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
                      <BankAccountStatusBadge account={account} words="payorProfile.funding" />
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
