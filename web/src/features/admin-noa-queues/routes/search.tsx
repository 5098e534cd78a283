import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import type { NoaDocumentRow } from '#shared/schemas/admin-noa-queues.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { noaQueuesPaths } from '#web/config/paths.ts';
import { positiveInt } from '#web/lib/list-params.ts';
import { type NoaSearchCallQuery, useNoaSearch } from '../api/search-noa-documents.ts';
import { DocumentsTable } from '../components/documents-table.tsx';
import { usePaging } from '../lib/use-paging.ts';

const criteria = ['documentId', 'carrierId', 'factorId'] as const;
const statuses = Object.values(DocumentStatus);

/** Where a found document is worked: the queue screens this feature has for its status. */
export function queueScreenOf(row: NoaDocumentRow): string | null {
  if (row.status === DocumentStatus.ActionConflict) return noaQueuesPaths.actionConflict(row.id);
  if (row.status === DocumentStatus.PendingNewFactor) return noaQueuesPaths.pendingFactor(row.id);
  if (row.status === DocumentStatus.RequestToSplit) return noaQueuesPaths.splitNoa(row.id);
  if (
    row.status === DocumentStatus.PendingLorDesignation ||
    row.status === DocumentStatus.PendingLorDesignationHighRisk
  ) {
    return noaQueuesPaths.lorDesignation(row.id);
  }
  return null;
}

/**
 * `/admin/noa/search` (seeds 001 §2): documents by number, carrier, factor or status, newest
 * first. The filters live in the address bar; with none the page shows the processing queue.
 */
export function NoaSearchRoute() {
  const { t } = useTranslation();
  const { page, pageSize, onPage, onPageSize, searchParams, setSearchParams } = usePaging();
  const query = useMemo<NoaSearchCallQuery>(() => {
    const read: NoaSearchCallQuery = { page, pageSize };
    for (const key of criteria) {
      const value = positiveInt(searchParams.get(key));
      if (value !== null) read[key] = value;
    }
    const status = positiveInt(searchParams.get('status'));
    if (status !== null && (statuses as number[]).includes(status)) read.status = status as DocumentStatus;
    const hasCriterion = criteria.some((key) => read[key] !== undefined) || read.status !== undefined;
    return hasCriterion ? read : { ...read, status: DocumentStatus.ReadyToProcess };
  }, [page, pageSize, searchParams]);
  const list = useNoaSearch(query);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of [...criteria, 'status']) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setSearchParams(next, { replace: true });
  };

  return (
    <ListPage
      title={t('noaQueues.search.title')}
      heading={t('noaQueues.search.title')}
      intro={t('noaQueues.search.intro')}
      filters={
        <form
          key={searchParams.toString()}
          className={listPage.filters}
          aria-label={t('noaQueues.search.label')}
          onSubmit={apply}
        >
          <div className={listPage.filterRow}>
            {criteria.map((key) => (
              <div key={key} className={listPage.control}>
                <label className={listPage.label} htmlFor={`noa-search-${key}`}>
                  {t(`noaQueues.search.${key}`)}
                </label>
                <input
                  id={`noa-search-${key}`}
                  name={key}
                  className={listPage.input}
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={12}
                  defaultValue={query[key] ?? ''}
                />
              </div>
            ))}
            <div className={listPage.control}>
              <label className={listPage.label} htmlFor="noa-search-status">
                {t('noaQueues.search.status')}
              </label>
              <select
                id="noa-search-status"
                name="status"
                className={listPage.select}
                defaultValue={query.status ?? ''}
              >
                <option value="">{t('noaQueues.search.anyStatus')}</option>
                {statuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`noaDocuments.statuses.${status}`)}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" size="small" className={listPage.filterButton}>
              {t('noaQueues.search.apply')}
            </Button>
          </div>
        </form>
      }
      list={list}
      paging={(data) => ({ ...data, shown: data.items.length })}
      empty={() => ({
        icon: '?',
        title: t('noaQueues.search.emptyTitle'),
        message: t('noaQueues.search.emptyMessage'),
        clear: { label: t('noaQueues.search.clear'), onClear: () => setSearchParams(new URLSearchParams()) },
      })}
      loadFailed={t('noaQueues.loadFailed')}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      {(data) => <DocumentsTable items={data.items} linkOf={queueScreenOf} />}
    </ListPage>
  );
}
