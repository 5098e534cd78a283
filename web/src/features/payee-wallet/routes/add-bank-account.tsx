import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Page } from '#web/components/layouts/page.tsx';
import { ShowPage } from '#web/components/layouts/show-page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { walletPaths } from '#web/config/paths.ts';
import { useAddBankAccount } from '../api/add-bank-account.ts';
import { useBankAccountTypes } from '../api/get-bank-account-types.ts';
import { BankAccountForm } from '../components/bank-account-form.tsx';
import { LoadPayPromo } from '../components/loadpay-promo.tsx';
import { LockIcon } from '../components/lock-icon.tsx';
import styles from '../components/wallet.module.css';

/** `/payee/wallet/new`: add a bank account; it joins the wallet pending approval. */
export function AddBankAccountRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const types = useBankAccountTypes();
  const add = useAddBankAccount();

  async function onAdd(payload: Parameters<typeof add.mutateAsync>[0]) {
    const account = await add.mutateAsync(payload);
    showToast({
      level: 'success',
      title: t('wallet.added.title'),
      message: t('wallet.added.message', { accountName: account.accountName }),
    });
    navigate(walletPaths.list);
  }

  return (
    <Page title={t('wallet.form.title')} isLoading={types.isPending} skeleton="billEdit">
      <ShowPage
        title={t('wallet.form.title')}
        main={
          <>
            <Link to={walletPaths.list} className={styles.backLink}>
              ← {t('wallet.form.back')}
            </Link>
            {types.isError ? <Alert level="error">{t('wallet.errors.generic')}</Alert> : null}
            {types.data ? (
              <BankAccountForm types={types.data} onAdd={onAdd} onCancel={() => navigate(walletPaths.list)} />
            ) : null}
          </>
        }
        aside={
          <>
            <LoadPayPromo />
            <div className={`${styles.card} ${styles.form}`}>
              <h2 className={styles.sectionTitle}>{t('wallet.aside.title')}</h2>
              <p className={styles.muted}>{t('wallet.aside.review')}</p>
              <p className={styles.muted}>{t('wallet.aside.verification')}</p>
              <p className={styles.security}>
                <LockIcon />
                {t('wallet.security')}
              </p>
            </div>
          </>
        }
      />
    </Page>
  );
}
