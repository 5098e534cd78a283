import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FactorLoadSortField } from '#shared/schemas/factor-loads.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { itemsPaging, ResultCount } from '#web/components/ui/pagination.tsx';
import { useRememberedQuery, useRememberedScroll } from '#web/lib/list-memory.ts';
import { nextSort } from '#web/lib/list-params.ts';
import { useListUrlState } from '#web/lib/use-list-url-state.ts';
import { useFactorLoads } from '../api/get-loads.ts';
import { FactorLoadFilters } from '../components/load-filters.tsx';
import { FactorLoadsTable } from '../components/loads-table.tsx';
import {
  factorLoadsApiQueryOf,
  isFactorLoadListFiltered,
  readFactorLoadListState,
  writeFactorLoadListState,
} from '../lib/list-state.ts';

/** The list section whose query string and scroll position are remembered (seeds 000 §2.7). */
export const factorLoadsSection = 'factorLoads';

const descendingFirst = new Set<FactorLoadSortField>([
  FactorLoadSortField.PickupDate,
  FactorLoadSortField.DeliveryDate,
  FactorLoadSortField.InvoiceCents,
]);

/**
 * `/factor/loads`: the loads of the invoices assigned to the factor (issue 16), with status,
 * debtor, client and a search by load number; sortable columns and paging; the query and scroll
 * remembered; the shell's currency filter.
 */
export function FactorLoadsListRoute() {
  const { t } = useTranslation();
  const { state, update, clear, onPage, onPageSize } = useListUrlState(
    readFactorLoadListState,
    writeFactorLoadListState,
  );
  const apiQuery = useMemo(() => factorLoadsApiQueryOf(state), [state]);
  const { restoring } = useRememberedQuery(factorLoadsSection);
  const list = useFactorLoads(apiQuery, !restoring);
  useRememberedScroll(factorLoadsSection, list.isSuccess && !list.isPlaceholderData);

  const onSort = (field: FactorLoadSortField) => update({ ...nextSort(state, field, descendingFirst), page: 1 });
  const filtered = isFactorLoadListFiltered(state);

  return (
    <ListPage
      title={t('factorArea.loads.title')}
      heading={t('factorArea.loads.title')}
      intro={t('factorArea.loads.intro')}
      filters={<FactorLoadFilters state={state} onChange={update} onClear={clear} filtered={filtered} />}
      list={list}
      restoring={restoring}
      paging={itemsPaging}
      toolbar={(page) => <ResultCount answer={page} />}
      empty={() =>
        filtered
          ? {
              icon: '#',
              title: t('factorArea.loads.empty.title'),
              message: t('factorArea.loads.empty.message'),
              clear: { label: t('factorArea.loads.clear'), onClear: clear },
            }
          : {
              icon: '#',
              title: t('factorArea.loads.empty.noneTitle'),
              message: t('factorArea.loads.empty.noneMessage'),
            }
      }
      loadFailed={t('factorArea.loads.loadFailed')}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      {(page) => (
        <FactorLoadsTable items={page.items} sortField={state.sortField} sortAsc={state.sortAsc} onSort={onSort} />
      )}
    </ListPage>
  );
}
