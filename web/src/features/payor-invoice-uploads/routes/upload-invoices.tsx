import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { invoiceUploadLimits } from '#shared/constants/invoice-uploads.ts';
import { InvoiceBatchStatus } from '#shared/enums/invoice-upload.ts';
import type { InvoiceBatchView, InvoiceUploadBody, UploadPreview } from '#shared/schemas/payor-invoice-uploads.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { showToast } from '#web/components/ui/toast-store.ts';
import { areaRoutes } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormatters } from '#web/lib/format.ts';
import { usePreviewUpload } from '../api/preview-upload.ts';
import { useSubmitUpload } from '../api/submit-upload.ts';
import { PreviewTable } from '../components/preview-table.tsx';
import styles from '../components/uploads.module.css';
import { isTooLarge, templateHref, uploadBodyOf } from '../lib/upload-file.ts';

/** The file chosen, as sent, with the key its submit is made under. */
type Chosen = { body: InvoiceUploadBody; idempotencyKey: string };

const messageOf = (error: unknown, fallback: string) => {
  if (!(error instanceof ApiError)) return fallback;
  const content = error.fieldErrors.content?.[0];
  return content ?? (error.isGeneric ? fallback : error.message);
};

/**
 * `/payor/invoices/upload` (issue 13): the payor chooses a spreadsheet, sees every row as read with
 * its problems in the cells they are about, corrects the file and chooses it again until no row has
 * an error, then submits it whole. Under batch review the invoices wait in a batch and the page
 * leads to Invoice review; otherwise they are created at once.
 */
export function UploadInvoicesRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const previewing = usePreviewUpload();
  const submitting = useSubmitUpload();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [preview, setPreview] = useState<UploadPreview | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [created, setCreated] = useState<InvoiceBatchView | null>(null);

  const choose = async (file: File | undefined) => {
    setPreview(null);
    setCreated(null);
    setFileError(null);
    submitting.reset();
    if (!file) return;
    if (isTooLarge(file)) {
      setFileError(t('invoiceUploads.file.tooLarge'));
      return;
    }
    const next = { body: await uploadBodyOf(file), idempotencyKey: crypto.randomUUID() };
    setChosen(next);
    try {
      setPreview(await previewing.mutateAsync(next.body));
    } catch (error) {
      setFileError(messageOf(error, t('invoiceUploads.file.refused')));
    }
  };

  const submit = async () => {
    if (!chosen) return;
    try {
      const { batch } = await submitting.mutateAsync(chosen);
      if (batch.statusId === InvoiceBatchStatus.AwaitingRelease) {
        showToast({
          level: 'success',
          title: t('invoiceUploads.upload.submittedTitle'),
          message: t('invoiceUploads.upload.submittedBatch', { id: batch.id, count: batch.invoiceCount }),
        });
        navigate(areaRoutes.payor.invoiceReview);
        return;
      }
      setCreated(batch);
      setPreview(null);
    } catch {
      // The answer shows under the submit button.
    }
  };

  const creatable = preview ? preview.totals.reduce((sum, total) => sum + total.count, 0) : 0;
  const canSubmit = preview !== null && preview.errorRowCount === 0 && creatable > 0;

  return (
    <Page title={t('invoiceUploads.upload.pageTitle')} heading={t('invoiceUploads.upload.heading')}>
      <div className={styles.layout}>
        <p className={styles.intro}>
          {t('invoiceUploads.upload.intro')} {t('invoiceUploads.upload.columnsHelp')}{' '}
          <a href={templateHref()} download="invoice-upload-template.csv">
            {t('invoiceUploads.upload.template')}
          </a>
        </p>
        <div className={`${cardStyles.card} ${styles.picker}`}>
          <label className={styles.field}>
            {t('invoiceUploads.upload.fileLabel')}
            <input
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-describedby="upload-file-hint"
              aria-invalid={fileError !== null || undefined}
              onChange={(event) => void choose(event.currentTarget.files?.[0])}
            />
            <span id="upload-file-hint" className={styles.hint}>
              {t('invoiceUploads.upload.fileHint', { maxRows: invoiceUploadLimits.maxRows })}
            </span>
          </label>
          {previewing.isPending ? <span role="status">{t('invoiceUploads.upload.checking')}</span> : null}
        </div>
        {fileError ? <Alert level="error">{fileError}</Alert> : null}
        {created ? (
          <Alert level="success" title={t('invoiceUploads.upload.submittedTitle')}>
            {t('invoiceUploads.upload.submittedInvoices', { count: created.invoiceIds.length })}{' '}
            <Link to={areaRoutes.payor.invoices}>{t('invoiceUploads.upload.toInvoices')}</Link>
          </Alert>
        ) : null}
        {preview ? (
          <>
            <div className={styles.summary}>
              <div className={styles.summaryText} role="status">
                <span>{t('invoiceUploads.upload.summary', { count: preview.rowCount })}</span>
                {preview.errorRowCount > 0 ? (
                  <strong>{t('invoiceUploads.upload.errorRows', { count: preview.errorRowCount })}</strong>
                ) : (
                  <span>{t('invoiceUploads.upload.ready')}</span>
                )}
                {preview.warningRowCount > 0 ? (
                  <span>{t('invoiceUploads.upload.warningRows', { count: preview.warningRowCount })}</span>
                ) : null}
                {preview.totals.map((total) => (
                  <span key={total.currencyId}>
                    {t('invoiceUploads.upload.total', {
                      amount: format.money(total.grossCents, total.currencyId),
                      count: total.count,
                    })}
                  </span>
                ))}
                {preview.errorRowCount > 0 ? (
                  <span className={styles.hint}>{t('invoiceUploads.upload.correctedHint')}</span>
                ) : preview.reviewRequired ? (
                  <span className={styles.hint}>{t('invoiceUploads.upload.reviewNotice')}</span>
                ) : null}
              </div>
              <Button
                disabled={!canSubmit}
                busy={submitting.isPending}
                busyLabel={t('invoiceUploads.upload.submitting')}
                onClick={() => void submit()}
              >
                {t('invoiceUploads.upload.submit', { count: creatable })}
              </Button>
            </div>
            {submitting.isError ? (
              <Alert level="error" title={t('invoiceUploads.upload.failed')}>
                {messageOf(submitting.error, t('invoiceUploads.upload.failed'))}
              </Alert>
            ) : null}
            <PreviewTable preview={preview} />
          </>
        ) : null}
      </div>
    </Page>
  );
}
