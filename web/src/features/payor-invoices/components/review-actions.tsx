import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { reviewNoteMaxLength } from '#shared/schemas/payor-invoices.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { NoteField } from '#web/components/ui/note-field.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useReviewInvoices } from '../api/review-invoices.ts';
import { actionsFor, asksForNote, outcomeCounts, type ReviewAction, totalsByCurrency } from '../lib/review.ts';
import styles from './payor-invoices.module.css';

/** What a review needs of an invoice: which one, the version the reviewer saw, what it is. */
export type ReviewedInvoice = {
  id: number;
  version: number;
  statusId: InvoiceStatus;
  currencyId: number;
  grossCents: number;
};

/**
 * The review moves for one invoice or a selection: a button per move that at least one of them
 * can make, each confirmed in a dialog that names the count and total (and asks the carrier's
 * note for a hold or a reissue request). The answer is told per outcome, so an invoice that
 * changed meanwhile is never reported as done.
 */
export function ReviewActions({
  invoices,
  onDone,
}: {
  invoices: readonly ReviewedInvoice[];
  onDone?: (results: { id: number; outcome: string }[]) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const review = useReviewInvoices();
  const [action, setAction] = useState<ReviewAction | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const available = actionsFor(invoices.map((invoice) => invoice.statusId));

  const open = (chosen: ReviewAction) => {
    review.reset();
    setNote('');
    setNoteError(null);
    setAction(chosen);
  };
  const confirm = async (chosen: ReviewAction) => {
    if (asksForNote(chosen) && !note.trim()) {
      setNoteError(t('payorInvoices.review.noteRequired'));
      return;
    }
    const answer = await review
      .mutateAsync({
        invoices: invoices.map(({ id, version }) => ({ id, version })),
        statusId: chosen.target,
        ...(asksForNote(chosen) ? { note: note.trim() } : {}),
      })
      .catch(() => null);
    if (!answer) return;
    setAction(null);
    const counts = outcomeCounts(answer.results);
    const lines = [
      counts.changed > 0 ? t('payorInvoices.review.done', { count: counts.changed }) : null,
      counts.unchanged > 0 ? t('payorInvoices.review.unchanged', { count: counts.unchanged }) : null,
      counts.conflict > 0 ? t('payorInvoices.review.conflict', { count: counts.conflict }) : null,
      counts.invalidTransition > 0 ? t('payorInvoices.review.refused', { count: counts.invalidTransition }) : null,
      counts.notFound > 0 ? t('payorInvoices.review.notFound', { count: counts.notFound }) : null,
    ].filter((line): line is string => line !== null);
    const clean = counts.conflict + counts.invalidTransition + counts.notFound === 0;
    const [title = '', ...rest] = lines;
    showToast({
      level: clean ? 'success' : 'info',
      title,
      message: rest.join(' ') || undefined,
      shouldAutoHide: clean,
    });
    onDone?.(answer.results);
  };

  const amount = totalsByCurrency(invoices)
    .map((total) => format.money(total.cents, total.currencyId))
    .join(' + ');
  return (
    <>
      <div className={styles.actions}>
        {available.map((candidate) => (
          <Button
            key={candidate.key}
            size="small"
            variant={candidate.key === 'approve' ? 'primary' : candidate.key === 'remove' ? 'danger' : 'secondary'}
            onClick={() => open(candidate)}
            disabled={invoices.length === 0}
          >
            {t(`payorInvoices.review.${candidate.key}`)}
          </Button>
        ))}
      </div>
      <Dialog
        open={action !== null}
        title={action ? t(`payorInvoices.review.dialogTitles.${action.key}`) : ''}
        onClose={() => (review.isPending ? undefined : setAction(null))}
      >
        {action ? (
          <form
            className={styles.dialogBody}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void confirm(action);
            }}
          >
            <p>
              {t('payorInvoices.review.confirm', {
                action: t(`payorInvoices.review.${action.key}`),
                count: invoices.length,
                amount,
              })}
            </p>
            {action.key === 'approve' ? <p className={styles.hint}>{t('payorInvoices.review.approveHint')}</p> : null}
            {action.key === 'remove' ? <p className={styles.hint}>{t('payorInvoices.review.removeHint')}</p> : null}
            {asksForNote(action) ? (
              <NoteField
                label={t('payorInvoices.review.note')}
                hint={t('payorInvoices.review.noteHint')}
                value={note}
                onChange={(value) => {
                  setNote(value);
                  if (value.trim()) setNoteError(null);
                }}
                error={noteError}
                maxLength={reviewNoteMaxLength}
              />
            ) : null}
            {review.isError ? <Alert level="error">{t('payorInvoices.review.failed')}</Alert> : null}
            <div className={styles.dialogActions}>
              <Button variant="secondary" onClick={() => setAction(null)} disabled={review.isPending}>
                {t('payorInvoices.review.cancel')}
              </Button>
              <Button
                type="submit"
                variant={action.key === 'remove' ? 'danger' : 'primary'}
                busy={review.isPending}
                busyLabel={t('payorInvoices.review.working')}
              >
                {t('payorInvoices.review.submit')}
              </Button>
            </div>
          </form>
        ) : null}
      </Dialog>
    </>
  );
}
