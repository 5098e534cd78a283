import { useTranslation } from 'react-i18next';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import type { InvoiceDetails } from '#shared/schemas/payee-invoices.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from './invoice-details.module.css';

const stepClass = { complete: styles.stepComplete, current: styles.stepCurrent, upcoming: styles.stepUpcoming };

/** Why the invoice is off the main line, in the carrier's words. */
function alertHint(alert: NonNullable<InvoiceDetails['tracker']['alert']>): string {
  if (alert.statusId === InvoiceStatus.MissingBank) return 'missingBankHint';
  if (alert.statusId === InvoiceStatus.MissingCarrier) return 'missingCarrierHint';
  if (alert.step === 'exception') return 'exceptionHint';
  if (alert.step === 'removed') return 'removedHint';
  if (alert.step === 'refunded') return 'refundedHint';
  return 'heldHint';
}

/**
 * The status-history tracker (seeds 000 §4): received → pending (under review) → approved → paid,
 * with the side state the invoice is in below it (held, exception 'pending reissue', removed,
 * refunded, advance issued).
 */
export function StatusTracker({ tracker }: { tracker: InvoiceDetails['tracker'] }) {
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
          {alert.step !== 'advanceIssued' ? <span>{t(`invoices.tracker.${alertHint(alert)}`)}</span> : null}
        </div>
      ) : null}
    </section>
  );
}
