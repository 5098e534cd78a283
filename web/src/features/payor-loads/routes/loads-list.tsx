import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayorLoadSortField } from '#shared/schemas/payor-loads.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { itemsPaging, ResultCount } from '#web/components/ui/pagination.tsx';
import { useRememberedQuery, useRememberedScroll } from '#web/lib/list-memory.ts';
import { nextSort } from '#web/lib/list-params.ts';
import { useListUrlState } from '#web/lib/use-list-url-state.ts';
import { usePayorLoads } from '../api/get-loads.ts';
import { PayorLoadFilters } from '../components/load-filters.tsx';
import { PayorLoadsTable } from '../components/loads-table.tsx';
import { isLoadListFiltered, loadsApiQueryOf, readLoadListState, writeLoadListState } from '../lib/list-state.ts';

/** The list section whose query string and scroll position are remembered (seeds 000 §2.7). */
export const payorLoadsSection = 'payorLoads';

const descendingFirst = new Set<PayorLoadSortField>(['pickupDate', 'deliveryDate', 'rateCents']);

/**
 * `/payor/loads`: the payor's loads (seeds 001 §2): pickup or delivery date with the seeds'
 * presets, a status and a search by load number; sortable columns and paging; the query and
 * scroll remembered for the section; the shell's currency filter.
 */
export function PayorLoadsListRoute() {
  const { t } = useTranslation();
  const { state, update, clear, onPage, onPageSize } = useListUrlState(readLoadListState, writeLoadListState);
  const apiQuery = useMemo(() => loadsApiQueryOf(state), [state]);
  const { restoring } = useRememberedQuery(payorLoadsSection);
  const list = usePayorLoads(apiQuery, !restoring);
  useRememberedScroll(payorLoadsSection, list.isSuccess && !list.isPlaceholderData);

  const onSort = (field: PayorLoadSortField) => update({ ...nextSort(state, field, descendingFirst), page: 1 });
  const filtered = isLoadListFiltered(state);

  return (
    <ListPage
      title={t('payorLoads.title')}
      heading={t('payorLoads.title')}
      intro={t('payorLoads.intro')}
      filters={<PayorLoadFilters state={state} onChange={update} onClear={clear} filtered={filtered} />}
      list={list}
      restoring={restoring}
      paging={itemsPaging}
      toolbar={(page) => <ResultCount answer={page} />}
      empty={() =>
        filtered
          ? {
              icon: '#',
              title: t('payorLoads.empty.title'),
              message: t('payorLoads.empty.message'),
              clear: { label: t('payorLoads.filters.clear'), onClear: clear },
            }
          : { icon: '#', title: t('payorLoads.empty.noneTitle'), message: t('payorLoads.empty.noneMessage') }
      }
      loadFailed={t('payorLoads.loadFailed')}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      {(page) => (
        <PayorLoadsTable items={page.items} sortField={state.sortField} sortAsc={state.sortAsc} onSort={onSort} />
      )}
    </ListPage>
  );
}
