import { useTranslation } from 'react-i18next';
import type { InvoiceDetails } from '#shared/schemas/payee-invoices.ts';
import { useFormatters } from '#web/lib/format.ts';
import { trackerHint } from '../lib/tracker-hint.ts';
import styles from './invoice-details.module.css';

const stepClass = { complete: styles.stepComplete, current: styles.stepCurrent, upcoming: styles.stepUpcoming };

/**
 * The status-history tracker (seeds 000 §4): received → pending (under review) → approved → paid,
 * with the side state the invoice is in below it (held, exception 'pending reissue', removed,
 * refunded, advance issued).
 */
export function StatusTracker({
  tracker,
  holdReasonId,
}: {
  tracker: InvoiceDetails['tracker'];
  /** Why a held invoice is held (its review note), so a hold LanePay placed is not put on the payor. */
  holdReasonId: number | null;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const alert = tracker.alert;
  const sideClass =
    alert?.step === 'removed' || alert?.step === 'refunded'
      ? styles.sideRemoved
      : alert?.step === 'exception'
        ? styles.sideException
        : alert?.step === 'advanceIssued'
          ? styles.sideAdvance
          : '';
  return (
    <section className={styles.card} aria-labelledby="invoice-tracker-title">
      <h2 id="invoice-tracker-title" className={styles.cardTitle}>
        {t('invoices.tracker.title')}
      </h2>
      <ol className={styles.tracker}>
        {tracker.steps.map((step, index) => (
          <li
            key={step.step}
            className={`${styles.step} ${stepClass[step.state]}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-state={step.state}
          >
            <span className={styles.dot} aria-hidden="true">
              {step.state === 'complete' ? '✓' : step.state === 'current' ? '' : index + 1}
            </span>
            <span className={styles.stepName}>{t(`invoices.tracker.${step.step}`)}</span>
            {step.step === 'pending' ? (
              <span className={styles.stepHint}>{t('invoices.tracker.pendingHint')}</span>
            ) : null}
            {step.at ? <span className={styles.stepTime}>{format.dateTime(step.at)}</span> : null}
          </li>
        ))}
      </ol>
      {alert ? (
        <div className={`${styles.sideState} ${sideClass}`} role="status">
          <span className={styles.sideStateTitle}>
            {alert.statusId !== null && alert.step === 'held'
              ? t(`invoices.statuses.${alert.statusId}`)
              : t(`invoices.tracker.${alert.step}`)}
            {alert.at ? ` · ${format.dateTime(alert.at)}` : ''}
          </span>
          {alert.step !== 'advanceIssued' ? (
            <span>{t(`invoices.tracker.${trackerHint(alert, holdReasonId)}`)}</span>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
