import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { payorWaitingStatuses } from '#shared/enums/invoice-status.ts';
import type { PayorInvoiceTotals } from '#shared/schemas/payor-invoices.ts';
import { payorInvoicesPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from './payor-invoices.module.css';

/** Each figure opens the list of the invoices it counts. */
const groups = [
  { key: 'pending', label: 'toReview', statuses: payorWaitingStatuses.pending },
  { key: 'approved', label: 'approved', statuses: payorWaitingStatuses.approved },
  { key: 'held', label: 'held', statuses: payorWaitingStatuses.held },
] as const;

/** What waits on the payor now, per currency: to review, approved and unpaid, held. */
export function WaitingTotals({ totals }: { totals: PayorInvoiceTotals['totals'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (totals.length === 0) return null;
  return (
    <section className={styles.totals} aria-label={t('payorInvoices.totals.label')}>
      {totals.map((total) =>
        groups.map((group) => (
          <Link
            key={`${total.currencyId}-${group.key}`}
            to={payorInvoicesPaths.list(group.statuses)}
            className={styles.total}
            data-testid={`waiting-${group.key}`}
          >
            <span className={styles.totalLabel}>{t(`payorInvoices.totals.${group.label}`)}</span>
            <span className={styles.totalAmount}>{format.money(total[group.key].cents, total.currencyId)}</span>
            <span className={styles.totalCount}>
              {t('payorInvoices.totals.count', { count: total[group.key].count })}
            </span>
          </Link>
        )),
      )}
    </section>
  );
}
