import { useTranslation } from 'react-i18next';
import type { ConflictHistoryRow } from '#shared/schemas/admin-noa-reviews.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { noaQueuesPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useConflictHistory } from '../api/get-conflict-history.ts';
import { DayRangeFilter, useDayRange } from '../components/day-range-filter.tsx';
import { DocumentsTable } from '../components/documents-table.tsx';
import { usePaging } from '../lib/use-paging.ts';

/**
 * `/admin/noa/action_conflicts/history` (seeds 001 §2): the conflicts resolved over the days
 * shown, newest first: the code each was raised with, how it left and who resolved it.
 */
export function ConflictHistoryRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { page, pageSize, onPage, onPageSize } = usePaging();
  const range = useDayRange();
  const list = useConflictHistory({ page, pageSize, ...range });
  const error = list.error instanceof ApiError ? list.error : null;
  const rangeError = error?.fieldErrors?.to?.[0] ?? error?.fieldErrors?.from?.[0];
  const resolution = (row: ConflictHistoryRow) =>
    t('noaQueues.conflictHistory.resolution', {
      to: t(`noaDocuments.statuses.${row.resolvedTo}`),
      by: row.resolvedByName ?? t('noaQueues.document.byPortal'),
      at: format.dateTime(row.resolvedAt),
    });
  return (
    <ListPage
      title={t('noaQueues.conflictHistory.title')}
      heading={t('noaQueues.conflictHistory.title')}
      intro={t('noaQueues.conflictHistory.intro')}
      filters={
        <DayRangeFilter
          {...(list.data ? { shown: list.data } : {})}
          {...(rangeError ? { fieldError: rangeError } : {})}
        />
      }
      list={list}
      paging={(data) => ({ ...data, shown: data.items.length })}
      empty={() => ({
        icon: '✓',
        title: t('noaQueues.conflictHistory.emptyTitle'),
        message: t('noaQueues.conflictHistory.emptyMessage'),
      })}
      loadFailed={t('noaQueues.loadFailed')}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      {(data) => (
        <DocumentsTable
          items={data.items}
          linkOf={(row) => noaQueuesPaths.conflictHistoryDocument(row.id)}
          extra={{ label: t('noaQueues.conflictHistory.resolved'), cell: resolution }}
        />
      )}
    </ListPage>
  );
}
