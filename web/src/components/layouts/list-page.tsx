import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import listPage from '../ui/list-page.module.css';
import { Pagination } from '../ui/pagination.tsx';
import { Page } from './page.tsx';

/**
 * Where a page of a list is: what its answer says of paging. `totalCount` is null for a list read
 * page by page that does not know its total (it knows only whether more follow).
 */
export type ListPaging = {
  page: number;
  pageSize: number;
  totalCount: number | null;
  hasMore: boolean;
  shown: number;
  /** The API answers the whole list at once: no paging bar (a 'Rows per page' would choose nothing). */
  whole?: boolean;
};

/** What an empty list says: one text for no data at all, another when filters hid everything. */
export type ListEmpty = {
  icon: ReactNode;
  title: string;
  message: string;
  /** Offered when filters hid everything: it clears them. */
  clear?: { label: string; onClear: () => void };
  /** What to do first when there is nothing yet (make the first one). */
  action?: ReactNode;
};

export type ListPageProps<Data> = {
  /** The page's name in the document title. */
  title: string;
  heading: ReactNode;
  /** The line under the heading saying what the list holds. */
  intro?: ReactNode;
  /** Beside the heading: the export (ExportButton, with its own progress) and other actions. */
  actions?: ReactNode;
  /** Group tabs and the filter bar, above the results. */
  filters?: ReactNode;
  /** The list's answer (a react-query result); the previous page stays shown while the next loads. */
  list: Pick<
    UseQueryResult<Data>,
    'data' | 'error' | 'isError' | 'isPending' | 'isPlaceholderData' | 'isFetching' | 'refetch'
  >;
  /** The list's remembered state is still being restored: the skeleton shows meanwhile. */
  restoring?: boolean;
  paging: (data: Data) => ListPaging;
  /** Totals of everything that matches, between the filters and the results. */
  totals?: (data: Data) => ReactNode;
  /** Above the rows: the result count ("26–50 of 312") and controls such as a sort on phones. */
  toolbar?: (data: Data) => ReactNode;
  empty: (data: Data) => ListEmpty;
  /** What to say when the list could not load and the API said nothing usable. */
  loadFailed: string;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** The rows: a table, or cards on a phone. */
  children: (data: Data) => ReactNode;
};

/**
 * The block every list page is made of (seeds 000 §2.7, §7): heading and actions, filters, totals,
 * the loading skeleton, the error with a retry, the empty state (with a way out of the filters),
 * the rows and the paging. A page past the end (an old link, fewer rows now) moves back to the last.
 */
export function ListPage<Data>({
  title,
  heading,
  intro,
  actions,
  filters,
  list,
  restoring = false,
  paging,
  totals,
  toolbar,
  empty,
  loadFailed,
  onPage,
  onPageSize,
  children,
}: ListPageProps<Data>) {
  const { t } = useTranslation();
  const data = list.data;
  const where = data === undefined ? null : paging(data);
  const settled = where !== null && !list.isPlaceholderData;
  // Without a known total, an empty page after the first goes back to the first.
  const lastPage = where?.totalCount ? Math.max(1, Math.ceil(where.totalCount / where.pageSize)) : 1;
  const pastTheEnd = settled && where.shown === 0 && where.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) onPage(lastPage);
  }, [pastTheEnd, lastPage, onPage]);

  return (
    <Page
      title={title}
      heading={heading}
      actions={actions}
      intro={intro ? <p className={listPage.intro}>{intro}</p> : null}
      isLoading={restoring || list.isPending}
      skeleton="table"
    >
      {filters}
      {list.isError ? (
        <div className={`${listPage.results} ${listPage.resultsPadded}`}>
          <Alert level="error" title={t('errors.errorTitle')}>
            {list.error instanceof ApiError && !list.error.isGeneric ? list.error.message : loadFailed}
          </Alert>
          <div>
            <Button variant="secondary" size="small" onClick={() => list.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        </div>
      ) : data !== undefined && where ? (
        <>
          {totals?.(data)}
          <div
            className={`${listPage.results} ${list.isPlaceholderData ? listPage.refreshing : ''}`}
            aria-busy={list.isFetching}
          >
            {toolbar ? <div className={listPage.toolbar}>{toolbar(data)}</div> : null}
            {where.shown === 0 ? <EmptyList {...empty(data)} /> : children(data)}
            {where.totalCount !== 0 && !where.whole ? (
              <Pagination
                page={where.page}
                pageSize={where.pageSize}
                totalCount={where.totalCount}
                hasMore={where.hasMore}
                // The paging bar says which rows it shows unless a toolbar above already does.
                {...(toolbar ? {} : { shown: where.shown })}
                onPage={onPage}
                onPageSize={onPageSize}
              />
            ) : null}
          </div>
        </>
      ) : null}
    </Page>
  );
}

function EmptyList({ icon, title, message, clear, action }: ListEmpty) {
  return (
    <div className={listPage.empty}>
      <div className={listPage.emptyIcon} aria-hidden="true">
        {icon}
      </div>
      <h2 className={listPage.emptyTitle}>{title}</h2>
      <p className={listPage.emptyMessage}>{message}</p>
      {clear ? (
        <Button variant="secondary" size="small" onClick={clear.onClear}>
          {clear.label}
        </Button>
      ) : null}
      {action}
    </div>
  );
}
