import { useTranslation } from 'react-i18next';
import type { InvoiceDetails } from '#shared/schemas/payee-invoices.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from './invoice-details.module.css';
import { StatusBadge } from './status-badge.tsx';

/** Every status the invoice has had, newest first, with when and who (the payor, your user, LanePay). */
export function StatusHistory({ history }: { history: InvoiceDetails['statusHistory'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <section className={styles.card} aria-labelledby="invoice-history-title">
      <h2 id="invoice-history-title" className={styles.cardTitle}>
        {t('invoices.details.history')}
      </h2>
      <ol className={styles.history} data-testid="status-history">
        {[...history].reverse().map((entry) => (
          <li key={`${entry.at}-${entry.statusId}`} className={styles.historyItem}>
            <StatusBadge statusId={entry.statusId} />
            <time className={styles.historyWhen} dateTime={entry.at}>
              {format.dateTime(entry.at)}
            </time>
            <span className={styles.historyWho}>
              {entry.byName ? t('invoices.details.byName', { name: entry.byName }) : t('invoices.details.byLanePay')}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
