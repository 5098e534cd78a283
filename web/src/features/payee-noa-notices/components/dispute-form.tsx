import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { disputeReasonMaxLength, type NoaNotice } from '#shared/schemas/payee-noa-notices.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { NoteField } from '#web/components/ui/note-field.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useDisputeNotice } from '../api/dispute-notice.ts';
import styles from './noa-notices.module.css';

/**
 * The carrier's dispute of a notice in its window: why, then one press. The API's answer is told as
 * it is: a field error under the reason, a window that closed meanwhile (409) in the API's words.
 */
export function DisputeForm({ notice }: { notice: NoaNotice }) {
  const { t } = useTranslation();
  const dispute = useDisputeNotice();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const failure = dispute.error instanceof ApiError ? dispute.error : null;

  const submit = async () => {
    if (!reason.trim()) {
      setReasonError(t('noaNotices.dispute.reasonRequired'));
      return;
    }
    const answer = await dispute
      .mutateAsync({ id: notice.id, version: notice.version, reason: reason.trim() })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.fieldErrors.reason) setReasonError(error.fieldErrors.reason.join(' '));
        return null;
      });
    if (answer) showToast({ level: 'success', title: t('noaNotices.dispute.done'), shouldAutoHide: true });
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <NoteField
        label={t('noaNotices.dispute.reason')}
        hint={t('noaNotices.dispute.reasonHint')}
        value={reason}
        onChange={(value) => {
          setReason(value);
          if (value.trim()) setReasonError(null);
        }}
        error={reasonError}
        maxLength={disputeReasonMaxLength}
      />
      {failure && !failure.fieldErrors.reason ? (
        <Alert level="error">{failure.isGeneric ? t('noaNotices.dispute.failed') : failure.message}</Alert>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="danger" busy={dispute.isPending} busyLabel={t('noaNotices.dispute.submitting')}>
          {t('noaNotices.dispute.submit')}
        </Button>
      </div>
    </form>
  );
}
