import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FactorInvoiceSortField } from '#shared/schemas/factor-invoices.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { itemsPaging, ResultCount } from '#web/components/ui/pagination.tsx';
import { useRememberedQuery, useRememberedScroll } from '#web/lib/list-memory.ts';
import { nextSort } from '#web/lib/list-params.ts';
import { useListUrlState } from '#web/lib/use-list-url-state.ts';
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
  const { t } = useTranslation();
  const { state, update, clear, onPage, onPageSize } = useListUrlState(
    readFactorInvoiceListState,
    writeFactorInvoiceListState,
  );
  const apiQuery = useMemo(() => factorInvoicesApiQueryOf(state), [state]);
  const { restoring } = useRememberedQuery(factorInvoicesSection);
  const list = useFactorInvoices(apiQuery, !restoring);
  useRememberedScroll(factorInvoicesSection, list.isSuccess && !list.isPlaceholderData);

  const onSort = (field: FactorInvoiceSortField) => update({ ...nextSort(state, field, descendingFirst), page: 1 });
  const filtered = isFactorInvoiceListFiltered(state);

  return (
    <ListPage
      title={t('factorArea.invoices.title')}
      heading={t('factorArea.invoices.title')}
      intro={t('factorArea.invoices.intro')}
      filters={<FactorInvoiceFilters state={state} onChange={update} onClear={clear} filtered={filtered} />}
      list={list}
      restoring={restoring}
      paging={itemsPaging}
      toolbar={(page) => <ResultCount answer={page} />}
      empty={() =>
        filtered
          ? {
              icon: '#',
              title: t('factorArea.invoices.empty.title'),
              message: t('factorArea.invoices.empty.message'),
              clear: { label: t('factorArea.invoices.clear'), onClear: clear },
            }
          : {
              icon: '#',
              title: t('factorArea.invoices.empty.noneTitle'),
              message: t('factorArea.invoices.empty.noneMessage'),
            }
      }
      loadFailed={t('factorArea.invoices.loadFailed')}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      {(page) => (
        <FactorInvoicesTable items={page.items} sortField={state.sortField} sortAsc={state.sortAsc} onSort={onSort} />
      )}
    </ListPage>
  );
}
