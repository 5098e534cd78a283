import { useTranslation } from 'react-i18next';
import { CreditNoteStatus } from '#shared/enums/credit-note-status.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import styles from './invoices.module.css';

type Tone = 'info' | 'success' | 'warning' | 'error' | 'neutral';

const invoiceTones: Record<InvoiceStatus, Tone> = {
  [InvoiceStatus.Pending]: 'info',
  [InvoiceStatus.Approved]: 'success',
  [InvoiceStatus.Paid]: 'neutral',
  [InvoiceStatus.Held]: 'warning',
  [InvoiceStatus.MissingCarrier]: 'error',
  [InvoiceStatus.Removed]: 'neutral',
  [InvoiceStatus.PendingReissue]: 'warning',
  [InvoiceStatus.MissingBank]: 'error',
  [InvoiceStatus.Refunded]: 'warning',
};

/** Credit note statuses (display names in the seeds) to their message keys and tones. */
export const creditNoteStatusKeys: Record<CreditNoteStatus, string> = {
  [CreditNoteStatus.AppliedInFull]: 'appliedInFull',
  [CreditNoteStatus.Held]: 'held',
  [CreditNoteStatus.ImportError]: 'importError',
  [CreditNoteStatus.Outstanding]: 'outstanding',
  [CreditNoteStatus.Pending]: 'pending',
  [CreditNoteStatus.Removed]: 'removed',
};

const creditNoteTones: Record<CreditNoteStatus, Tone> = {
  [CreditNoteStatus.AppliedInFull]: 'neutral',
  [CreditNoteStatus.Held]: 'warning',
  [CreditNoteStatus.ImportError]: 'error',
  [CreditNoteStatus.Outstanding]: 'warning',
  [CreditNoteStatus.Pending]: 'info',
  [CreditNoteStatus.Removed]: 'neutral',
};

const toneClass: Record<Tone, string | undefined> = {
  info: styles.badgeInfo,
  success: styles.badgeSuccess,
  warning: styles.badgeWarning,
  error: styles.badgeError,
  neutral: styles.badgeNeutral,
};

/** An invoice's or a credit note's status as a coloured pill. */
export function StatusBadge({
  statusId,
  creditNoteStatus,
}: {
  statusId: InvoiceStatus | null;
  creditNoteStatus?: CreditNoteStatus | null;
}) {
  const { t } = useTranslation();
  if (statusId !== null) {
    return (
      <span className={`${styles.badge} ${toneClass[invoiceTones[statusId]]}`}>
        {t(`invoices.statuses.${statusId}`)}
      </span>
    );
  }
  if (!creditNoteStatus) return null;
  return (
    <span className={`${styles.badge} ${toneClass[creditNoteTones[creditNoteStatus]]}`}>
      {t(`invoices.creditNoteStatuses.${creditNoteStatusKeys[creditNoteStatus]}`)}
    </span>
  );
}
