import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DeviceClass } from '#shared/constants/layout.ts';
import { NavIcon } from '#web/components/layouts/area-shell/icons.tsx';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { Pagination, useResultRange } from '#web/components/ui/pagination.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDeviceClass } from '#web/lib/layout-properties.ts';
import { useRememberedQuery, useRememberedScroll } from '#web/lib/list-memory.ts';
import { useBills } from '#web/lib/paperwork/get-bills.ts';
import { GroupTabs } from '../components/group-tabs.tsx';

import { SettlementFilters } from '../components/settlement-filters.tsx';
import styles from '../components/settlements.module.css';
import { SettlementsCards } from '../components/settlements-cards.tsx';
import { SettlementsTable } from '../components/settlements-table.tsx';
import { SortSelect } from '../components/sort-select.tsx';
import {
  apiQueryOf,
  carrierOptions,
  groupCounts,
  isFiltered,
  nextSort,
  readListState,
  type SettlementListState,
  writeListState,
} from '../lib/list-state.ts';

/** The list section whose query string and scroll position are remembered (seeds 000 §2.7). */
export const settlementsListSection = 'payorSettlements';

/**
 * `/payor/settlements` (seeds 001 §2, §4, §7): the bills carriers sent the payor, newest
 * submission first; the incomplete, rejected and submitted counts as tabs; filters by created
 * date range, load or invoice number, carrier and state; paging; a table on wider screens and
 * cards on a phone. The query string and scroll position are remembered for the section.
 */
export function SettlementsListRoute() {
  const { t } = useTranslation();
  const rangeText = useResultRange();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(searchParams), [searchParams]);
  const apiQuery = useMemo(() => apiQueryOf(state), [state]);
  const { restoring } = useRememberedQuery(settlementsListSection);
  const list = useBills(apiQuery, !restoring);
  const phone = useDeviceClass() === DeviceClass.Mobile;
  useRememberedScroll(settlementsListSection, list.isSuccess && !list.isPlaceholderData);

  const update = useCallback(
    (change: Partial<SettlementListState>) => {
      setSearchParams((current) => writeListState({ ...readListState(current), ...change }), { replace: true });
    },
    [setSearchParams],
  );
  // Clearing keeps the open group: the tabs are where the payor is, the filters what narrows it.
  const clear = useCallback(
    () =>
      setSearchParams(writeListState({ ...readListState(new URLSearchParams()), tab: state.tab }), { replace: true }),
    [setSearchParams, state.tab],
  );

  const data = list.data;
  // A page past the end (an old link) goes back to the first page.
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.bills.length === 0 && state.page > 1) update({ page: 1 });
  }, [data, list.isPlaceholderData, state.page, update]);

  const filtered = isFiltered(state);
  const counts = data ? groupCounts(data.totals) : null;
  const carriers = useMemo(() => (data ? carrierOptions(data) : []), [data]);

  return (
    <Page
      title={t('settlements.pageTitle')}
      heading={t('settlements.heading')}
      isLoading={restoring || list.isPending}
      skeleton="table"
    >
      <p className={listPage.intro}>{t('settlements.intro')}</p>
      <GroupTabs value={state.tab} counts={counts} onChange={(tab) => update({ tab, state: null, page: 1 })} />
      <SettlementFilters state={state} onChange={update} onClear={clear} filtered={filtered} carriers={carriers} />
      {list.isError ? (
        <div className={`${listPage.results} ${listPage.resultsPadded}`}>
          <Alert level="error" title={t('errors.errorTitle')}>
            {list.error instanceof ApiError && !list.error.isGeneric
              ? list.error.message
              : t('settlements.errors.load')}
          </Alert>
          <div>
            <Button variant="secondary" size="small" onClick={() => list.refetch()}>
              {t('settlements.errors.retry')}
            </Button>
          </div>
        </div>
      ) : data ? (
        <div
          className={`${listPage.results} ${list.isPlaceholderData ? listPage.refreshing : ''}`}
          aria-busy={list.isFetching}
        >
          <div className={listPage.toolbar}>
            <span className={listPage.resultCount} data-testid="result-count">
              {data.totalCount > 0 ? rangeText(data.page, data.pageSize, data.bills.length, data.totalCount) : null}
            </span>
            {phone ? (
              <SortSelect
                sortField={state.sortField}
                sortAsc={state.sortAsc}
                onChange={(sort) => update({ ...sort, page: 1 })}
              />
            ) : null}
          </div>
          {data.bills.length === 0 ? (
            <div className={listPage.empty}>
              <div className={listPage.emptyIcon} aria-hidden="true">
                <NavIcon id="settlements" />
              </div>
              <h2 className={listPage.emptyTitle}>
                {filtered ? t('settlements.empty.filteredTitle') : t('settlements.empty.title')}
              </h2>
              <p className={listPage.emptyMessage}>
                {filtered ? t('settlements.empty.filteredBody') : t('settlements.empty.body')}
              </p>
              {filtered ? (
                <Button variant="secondary" size="small" onClick={clear}>
                  {t('settlements.filters.clear')}
                </Button>
              ) : null}
            </div>
          ) : phone ? (
            <SettlementsCards bills={data.bills} />
          ) : (
            <SettlementsTable
              bills={data.bills}
              sortField={state.sortField}
              sortAsc={state.sortAsc}
              onSort={(field) => update({ ...nextSort(state, field), page: 1 })}
            />
          )}
          {data.totalCount > 0 ? (
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              totalCount={data.totalCount}
              hasMore={data.hasMore}
              className={styles.pagination}
              onPage={(page) => update({ page })}
              onPageSize={(pageSize) => update({ pageSize, page: 1 })}
            />
          ) : null}
        </div>
      ) : null}
    </Page>
  );
}
