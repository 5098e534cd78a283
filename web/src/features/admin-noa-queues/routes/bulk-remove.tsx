import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import { type BulkRemoval, type NoaDocumentRow, noaRemovalReasons } from '#shared/schemas/admin-noa-queues.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import card from '#web/components/ui/card.module.css';
import { FilterSelect } from '#web/components/ui/list-filters.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { ApiError } from '#web/lib/api-client.ts';
import { positiveInt } from '#web/lib/list-params.ts';
import { useBulkRemove } from '../api/bulk-remove.ts';
import { useNoaSearch } from '../api/search-noa-documents.ts';
import { DocumentsTable } from '../components/documents-table.tsx';
import styles from '../components/noa-queues.module.css';
import { usePaging } from '../lib/use-paging.ts';

/** The statuses the model lets staff remove a document from (document-transitions.ts `remove`). */
const removableStatuses = [
  DocumentStatus.ReadyToProcess,
  DocumentStatus.ActionConflict,
  DocumentStatus.Deferred,
  DocumentStatus.DeferredAndNotified,
  DocumentStatus.PendingNewFactor,
  DocumentStatus.Held,
  DocumentStatus.PendingLorValidation,
  DocumentStatus.Uploaded,
  DocumentStatus.ConversionError,
  DocumentStatus.ConversionErrorNotified,
] as const;

/**
 * `/admin/noa/bulk_remove` (seeds 001 §2): the documents of one status, a checkbox each, removed
 * together with one reason; each is removed on the version listed, and the outcome of each is shown.
 */
export function BulkRemoveRoute() {
  const { t } = useTranslation();
  const { page, pageSize, onPage, onPageSize, searchParams, setSearchParams } = usePaging();
  const asked = positiveInt(searchParams.get('status'));
  const status = removableStatuses.find((s) => s === asked) ?? DocumentStatus.ActionConflict;
  const list = useNoaSearch({ status, page, pageSize });
  const remove = useBulkRemove();
  const [selected, setSelected] = useState<ReadonlyMap<number, NoaDocumentRow>>(new Map());
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const selectedIds = useMemo(() => new Set(selected.keys()), [selected]);

  const toggle = (row: NoaDocumentRow) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const removal: BulkRemoval = {
      documents: [...selected.values()].map((row) => ({ id: row.id, version: row.version })),
      reasonCode: Number(reason) as BulkRemoval['reasonCode'],
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    remove.mutate(removal, { onSuccess: () => setSelected(new Map()) });
  };
  const error = remove.error instanceof ApiError ? remove.error : null;
  const fieldError = (field: string) => error?.fieldErrors?.[field]?.[0];

  return (
    <ListPage
      title={t('noaQueues.bulkRemove.title')}
      heading={t('noaQueues.bulkRemove.title')}
      intro={t('noaQueues.bulkRemove.intro')}
      filters={
        <>
          <section className={listPage.filters} aria-label={t('noaQueues.search.label')}>
            <div className={listPage.filterRow}>
              <FilterSelect
                label={t('noaQueues.bulkRemove.status')}
                value={status}
                onChange={(value) => {
                  setSelected(new Map());
                  setSearchParams({ status: value }, { replace: true });
                }}
              >
                {removableStatuses.map((s) => (
                  <option key={s} value={s}>
                    {t(`noaDocuments.statuses.${s}`)}
                  </option>
                ))}
              </FilterSelect>
            </div>
          </section>
          <form
            className={`${card.card} ${styles.form}`}
            onSubmit={submit}
            noValidate
            aria-label={t('noaQueues.bulkRemove.submit')}
          >
            <div className={styles.actions}>
              <strong data-testid="bulk-selected">
                {t('noaQueues.bulkRemove.selected', { count: selected.size })}
              </strong>
              <div className={styles.field}>
                <label htmlFor="noa-bulk-reason">{t('noaQueues.bulkRemove.reason')}</label>
                <select id="noa-bulk-reason" value={reason} onChange={(event) => setReason(event.target.value)}>
                  <option value="">{t('noaQueues.bulkRemove.chooseReason')}</option>
                  {noaRemovalReasons.map((code) => (
                    <option key={code} value={code}>
                      {t(`noaDocuments.reasons.${code}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.field}>
                <label htmlFor="noa-bulk-note">{t('noaQueues.bulkRemove.note')}</label>
                <input
                  id="noa-bulk-note"
                  value={note}
                  maxLength={500}
                  onChange={(event) => setNote(event.target.value)}
                />
              </div>
              <Button type="submit" variant="danger" disabled={remove.isPending}>
                {t('noaQueues.bulkRemove.submit')}
              </Button>
            </div>
            {error ? (
              <Alert level="error">{fieldError('documents') ?? fieldError('reasonCode') ?? error.message}</Alert>
            ) : null}
            {remove.data ? (
              <div data-testid="bulk-results">
                <strong>{t('noaQueues.bulkRemove.results')}</strong>
                <ul>
                  {remove.data.results.map((result) => (
                    <li key={result.id}>
                      {t('noaQueues.documentNumber', { id: result.id })}:{' '}
                      {t(`noaQueues.bulkRemove.outcomes.${result.outcome}`)}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </form>
        </>
      }
      list={list}
      paging={(data) => ({ ...data, shown: data.items.length })}
      empty={() => ({
        icon: '✓',
        title: t('noaQueues.bulkRemove.emptyTitle'),
        message: t('noaQueues.bulkRemove.emptyMessage'),
      })}
      loadFailed={t('noaQueues.loadFailed')}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      {(data) => <DocumentsTable items={data.items} selection={{ selected: selectedIds, onToggle: toggle }} />}
    </ListPage>
  );
}
