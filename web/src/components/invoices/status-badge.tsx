import { useTranslation } from 'react-i18next';
import { CreditNoteStatus } from '#shared/enums/credit-note-status.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

const invoiceTones: Record<InvoiceStatus, BadgeTone> = {
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

const creditNoteTones: Record<CreditNoteStatus, BadgeTone> = {
  [CreditNoteStatus.AppliedInFull]: 'neutral',
  [CreditNoteStatus.Held]: 'warning',
  [CreditNoteStatus.ImportError]: 'error',
  [CreditNoteStatus.Outstanding]: 'warning',
  [CreditNoteStatus.Pending]: 'info',
  [CreditNoteStatus.Removed]: 'neutral',
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
    return <Badge tone={invoiceTones[statusId]}>{t(`invoices.statuses.${statusId}`)}</Badge>;
  }
  if (!creditNoteStatus) return null;
  return (
    <Badge tone={creditNoteTones[creditNoteStatus]}>
      {t(`invoices.creditNoteStatuses.${creditNoteStatusKeys[creditNoteStatus]}`)}
    </Badge>
  );
}
