import { FactorInvoiceSortField } from '#shared/schemas/factor-invoices.ts';
import { FactorListPage } from '#web/components/factor-lists/factor-list-page.tsx';
import { useFactorInvoices } from '../api/get-invoices.ts';
import { FactorInvoiceFilters } from '../components/invoice-filters.tsx';
import { FactorInvoicesTable } from '../components/invoices-table.tsx';
import {
  factorInvoicesApiQueryOf,
  isFactorInvoiceListFiltered,
  readFactorInvoiceListState,
  writeFactorInvoiceListState,
} from '../lib/list-state.ts';

/** The list section whose query string and scroll position are remembered (seeds 000 §2.7). */
export const factorInvoicesSection = 'factorInvoices';

const descendingFirst = new Set<FactorInvoiceSortField>([
  FactorInvoiceSortField.UploadedDate,
  FactorInvoiceSortField.ExpectedPayDate,
  FactorInvoiceSortField.GrossCents,
]);

/**
 * `/factor/invoices`: the invoices of the relationships assigned to the factor (issue 16), with the
 * factor's status glossary, the uploaded date's presets, debtor, client and a search; sortable
 * columns and paging; the query and scroll remembered; the shell's currency filter.
 */
export function FactorInvoicesListRoute() {
  return (
    <FactorListPage
      section={factorInvoicesSection}
      words="factorArea.invoices"
      read={readFactorInvoiceListState}
      write={writeFactorInvoiceListState}
      apiQueryOf={factorInvoicesApiQueryOf}
      useList={useFactorInvoices}
      isFiltered={isFactorInvoiceListFiltered}
      descendingFirst={descendingFirst}
      Filters={FactorInvoiceFilters}
      Table={FactorInvoicesTable}
    />
  );
}
