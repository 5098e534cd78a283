import { FactorLoadSortField } from '#shared/schemas/factor-loads.ts';
import { FactorListPage } from '#web/components/factor-lists/factor-list-page.tsx';
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
  return (
    <FactorListPage
      section={factorLoadsSection}
      words="factorArea.loads"
      read={readFactorLoadListState}
      write={writeFactorLoadListState}
      apiQueryOf={factorLoadsApiQueryOf}
      useList={useFactorLoads}
      isFiltered={isFactorLoadListFiltered}
      descendingFirst={descendingFirst}
      Filters={FactorLoadFilters}
      Table={FactorLoadsTable}
    />
  );
}
