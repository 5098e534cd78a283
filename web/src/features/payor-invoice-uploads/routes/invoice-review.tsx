import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { InvoiceBatchStatus } from '#shared/enums/invoice-upload.ts';
import { payorInvoiceRoles } from '#shared/permissions/payor.ts';
import { hasAnyRole } from '#shared/permissions/roles.ts';
import { type InvoiceBatchView, invoiceBatchListQuerySchema } from '#shared/schemas/payor-invoice-uploads.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { areaRoutes } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormatters } from '#web/lib/format.ts';
import { readUrlFields } from '#web/lib/url-state.ts';
import { useChangeBatch } from '../api/change-batch.ts';
import { useDownloadBatchReport } from '../api/download-batch-report.ts';
import { useBatches } from '../api/get-batches.ts';
import { type BatchAction, BatchesTable } from '../components/batches-table.tsx';
import styles from '../components/uploads.module.css';

type Confirming = { batch: InvoiceBatchView; action: 'release' | 'remove' };

/**
 * `/payor/reports/invoice-review` (seeds 001 §2 invoice_review, §7 invoice_batch_review): the
 * uploaded batches, waiting for release unless another status is chosen. A batch is released
 * (its invoices go to the carriers as Pending) or removed after a confirmation, and its rows
 * download as an Excel file.
 */
export function InvoiceReviewRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { user } = useAreaShell();
  const [params, setParams] = useSearchParams();
  const fields = readUrlFields(invoiceBatchListQuerySchema.shape, params);
  const query = {
    statusId: fields.statusId ?? InvoiceBatchStatus.AwaitingRelease,
    page: fields.page ?? 1,
    pageSize: fields.pageSize ?? 25,
  };
  const batches = useBatches(query);
  const change = useChangeBatch();
  const download = useDownloadBatchReport();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const maySubmit = hasAnyRole(user.authRoles, payorInvoiceRoles);

  const setQuery = (next: Partial<typeof query>) => {
    const merged = { ...query, ...next };
    setParams(
      new URLSearchParams({
        statusId: String(merged.statusId),
        page: String(merged.page),
        pageSize: String(merged.pageSize),
      }),
    );
  };

  const act = (batch: InvoiceBatchView, action: BatchAction) => {
    setFailure(null);
    if (action === 'report') {
      download.mutate(
        { guid: batch.guid, id: batch.id },
        { onError: () => setFailure(t('invoiceUploads.review.failed')) },
      );
      return;
    }
    setConfirming({ batch, action });
  };

  const confirm = async () => {
    if (!confirming) return;
    const { batch, action } = confirming;
    setConfirming(null);
    try {
      await change.mutateAsync({ guid: batch.guid, action });
      showToast({
        level: 'success',
        title: t(action === 'release' ? 'invoiceUploads.review.released' : 'invoiceUploads.review.removed', {
          id: batch.id,
        }),
      });
    } catch (error) {
      const details = error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [];
      const message = error instanceof ApiError && !error.isGeneric ? error.message : t('invoiceUploads.review.failed');
      setFailure([message, ...details].join(' '));
    }
  };

  const page = batches.data;
  const statusOptions = Object.values(InvoiceBatchStatus)
    .filter((status) => status !== InvoiceBatchStatus.Releasing)
    .map((status) => ({ value: String(status), label: t(`invoiceUploads.statuses.${status}`) }));
  const total = confirming
    ? confirming.batch.totals.map((sum) => format.money(sum.grossCents, sum.currencyId)).join(' + ')
    : '';

  return (
    <Page
      title={t('invoiceUploads.review.pageTitle')}
      heading={t('invoiceUploads.review.heading')}
      isLoading={batches.isPending}
      actions={
        maySubmit ? <Link to={areaRoutes.payor.invoiceUpload}>{t('invoiceUploads.review.upload')}</Link> : undefined
      }
    >
      <div className={styles.layout}>
        <p className={styles.intro}>{t('invoiceUploads.review.intro')}</p>
        <div className={styles.filter}>
          <SelectField
            label={t('invoiceUploads.review.statusFilter')}
            options={statusOptions}
            value={String(query.statusId)}
            onChange={(event) =>
              setQuery({ statusId: Number(event.currentTarget.value) as InvoiceBatchStatus, page: 1 })
            }
          />
        </div>
        {failure ? <Alert level="error">{failure}</Alert> : null}
        {page && page.items.length > 0 ? (
          <>
            <BatchesTable
              batches={page.items}
              busyGuid={change.isPending ? (change.variables?.guid ?? null) : null}
              onAction={act}
            />
            <Pagination
              page={page.page}
              pageSize={page.pageSize}
              totalCount={page.totalCount}
              hasMore={page.hasMore}
              shown={page.items.length}
              onPage={(next) => setQuery({ page: next })}
              onPageSize={(size) => setQuery({ pageSize: size, page: 1 })}
            />
          </>
        ) : page ? (
          <p className={styles.muted}>
            {query.statusId === InvoiceBatchStatus.AwaitingRelease
              ? t('invoiceUploads.review.empty')
              : t('invoiceUploads.review.emptyOther')}
          </p>
        ) : null}
      </div>
      <Dialog
        open={confirming !== null}
        title={
          confirming
            ? t(
                confirming.action === 'release'
                  ? 'invoiceUploads.review.confirmReleaseTitle'
                  : 'invoiceUploads.review.confirmRemoveTitle',
                { id: confirming.batch.id },
              )
            : ''
        }
        onClose={() => setConfirming(null)}
      >
        <p>
          {confirming?.action === 'release'
            ? t('invoiceUploads.review.confirmRelease', { count: confirming.batch.invoiceCount, amount: total })
            : t('invoiceUploads.review.confirmRemove')}
        </p>
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            {t('invoiceUploads.review.cancel')}
          </Button>
          <Button variant={confirming?.action === 'remove' ? 'danger' : 'primary'} onClick={() => void confirm()}>
            {confirming?.action === 'remove' ? t('invoiceUploads.review.remove') : t('invoiceUploads.review.release')}
          </Button>
        </div>
      </Dialog>
    </Page>
  );
}
