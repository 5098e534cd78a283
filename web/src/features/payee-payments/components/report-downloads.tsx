import { useTranslation } from 'react-i18next';
import { PayoutReportFormat } from '#shared/schemas/payee-payments.ts';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { showToast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useDownloadPayoutReport } from '../api/download-payout-report.ts';
import styles from './payment-details.module.css';

/**
 * The payout report of a payment, as a PDF or an Excel file (seeds 000 §2.5); a term fee refund's
 * lists the invoices whose QuickPay fee it returns.
 */
export function ReportDownloads({ paymentId, feeRefund = false }: { paymentId: string; feeRefund?: boolean }) {
  const { t } = useTranslation();
  const download = useDownloadPayoutReport();
  const pending = download.isPending ? download.variables?.format : null;
  const start = (format: PayoutReportFormat) =>
    download.mutate(
      { id: paymentId, format },
      {
        onError: (error) =>
          showToast({
            level: 'error',
            title: t('errors.errorTitle'),
            message:
              error instanceof ApiError && !error.isGeneric ? error.message : t('payments.details.downloadFailed'),
          }),
      },
    );
  return (
    <section className={`${cardStyles.card} ${cardStyles.snug} ${styles.card}`} aria-labelledby="payout-report-heading">
      <h2 id="payout-report-heading" className={styles.cardTitle}>
        {t('payments.details.reports')}
      </h2>
      <p className={styles.note}>
        {t(feeRefund ? 'payments.details.reportsHintFeeRefund' : 'payments.details.reportsHint')}
      </p>
      <div className={styles.downloads}>
        <Button
          block
          onClick={() => start(PayoutReportFormat.Pdf)}
          busy={pending === PayoutReportFormat.Pdf}
          busyLabel={t('payments.details.downloading')}
          disabled={download.isPending}
        >
          {t('payments.details.downloadPdf')}
        </Button>
        <Button
          block
          variant="secondary"
          onClick={() => start(PayoutReportFormat.Xlsx)}
          busy={pending === PayoutReportFormat.Xlsx}
          busyLabel={t('payments.details.downloading')}
          disabled={download.isPending}
        >
          {t('payments.details.downloadXlsx')}
        </Button>
      </div>
    </section>
  );
}
