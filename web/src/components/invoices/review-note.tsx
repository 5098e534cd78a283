import { useTranslation } from 'react-i18next';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import type { ReviewNoteView } from '#shared/schemas/invoice-review-note.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { useFormatters } from '#web/lib/format.ts';
import { isPortalHold } from './portal-holds.ts';

/**
 * Why an invoice is held or waits for a new one, as the payor said it: the carrier's and the
 * payor's invoice pages both show it while the invoice stays so.
 */
export function ReviewNote({ note }: { note: ReviewNoteView | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!note) return null;
  const title =
    note.statusId === InvoiceStatus.Held
      ? t('invoices.details.reviewNote.heldTitle', {
          reason: note.holdReasonId ? t(`invoices.holdReasons.${note.holdReasonId}`) : t('invoices.statuses.5'),
        })
      : t('invoices.details.reviewNote.reissueTitle');
  return (
    <div data-testid="review-note">
      <Alert level="warning" title={title}>
        {note.text ??
          (isPortalHold(note.holdReasonId)
            ? t(`invoices.details.reviewNote.portalHold.${note.holdReasonId}`)
            : t('invoices.details.reviewNote.noText'))}
        {note.byName ? (
          <>
            {' — '}
            {t('invoices.details.reviewNote.by', { name: note.byName, date: format.instantDate(note.at) })}
          </>
        ) : null}
      </Alert>
    </div>
  );
}
