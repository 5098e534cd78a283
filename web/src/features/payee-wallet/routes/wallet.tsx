import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { serviceTimes } from '#shared/constants/payments.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import buttonStyles from '#web/components/ui/button.module.css';
import { paths, walletPaths } from '#web/config/paths.ts';
import { useBankAccounts } from '../api/get-bank-accounts.ts';
import { BankAccountList } from '../components/bank-account-list.tsx';
import { LoadPayPromo } from '../components/loadpay-promo.tsx';
import { LockIcon } from '../components/lock-icon.tsx';
import styles from '../components/wallet.module.css';

/**
 * `/payee/wallet`: where the payee's payments go (seeds 000 §2.5 Wallet, §3, §4). Lists every
 * account with its review status. Pending accounts are polled across the payee area
 * (BankAccountStatusPoller, mounted by the app), which refreshes this list when a status changes.
 */
export function WalletRoute() {
  const { t } = useTranslation();
  const accounts = useBankAccounts();
  const list = accounts.data?.bankAccounts ?? [];
  const hasPending = list.some((account) => account.isPending);

  const addLink = (
    <Link to={walletPaths.new} className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.linkButton}`}>
      {t('wallet.add')}
    </Link>
  );
  // The two ways to add an account: a bank account, or a linked LoadPay account (seeds 000 §2.5).
  const addChoices = (
    <>
      <Link
        to={paths.linkLoadPayAccount}
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.linkButton}`}
      >
        {t('wallet.loadPayLink.action')}
      </Link>
      {addLink}
    </>
  );

  return (
    <Page
      title={t('wallet.title')}
      heading={t('wallet.title')}
      actions={addChoices}
      isLoading={accounts.isPending}
      skeleton="table"
    >
      <p className={styles.intro}>{t('wallet.intro')}</p>
      {accounts.isError ? <Alert level="error">{t('wallet.errors.generic')}</Alert> : null}
      {hasPending ? (
        <Alert level="info" title={t('wallet.pending.title')}>
          {t('wallet.pending.text', { days: serviceTimes.walletVerificationCallBusinessDays })}
        </Alert>
      ) : null}
      {accounts.isSuccess && list.length === 0 ? (
        <div className={`${styles.card} ${styles.empty}`}>
          <span className={styles.emptyIcon} aria-hidden="true">
            $
          </span>
          <h2 className={styles.emptyTitle}>{t('wallet.empty.title')}</h2>
          <p className={styles.muted}>{t('wallet.empty.text')}</p>
          {addLink}
        </div>
      ) : null}
      {list.length > 0 ? <BankAccountList accounts={list} /> : null}
      {accounts.isSuccess && !list.some((account) => account.paymentMethodType.id === PaymentMethodType.LoadPay) ? (
        <LoadPayPromo />
      ) : null}
      <p className={styles.security}>
        <LockIcon />
        {t('wallet.security')}
      </p>
    </Page>
  );
}
