import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import styles from './profile.module.css';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  /** Runs the action; a rejection keeps the dialog open with `failureText`. */
  onConfirm: () => Promise<unknown>;
  failureText: string;
  onClose: () => void;
};

/** Asks before an action on a user, runs it, and shows its failure in place. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  danger,
  onConfirm,
  failureText,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function confirm() {
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm();
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      title={title}
      onClose={() => {
        setFailed(false);
        onClose();
      }}
    >
      <div className={styles.form}>
        <p className={styles.dialogText}>{text}</p>
        {failed ? <Alert level="error">{failureText}</Alert> : null}
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={() => void confirm()} busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
