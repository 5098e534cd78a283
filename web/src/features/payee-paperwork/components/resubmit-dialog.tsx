import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Bill } from '#shared/schemas/bills.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useResubmitBills } from '#web/lib/paperwork/resubmit-bills.ts';
import styles from './paperwork.module.css';

/**
 * The show page's resubmit dialog (seeds 000 §2.5): says what will be sent to whom, then asks the
 * server to queue the bill (`resubmit_to_sqs`). The answer comes at once; the page then follows
 * the bill until the background delivery has moved it on. Problems the server finds (a missing
 * linehaul or document) are listed here and nothing is sent.
 */
export function ResubmitDialog({
  bill,
  open,
  onClose,
  onQueued,
  unmet = [],
  editTo,
}: {
  bill: Bill;
  open: boolean;
  onClose: () => void;
  onQueued: () => void;
  /** What the payor still needs (`validation_rules.unmet`, translated): listed, and nothing is sent. */
  unmet?: readonly string[];
  /** Where the bill is completed. */
  editTo?: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const resubmit = useResubmitBills();
  const [problems, setProblems] = useState<string[]>([]);

  async function confirm() {
    setProblems([]);
    try {
      await resubmit.mutateAsync([bill.id]);
      onQueued();
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = Object.values(error.fieldErrors).flat();
        setProblems(fields.length > 0 ? fields : [error.isGeneric ? t('paperwork.resubmit.failed') : error.message]);
      } else setProblems([t('paperwork.resubmit.failed')]);
    }
  }

  return (
    <Dialog
      open={open}
      title={t('paperwork.resubmit.title')}
      onClose={() => {
        if (resubmit.isPending) return;
        setProblems([]);
        onClose();
      }}
    >
      <p>
        {t('paperwork.resubmit.text', {
          number: bill.loadOrInvoiceNumber,
          payor: bill.payorName,
          total: format.money(bill.totalAmount, bill.currencyTypeId),
        })}
      </p>
      {unmet.length === 0 ? <p className={styles.muted}>{t('paperwork.resubmit.note')}</p> : null}
      {unmet.length > 0 && problems.length === 0 ? (
        <Alert level="warning" title={t('paperwork.resubmit.problemsTitle')}>
          {unmet.map((problem) => (
            <span key={problem} className={styles.alertLine}>
              {problem}
            </span>
          ))}
          {editTo ? (
            <span className={styles.alertLine}>
              <Link to={editTo}>{t('paperwork.resubmit.complete')}</Link>
            </span>
          ) : null}
        </Alert>
      ) : null}
      {problems.length > 0 ? (
        <Alert level="error" title={t('paperwork.resubmit.problemsTitle')}>
          {problems.map((problem) => (
            <span key={problem} className={styles.alertLine}>
              {problem}
            </span>
          ))}
        </Alert>
      ) : null}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose} disabled={resubmit.isPending}>
          {t('paperwork.actions.cancel')}
        </Button>
        <Button
          onClick={() => void confirm()}
          busy={resubmit.isPending}
          busyLabel={t('paperwork.resubmit.sending')}
          disabled={unmet.length > 0}
        >
          {t('paperwork.resubmit.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
