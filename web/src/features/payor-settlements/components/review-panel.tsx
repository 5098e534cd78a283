import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bill } from '#shared/schemas/bills.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import fieldStyles from '#web/components/ui/text-field.module.css';
import { ApiError } from '#web/lib/api-client.ts';
import { billQueryOptions } from '#web/lib/paperwork/get-bill.ts';
import { useUpdateBill } from '#web/lib/paperwork/update-bill.ts';
import {
  isFinal,
  needsConfirmation,
  type ReviewAction,
  requiresNote,
  reviewActionsFor,
  reviewTargets,
} from '../lib/review.ts';
import styles from './bill.module.css';

/** How much a note may say (the API's limit). */
const noteMaxLength = 500;

const variants: Record<ReviewAction, 'primary' | 'secondary' | 'ghost' | 'danger'> = {
  markSubmitted: 'primary',
  approve: 'primary',
  reject: 'secondary',
  ignore: 'ghost',
  remove: 'ghost',
};

/**
 * The payor's review of a bill (issue 4 contract): the moves its state allows, each with what it
 * means; rejecting asks for a note the carrier reads, ignoring and removing are confirmed first
 * because they are final. `onReviewed` gets the bill as the server left it.
 */
export function ReviewPanel({
  bill,
  onReviewed,
  footer,
}: {
  bill: Bill;
  onReviewed: (bill: Bill) => void;
  /** More actions about the bill's carrier, under the review. */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const update = useUpdateBill();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<ReviewAction | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const noteId = useId();
  const actions = reviewActionsFor(bill.state);

  async function run(action: ReviewAction) {
    const trimmed = note.trim();
    if (requiresNote(action) && trimmed === '') {
      setNoteError(t('settlements.review.noteRequired'));
      return;
    }
    setFailure(null);
    try {
      // Made on the bill as shown: when someone moved it meanwhile (another reviewer, the carrier),
      // the server refuses (409) and the hook reads it again, so the panel shows it as it is now.
      const updated = await update.mutateAsync({
        id: bill.id,
        version: bill.version,
        body: { state: reviewTargets[action], ...(trimmed && requiresNote(action) ? { note: trimmed } : {}) },
      });
      setConfirming(null);
      onReviewed(updated);
    } catch (error) {
      // Whatever the refusal, show the bill as it is now.
      void queryClient.invalidateQueries({ queryKey: billQueryOptions(bill.id).queryKey });
      const noteMessages = error instanceof ApiError ? error.fieldErrors.note : undefined;
      if (noteMessages?.length) setNoteError(noteMessages.join(' '));
      else setFailure(error instanceof ApiError && !error.isGeneric ? error.message : t('settlements.errors.generic'));
    }
  }

  function start(action: ReviewAction) {
    setFailure(null);
    if (needsConfirmation(action)) {
      setNote('');
      setNoteError(null);
      setConfirming(action);
    } else void run(action);
  }

  return (
    <section className={`${styles.card} ${styles.review}`} aria-labelledby="review-title" data-testid="review-panel">
      <h2 id="review-title" className={styles.cardTitle}>
        {t('settlements.review.title')}
      </h2>
      {actions.length > 0 ? (
        <>
          <p className={styles.muted}>{t('settlements.review.intro')}</p>
          <ul className={styles.actionList}>
            {actions.map((action) => (
              <li key={action} className={styles.actionItem}>
                <Button
                  variant={variants[action]}
                  block
                  onClick={() => start(action)}
                  disabled={update.isPending}
                  busy={
                    update.isPending && confirming === null && update.variables?.body.state === reviewTargets[action]
                  }
                  busyLabel={t('settlements.review.working')}
                >
                  {t(`settlements.review.actions.${action}`)}
                </Button>
                <span className={styles.actionHint}>{t(`settlements.review.hints.${action}`)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.stateNote}>
          {isFinal(bill.state)
            ? t('settlements.show.finalState', { state: t(`paperwork.states.${bill.state}`).toLowerCase() })
            : t('settlements.show.waitingForCarrier')}
        </p>
      )}
      {failure && confirming === null ? (
        <Alert level="error" title={t('settlements.review.failed')}>
          {failure}
        </Alert>
      ) : null}
      {footer}
      <Dialog
        open={confirming !== null}
        title={
          confirming && confirming !== 'markSubmitted' && confirming !== 'approve'
            ? t(`settlements.review.confirmTitle.${confirming}`, { number: bill.loadOrInvoiceNumber })
            : ''
        }
        onClose={() => (update.isPending ? undefined : setConfirming(null))}
      >
        {confirming && confirming !== 'markSubmitted' && confirming !== 'approve' ? (
          <form
            className={styles.dialogBody}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void run(confirming);
            }}
          >
            <p>{t(`settlements.review.confirmText.${confirming}`)}</p>
            {requiresNote(confirming) ? (
              <div className={fieldStyles.field}>
                <label className={fieldStyles.label} htmlFor={noteId}>
                  {t('settlements.review.note')}
                </label>
                <textarea
                  id={noteId}
                  className={`${styles.textarea} ${noteError ? styles.textareaInvalid : ''}`}
                  value={note}
                  maxLength={noteMaxLength}
                  aria-invalid={noteError ? true : undefined}
                  aria-describedby={`${noteId}-${noteError ? 'error' : 'hint'}`}
                  onChange={(event) => {
                    setNote(event.target.value);
                    if (noteError && event.target.value.trim()) setNoteError(null);
                  }}
                />
                {noteError ? (
                  <span id={`${noteId}-error`} className={fieldStyles.error} role="alert">
                    {noteError}
                  </span>
                ) : (
                  <span id={`${noteId}-hint`} className={fieldStyles.hint}>
                    {t('settlements.review.noteHint')}
                  </span>
                )}
              </div>
            ) : null}
            {failure ? (
              <Alert level="error" title={t('settlements.review.failed')}>
                {failure}
              </Alert>
            ) : null}
            <div className={styles.dialogActions}>
              <Button variant="secondary" onClick={() => setConfirming(null)} disabled={update.isPending}>
                {t('common.cancel')}
              </Button>
              <Button
                type="submit"
                variant="danger"
                busy={update.isPending}
                busyLabel={t('settlements.review.working')}
              >
                {t(`settlements.review.confirm.${confirming}`)}
              </Button>
            </div>
          </form>
        ) : null}
      </Dialog>
    </section>
  );
}
