import { useTranslation } from 'react-i18next';
import { InvoiceBatchStatus } from '#shared/enums/invoice-upload.ts';
import type { InvoiceBatchView } from '#shared/schemas/payor-invoice-uploads.ts';
import { Button } from '#web/components/ui/button.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import { useFormatters } from '#web/lib/format.ts';
import styles from './uploads.module.css';

export type BatchAction = 'release' | 'remove' | 'report';

/** Totals per currency, one line each (amounts of different currencies are never added). */
export function BatchTotals({ batch }: { batch: InvoiceBatchView }) {
  const format = useFormatters();
  return (
    <>
      {batch.totals.map((total) => (
        <div key={total.currencyId}>{format.money(total.grossCents, total.currencyId)}</div>
      ))}
    </>
  );
}

/** The batches of one status, newest first, each with what may be done with it. */
export function BatchesTable({
  batches,
  busyGuid,
  onAction,
}: {
  batches: readonly InvoiceBatchView[];
  busyGuid: string | null;
  onAction: (batch: InvoiceBatchView, action: BatchAction) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className={dataTable.tableWrap}>
      <table className={`${dataTable.table} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones} ${styles.table}`}>
        <thead>
          <tr>
            <th scope="col">{t('invoiceUploads.review.batch')}</th>
            <th scope="col">{t('invoiceUploads.review.file')}</th>
            <th scope="col">{t('invoiceUploads.review.uploaded')}</th>
            <th scope="col" className={styles.number}>
              {t('invoiceUploads.review.invoices')}
            </th>
            <th scope="col" className={styles.number}>
              {t('invoiceUploads.review.total')}
            </th>
            <th scope="col">{t('invoiceUploads.review.status')}</th>
            <th scope="col">{t('invoiceUploads.review.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {batches.map((batch) => {
            const waiting = batch.statusId === InvoiceBatchStatus.AwaitingRelease;
            const busy = busyGuid === batch.guid;
            return (
              <tr key={batch.guid} data-batch={batch.id}>
                <th scope="row" data-label={t('invoiceUploads.review.batch')}>
                  {batch.id}
                </th>
                <td data-label={t('invoiceUploads.review.file')}>{batch.fileName}</td>
                <td data-label={t('invoiceUploads.review.uploaded')}>
                  {format.dateTime(batch.uploadedAt)}
                  {batch.uploadedBy ? (
                    <div className={styles.muted}>{t('invoiceUploads.review.by', { name: batch.uploadedBy.name })}</div>
                  ) : null}
                </td>
                <td data-label={t('invoiceUploads.review.invoices')} className={styles.number}>
                  {batch.invoiceCount}
                  {batch.skippedDuplicateCount > 0 ? (
                    <div className={styles.muted}>
                      {t('invoiceUploads.review.skipped', { count: batch.skippedDuplicateCount })}
                    </div>
                  ) : null}
                </td>
                <td data-label={t('invoiceUploads.review.total')} className={styles.number}>
                  <BatchTotals batch={batch} />
                </td>
                <td data-label={t('invoiceUploads.review.status')}>{t(`invoiceUploads.statuses.${batch.statusId}`)}</td>
                <td data-label={t('invoiceUploads.review.actions')}>
                  <div className={styles.actions}>
                    {waiting ? (
                      <>
                        <Button
                          size="small"
                          disabled={busy}
                          aria-label={t('invoiceUploads.review.releaseLabel', { id: batch.id })}
                          onClick={() => onAction(batch, 'release')}
                        >
                          {t('invoiceUploads.review.release')}
                        </Button>
                        <Button
                          size="small"
                          variant="secondary"
                          disabled={busy}
                          aria-label={t('invoiceUploads.review.removeLabel', { id: batch.id })}
                          onClick={() => onAction(batch, 'remove')}
                        >
                          {t('invoiceUploads.review.remove')}
                        </Button>
                      </>
                    ) : null}
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={t('invoiceUploads.review.reportLabel', { id: batch.id })}
                      onClick={() => onAction(batch, 'report')}
                    >
                      {t('invoiceUploads.review.report')}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
