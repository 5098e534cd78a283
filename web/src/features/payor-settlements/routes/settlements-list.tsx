import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceClass } from '#shared/constants/layout.ts';
import { NavIcon } from '#web/components/layouts/area-shell/icons.tsx';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { useResultRange } from '#web/components/ui/pagination.tsx';
import { useDeviceClass } from '#web/lib/layout-properties.ts';
import { useRememberedQuery, useRememberedScroll } from '#web/lib/list-memory.ts';
import { useBills } from '#web/lib/paperwork/get-bills.ts';
import { useListUrlState } from '#web/lib/use-list-url-state.ts';
import { GroupTabs } from '../components/group-tabs.tsx';
import { SettlementFilters } from '../components/settlement-filters.tsx';
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
  const { state, update, reset, onPage, onPageSize } = useListUrlState(readListState, writeListState);
  const apiQuery = useMemo(() => apiQueryOf(state), [state]);
  const { restoring } = useRememberedQuery(settlementsListSection);
  const list = useBills(apiQuery, !restoring);
  const phone = useDeviceClass() === DeviceClass.Mobile;
  useRememberedScroll(settlementsListSection, list.isSuccess && !list.isPlaceholderData);

  // Clearing keeps the open group: the tabs are where the payor is, the filters what narrows it.
  const clear = useCallback(() => reset({ tab: state.tab }), [reset, state.tab]);

  const data = list.data;
  const filtered = isFiltered(state);
  const counts = data ? groupCounts(data.totals) : null;
  const carriers = useMemo(() => (data ? carrierOptions(data) : []), [data]);

  return (
    <ListPage
      title={t('settlements.pageTitle')}
      heading={t('settlements.heading')}
      intro={t('settlements.intro')}
      filters={
        <>
          <GroupTabs value={state.tab} counts={counts} onChange={(tab) => update({ tab, state: null, page: 1 })} />
          <SettlementFilters state={state} onChange={update} onClear={clear} filtered={filtered} carriers={carriers} />
        </>
      }
      list={list}
      restoring={restoring}
      paging={(bills) => ({ ...bills, shown: bills.bills.length })}
      toolbar={(bills) => (
        <>
          <span className={listPage.resultCount} data-testid="result-count">
            {bills.totalCount > 0 ? rangeText(bills.page, bills.pageSize, bills.bills.length, bills.totalCount) : null}
          </span>
          {phone ? (
            <SortSelect
              sortField={state.sortField}
              sortAsc={state.sortAsc}
              onChange={(sort) => update({ ...sort, page: 1 })}
            />
          ) : null}
        </>
      )}
      empty={() => ({
        icon: <NavIcon id="settlements" />,
        title: filtered ? t('settlements.empty.filteredTitle') : t('settlements.empty.title'),
        message: filtered ? t('settlements.empty.filteredBody') : t('settlements.empty.body'),
        ...(filtered ? { clear: { label: t('settlements.filters.clear'), onClear: clear } } : {}),
      })}
      loadFailed={t('settlements.errors.load')}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      {(bills) =>
        phone ? (
          <SettlementsCards bills={bills.bills} />
        ) : (
          <SettlementsTable
            bills={bills.bills}
            sortField={state.sortField}
            sortAsc={state.sortAsc}
            onSort={(field) => update({ ...nextSort(state, field), page: 1 })}
          />
        )
      }
    </ListPage>
  );
}
