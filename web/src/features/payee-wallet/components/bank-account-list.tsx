import { useTranslation } from 'react-i18next';
import type { BankAccountView } from '#shared/schemas/payee-bank-accounts.ts';
import dataTable from '#web/components/ui/data-table.module.css';
import { currencyCode, formatInstantDate, methodName } from '#web/lib/format.ts';
import { processingTimeOf } from '../lib/processing-time.ts';
import { BankAccountStatusBadge } from './status-badge.tsx';
import styles from './wallet.module.css';

function initialsOf(account: BankAccountView): string {
  return methodName(account.paymentMethodType.id)
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
}

function BankLine({ account }: { account: BankAccountView }) {
  const { t } = useTranslation();
  if (account.routingNumber) {
    return (
      <span className={styles.stack}>
        <span>{account.bankName ?? t('wallet.list.unknownBank')}</span>
        <span className={`${styles.muted} ${styles.mono}`}>
          {t('wallet.list.routing', { routing: account.routingNumber })}
        </span>
      </span>
    );
  }
  if (account.address) {
    return (
      <span className={styles.stack}>
        <span>{account.address.addr1}</span>
        <span className={styles.muted}>
          {account.address.city}, {account.address.state} {account.address.postalCode}
        </span>
      </span>
    );
  }
  // A linked digital account (LoadPay) has neither: its provider names it.
  if (account.bankName) return <span>{account.bankName}</span>;
  return <span className={styles.muted}>—</span>;
}

/** How long a payment takes to arrive by the account's method (seeds 000 §9), when the seeds say. */
function ProcessingTime({ methodType }: { methodType: number }) {
  const { t } = useTranslation();
  const time = processingTimeOf(methodType);
  if (!time) return null;
  return (
    <span className={styles.muted} data-testid="processing-time">
      {t(time.unit === 'days' ? 'wallet.form.arrivesDays' : 'wallet.form.arrivesMinutes', {
        min: time.min,
        max: time.max,
      })}
    </span>
  );
}

function StatusCell({ account }: { account: BankAccountView }) {
  const { t } = useTranslation();
  return (
    <span className={styles.stack}>
      <BankAccountStatusBadge status={account.status.id} />
      {account.isValidationRequired ? <span className={styles.muted}>{t('wallet.list.verificationCall')}</span> : null}
    </span>
  );
}

/**
 * The wallet's accounts: a table on larger screens, one card per account on phones. Numbers are
 * never shown beyond their last four digits.
 */
export function BankAccountList({ accounts }: { accounts: readonly BankAccountView[] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.card}>
      <div className={`${dataTable.tableWrap} ${styles.tableWrap}`}>
        <table className={`${dataTable.table} ${dataTable.cells}`}>
          <caption className="visually-hidden">{t('wallet.list.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wallet.list.account')}</th>
              <th scope="col">{t('wallet.list.method')}</th>
              <th scope="col">{t('wallet.list.bank')}</th>
              <th scope="col">{t('wallet.list.currency')}</th>
              <th scope="col">{t('wallet.list.status')}</th>
              <th scope="col" className={styles.numeric}>
                {t('wallet.list.added')}
              </th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.id} data-account-id={account.id}>
                <td className={styles.accountNameCell}>
                  <span className={styles.accountCell}>
                    <span className={styles.accountIcon} aria-hidden="true">
                      {initialsOf(account)}
                    </span>
                    <span className={styles.stack}>
                      <span className={styles.accountName}>{account.accountName}</span>
                      <span className={`${styles.muted} ${styles.mono}`}>{account.destinationDescription}</span>
                    </span>
                  </span>
                </td>
                <td>
                  <span className={styles.stack}>
                    <span>{methodName(account.paymentMethodType.id)}</span>
                    <ProcessingTime methodType={account.paymentMethodType.id} />
                  </span>
                </td>
                <td>
                  <BankLine account={account} />
                </td>
                <td>{currencyCode(account.currencyId)}</td>
                <td>
                  <StatusCell account={account} />
                </td>
                <td className={styles.numeric}>{formatInstantDate(account.createdAt, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.cards} aria-label={t('wallet.list.caption')}>
        {accounts.map((account) => (
          <li key={account.id} className={styles.cardItem} data-account-id={account.id}>
            <span className={styles.accountCell}>
              <span className={styles.accountIcon} aria-hidden="true">
                {initialsOf(account)}
              </span>
              <span className={styles.stack}>
                <span className={styles.accountName}>{account.accountName}</span>
                <span className={`${styles.muted} ${styles.mono}`}>{account.destinationDescription}</span>
              </span>
            </span>
            <span className={styles.cardRow}>
              <span className={styles.muted}>{t('wallet.list.status')}</span>
              <StatusCell account={account} />
            </span>
            <span className={styles.cardRow}>
              <span className={styles.muted}>{t('wallet.list.method')}</span>
              <span className={styles.stack}>
                <span>{methodName(account.paymentMethodType.id)}</span>
                <ProcessingTime methodType={account.paymentMethodType.id} />
              </span>
            </span>
            <span className={styles.cardRow}>
              <span className={styles.muted}>{t('wallet.list.bank')}</span>
              <BankLine account={account} />
            </span>
            <span className={styles.cardRow}>
              <span className={styles.muted}>{t('wallet.list.added')}</span>
              <span>{formatInstantDate(account.createdAt, i18n.language)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
