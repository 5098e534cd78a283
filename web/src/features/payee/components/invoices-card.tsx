import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Dashboard } from '#shared/schemas/payee-dashboard.ts';
import { NavIcon } from '#web/components/layouts/area-shell/icons.tsx';
import { dashboardPaths, relationshipPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { totalStatuses } from '../lib/total-statuses.ts';
import styles from './dashboard.module.css';

const totalKeys = ['approved', 'held', 'pending'] as const;

/**
 * A total's amount on one line: its size follows the card's width and the amount's length (French
 * amounts run longer: '12 013,55 $ US'), between the h4 and h3 sizes, instead of wrapping.
 */
function FittedAmount({ text }: { text: string }) {
  return (
    <span className={`${styles.amount} ${styles.fitted}`} style={{ '--amount-chars': text.length } as CSSProperties}>
      {text}
    </span>
  );
}

/**
 * The invoice card (seeds 000 §2.5): what the carrier has outstanding with the tab's payors,
 * approved, held and pending, net of fees, as the server totalled them; one row per currency
 * (amounts are never added across currencies). Each total opens the invoice list filtered to it.
 */
export function InvoicesCard({ figures, scope }: { figures: Dashboard; scope: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { totals, held } = figures.invoices;
  const { claimedCount, unclaimedCount } = figures.relationships;
  const several = totals.length > 1;

  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="dashboard-invoices" data-card="invoices">
      <div className={styles.cardHeader}>
        <h2 id="dashboard-invoices" className={styles.cardTitle}>
          <NavIcon id="invoices" className={styles.cardIcon} />
          {t('dashboard.invoices.title')}
        </h2>
        <span className={styles.caption}>{t('dashboard.invoices.caption', { scope })}</span>
      </div>

      {totals.length === 0 ? (
        <p className={styles.empty}>{t('dashboard.invoices.empty', { scope })}</p>
      ) : (
        totals.map((total) => {
          const cents = { approved: total.approvedCents, held: total.heldCents, pending: total.pendingCents };
          const counts = { approved: total.approvedCount, held: total.heldCount, pending: total.pendingCount };
          const heldParts = held.filter((h) => h.currencyId === total.currencyId);
          return (
            <div key={total.currencyId} className={styles.currencyBlock}>
              {several ? <span className={styles.currencyTag}>{format.currencyCode(total.currencyId)}</span> : null}
              <div className={styles.totals}>
                {totalKeys.map((key) => (
                  <Link
                    key={key}
                    to={dashboardPaths.invoices(totalStatuses[key])}
                    className={`${styles.total} ${styles[key]}`}
                    data-total={key}
                  >
                    <span className={styles.totalLabel}>{t(`dashboard.invoices.${key}`)}</span>
                    <FittedAmount text={format.money(cents[key], total.currencyId)} />
                    <span className={styles.count}>{t('dashboard.invoices.count', { count: counts[key] })}</span>
                  </Link>
                ))}
              </div>
              {heldParts.length > 0 ? (
                <dl className={styles.breakdown} aria-label={t('dashboard.invoices.heldBreakdown')}>
                  {heldParts.map((part) => (
                    <div key={part.statusId}>
                      <dt>{t(`dashboard.invoices.heldStatus.${part.statusId}`)}</dt>
                      <dd>
                        {format.money(part.netCents, part.currencyId)} ({part.count})
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </div>
          );
        })
      )}

      <div className={styles.cardFooter}>
        <span className={styles.footerFacts}>
          <span>{t('dashboard.invoices.connected', { count: claimedCount })}</span>
          {unclaimedCount > 0 ? (
            <span>
              {t('dashboard.invoices.toClaim', { count: unclaimedCount })} ·{' '}
              <Link to={relationshipPaths.unclaimed}>{t('dashboard.invoices.claim')}</Link>
            </span>
          ) : null}
        </span>
        <Link to={dashboardPaths.invoices()} className={styles.arrowLink}>
          {t('dashboard.invoices.viewAll')} →
        </Link>
      </div>
    </section>
  );
}
