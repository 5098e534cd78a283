import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { factorBankAccountSubmissionSchema } from '#shared/schemas/factor-profile.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import dataTable from '#web/components/ui/data-table.module.css';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { currencyCode, useFormatters } from '#web/lib/format.ts';
import { useFactorProfile } from '../api/get-factor-profile.ts';
import { useSubmitFactorBankAccount } from '../api/submit-factor-bank-account.ts';
import { BankAccountFacts, BankAccountStatusBadge } from './bank-account-facts.tsx';
import { BankAccountForm } from './bank-account-form.tsx';
import styles from './profile.module.css';

const words = 'factorProfile.bankAccounts';

/**
 * Profile → Payout account: the accounts LanePay pays the factor into now, a new one waiting for
 * review (nothing is paid into it until it is approved), the form to add one (user administrators),
 * and earlier accounts.
 */
export function FactorBankAccountsPanel({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const profile = useFactorProfile();
  const submit = useSubmitFactorBankAccount();
  const [adding, setAdding] = useState<string | null>(null);
  if (profile.isPending) return <Skeleton kind="list" />;
  const data = profile.data;
  if (!data) return <Alert level="error">{t('factorProfile.loadFailed')}</Alert>;
  const { active, pending, previous } = data.bankAccounts;

  return (
    <>
      <section className={cardStyles.card} aria-labelledby="payout-heading" data-testid="payout-active">
        <div className={styles.stack}>
          <h2 id="payout-heading" className={styles.cardTitle}>
            {t(`${words}.heading`)}
          </h2>
          <p className={styles.muted}>{t(`${words}.intro`)}</p>
        </div>
        {active.length === 0 ? <p className={styles.muted}>{t(`${words}.none`)}</p> : null}
        {active.map((account) => (
          <div key={account.id} className={styles.stack}>
            <div className={styles.cardHeader}>
              <h3 className={styles.subTitle}>{account.name}</h3>
              <BankAccountStatusBadge account={account} words={words} />
            </div>
            <BankAccountFacts account={account} words={words} />
            <p className={styles.muted}>
              {currencyCode(account.currencyId)} ·{' '}
              {t(`${words}.since`, { date: format.instantDate(account.updatedAt) })}
            </p>
          </div>
        ))}
        {canChange ? null : <Alert level="info">{t('factorProfile.readOnlyNote')}</Alert>}
        {canChange && !pending && adding === null ? (
          <div className={styles.formActions}>
            <Button variant="secondary" onClick={() => setAdding(crypto.randomUUID())}>
              {t(`${words}.add`)}
            </Button>
          </div>
        ) : null}
        {canChange && !pending && adding !== null ? (
          <BankAccountForm
            words="factorProfile.bankAccounts.form"
            schema={factorBankAccountSubmissionSchema}
            withName
            busy={submit.isPending}
            submit={(values) =>
              submit.mutateAsync({ body: { ...values, name: values.name ?? '' }, idempotencyKey: adding })
            }
            onDone={() => setAdding(null)}
          />
        ) : null}
      </section>

      {pending ? (
        <section className={cardStyles.card} aria-labelledby="payout-pending-heading" data-testid="payout-pending">
          <div className={styles.cardHeader}>
            <h2 id="payout-pending-heading" className={styles.cardTitle}>
              {t(`${words}.pending.heading`)}
            </h2>
            <BankAccountStatusBadge account={pending} words={words} />
          </div>
          <p className={styles.muted}>{t(`${words}.pending.intro`)}</p>
          <BankAccountFacts account={pending} words={words} name={pending.name} />
          <p className={styles.muted}>
            {t(`${words}.pending.submitted`, {
              name: pending.submittedByName ?? 'LanePay',
              date: format.instantDate(pending.submittedAt),
            })}
          </p>
        </section>
      ) : null}

      {previous.length > 0 ? (
        <section className={cardStyles.card} aria-labelledby="payout-previous-heading">
          <h2 id="payout-previous-heading" className={styles.cardTitle}>
            {t(`${words}.previous.heading`)}
          </h2>
          <div className={dataTable.tableWrap}>
            <table
              className={`${dataTable.table} ${dataTable.cells} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones}`}
            >
              <thead>
                <tr>
                  <th scope="col">{t(`${words}.previous.account`)}</th>
                  <th scope="col">{t(`${words}.previous.status`)}</th>
                  <th scope="col">{t(`${words}.previous.changed`)}</th>
                </tr>
              </thead>
              <tbody>
                {previous.map((account) => (
                  <tr key={account.id}>
                    <td data-label={t(`${words}.previous.account`)}>
                      {account.name}{' '}
                      <span className={styles.mono}>
                        {t(`${words}.masked`, { last4: account.accountNumberLast4 ?? '' })}
                      </span>
                    </td>
                    <td data-label={t(`${words}.previous.status`)}>
                      <BankAccountStatusBadge account={account} words={words} />
                    </td>
                    <td data-label={t(`${words}.previous.changed`)}>{format.instantDate(account.updatedAt)}</td>
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
