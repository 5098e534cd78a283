import { useTranslation } from 'react-i18next';
import type { Bill } from '#shared/schemas/bills.ts';
import { useFormatters } from '#web/lib/format.ts';
import { BillStateBadge } from './bill-state-badge.tsx';
import styles from './paperwork.module.css';

/** Notes the server writes as codes (the delivery check's findings), in the portal's language. */
const knownNotes = new Set(['missing_linehaul', 'missing_documents']);

/**
 * Every state a bill has had, newest first, with when (America/Chicago), who ('LanePay' for the
 * background delivery) and why (a rejection note, a failed delivery check).
 */
export function BillHistory({ history }: { history: Bill['history'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const entries = [...history].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section className={styles.historySection} aria-labelledby="bill-history-title">
      <h2 id="bill-history-title" className={styles.sectionTitle}>
        {t('paperwork.history.title')}
      </h2>
      {entries.length === 0 ? (
        <p className={styles.emptyLine}>{t('paperwork.history.empty')}</p>
      ) : (
        <ol className={styles.history} data-testid="bill-history">
          {entries.map((entry) => (
            <li key={`${entry.at}-${entry.to}-${entry.by}`} className={styles.historyItem}>
              <span className={styles.historyDot} aria-hidden="true" />
              <div className={styles.historyBody}>
                <div className={styles.historyHead}>
                  <BillStateBadge state={entry.to} />
                  <span className={styles.muted}>
                    {entry.from
                      ? t('paperwork.history.moved', { from: t(`paperwork.states.${entry.from}`) })
                      : t('paperwork.history.created')}
                  </span>
                </div>
                <span className={styles.historyMeta}>
                  <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
                  {' · '}
                  {t('paperwork.history.by', { name: entry.by })}
                </span>
                {entry.note ? (
                  <span className={styles.historyNote}>
                    {knownNotes.has(entry.note) ? t(`paperwork.history.notes.${entry.note}`) : entry.note}
                  </span>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
