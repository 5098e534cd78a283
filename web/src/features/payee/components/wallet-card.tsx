import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import type { Dashboard, DashboardBankAccount } from '#shared/schemas/payee-dashboard.ts';
import { NavIcon } from '#web/components/layouts/area-shell/icons.tsx';
import buttonStyles from '#web/components/ui/button.module.css';
import { walletPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from './dashboard.module.css';

/** Accounts the card lists before it says how many more there are. */
const listedAccounts = 3;

const declined: readonly number[] = [BankAccountStatus.Rejected, BankAccountStatus.RejectedByTransfermate];

function statusOf(account: DashboardBankAccount): { key: string; className: string } {
  if (account.statusId === BankAccountStatus.Active) return { key: 'active', className: styles.chipSuccess ?? '' };
  if (account.isPending && account.isValidationRequired)
    return { key: 'verification', className: styles.chipInfo ?? '' };
  if (account.isPending) return { key: 'pending', className: styles.chipWarning ?? '' };
  if (declined.includes(account.statusId)) return { key: 'declined', className: styles.chipError ?? '' };
  return { key: 'inactive', className: '' };
}

/**
 * The wallet card (seeds 000 §2.5: wallet with held amount): the tab's held amount, the part of it
 * waiting for an approved bank account, and the carrier's accounts with their review status.
 */
export function WalletCard({ figures, scope }: { figures: Dashboard; scope: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { wallet } = figures;
  const shown = wallet.bankAccounts.slice(0, listedAccounts);
  const hidden = wallet.bankAccounts.length - shown.length;

  return (
    <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="dashboard-wallet" data-card="wallet">
      <div className={styles.cardHeader}>
        <h2 id="dashboard-wallet" className={styles.cardTitle}>
          <NavIcon id="payments" className={styles.cardIcon} />
          {t('dashboard.wallet.title')}
        </h2>
      </div>

      <div className={styles.heldFigure} data-figure="held">
        <span className={styles.totalLabel}>{t('dashboard.wallet.heldAmount')}</span>
        {wallet.held.length === 0 ? (
          <>
            <span className={styles.amount}>{format.money(0, figures.invoices.totals[0]?.currencyId ?? 1)}</span>
            <span className={styles.count}>{t('dashboard.wallet.nothingHeld', { scope })}</span>
          </>
        ) : (
          wallet.held.map((held) => (
            <span key={held.currencyId} className={styles.heldFigure}>
              <span className={styles.amount}>{format.money(held.heldCents, held.currencyId)}</span>
              <span className={styles.count}>{t('dashboard.wallet.heldCount', { count: held.heldCount, scope })}</span>
            </span>
          ))
        )}
      </div>
      {wallet.held
        .filter((held) => held.missingBankCents > 0)
        .map((held) => (
          <p key={held.currencyId} className={styles.note}>
            {t('dashboard.wallet.missingBank', { amount: format.money(held.missingBankCents, held.currencyId) })}
          </p>
        ))}

      {wallet.bankAccounts.length === 0 ? (
        <>
          <p className={styles.muted}>{t('dashboard.wallet.empty')}</p>
          <Link
            to={walletPaths.new}
            className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.small} ${styles.linkButton}`}
          >
            {t('dashboard.wallet.add')}
          </Link>
        </>
      ) : (
        <div>
          <span className={styles.caption}>
            {t('dashboard.wallet.accounts')} ·{' '}
            {t('dashboard.wallet.summary', {
              active: t('dashboard.wallet.activeCount', { count: wallet.activeCount }),
              pending: t('dashboard.wallet.pendingCount', { count: wallet.pendingCount }),
            })}
          </span>
          <ul className={styles.accounts}>
            {shown.map((account) => {
              const status = statusOf(account);
              return (
                <li key={account.id} className={styles.account} data-account-id={account.id}>
                  <span className={styles.accountName}>
                    <span>{account.name}</span>
                    <span>{account.destinationDescription}</span>
                  </span>
                  <span className={`${styles.chip} ${status.className}`}>
                    {t(`dashboard.wallet.status.${status.key}`)}
                  </span>
                </li>
              );
            })}
          </ul>
          {hidden > 0 ? <span className={styles.caption}>{t('dashboard.wallet.more', { count: hidden })}</span> : null}
        </div>
      )}

      <div className={styles.cardFooter}>
        <span />
        <Link to={walletPaths.list} className={styles.arrowLink}>
          {t('dashboard.wallet.manage')} →
        </Link>
      </div>
    </section>
  );
}
