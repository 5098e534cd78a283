import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { useFormatters } from '#web/lib/format.ts';
import { StatusBadge } from './status-badge.tsx';
import styles from './status-history.module.css';

/** One step of an invoice's history: the status, when (ISO instant), and who (null: LanePay). */
export type HistoryStep = { statusId: InvoiceStatus; at: string; byName: string | null };

/**
 * Every status the invoice has had, newest first, with when and who (the payor, a carrier's user,
 * LanePay): the carrier's and the payor's invoice pages alike.
 */
export function StatusHistory({ history }: { history: readonly HistoryStep[] }) {
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
