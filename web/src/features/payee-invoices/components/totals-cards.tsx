import { useTranslation } from 'react-i18next';
import type { InvoiceTotals } from '#shared/schemas/payee-invoices.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from './invoices.module.css';

/**
 * The approved, held and pending totals the server computed (seeds 000 §3): what the carrier has
 * outstanding now, net of fees, one row of cards per currency (amounts are never mixed).
 */
export function TotalsCards({ totals }: { totals: readonly InvoiceTotals[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rows = totals.length > 0 ? totals : [null];
  return (
    <section aria-labelledby="invoice-totals-title" className={styles.totalsSection}>
      <div className={styles.totalsHeader}>
        <h2 id="invoice-totals-title" className={styles.totalsTitle}>
          {t('invoices.totals.label')}
        </h2>
        <span className={styles.totalsCaption}>{t('invoices.totals.caption')}</span>
      </div>
      {rows.map((total) => {
        const currencyId = total?.currencyId ?? 1;
        const cards = [
          {
            key: 'approved',
            className: styles.totalApproved,
            cents: total?.approvedCents,
            count: total?.approvedCount,
          },
          { key: 'held', className: styles.totalHeld, cents: total?.heldCents, count: total?.heldCount },
          { key: 'pending', className: styles.totalPending, cents: total?.pendingCents, count: total?.pendingCount },
        ] as const;
        return (
          <div key={currencyId} className={styles.totals}>
            {cards.map((card) => (
              <div key={card.key} className={`${styles.totalCard} ${card.className}`} data-total={card.key}>
                <span className={styles.totalLabel}>{t(`invoices.totals.${card.key}`)}</span>
                <span className={styles.totalAmount}>{format.money(card.cents ?? 0, currencyId)}</span>
                <span className={styles.totalCount}>
                  {t('invoices.totals.count', { count: card.count ?? 0 })}
                  {totals.length > 1 ? ` · ${format.currencyCode(currencyId)}` : ''}
                </span>
              </div>
            ))}
          </div>
        );
      })}
    </section>
  );
}
