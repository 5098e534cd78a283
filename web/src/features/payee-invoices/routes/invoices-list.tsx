import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateType } from '#shared/enums/date-type.ts';
import type { InvoiceSortField } from '#shared/schemas/payee-invoices.ts';
import { invoicesAndCreditNotesDateTypes } from '#shared/schemas/payee-invoices.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { ExportButton } from '#web/components/ui/export-button.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { itemsPaging, useResultRange } from '#web/components/ui/pagination.tsx';
import { ViewToggle } from '#web/components/ui/view-toggle.tsx';
import { useRememberedQuery, useRememberedScroll } from '#web/lib/list-memory.ts';
import { nextSort } from '#web/lib/list-params.ts';
import { useListUrlState } from '#web/lib/use-list-url-state.ts';
import { useViewPreference } from '#web/lib/view-preference.ts';
import { useDownloadInvoices } from '../api/download-invoices.ts';
import { useInvoicesAndCreditNotes } from '../api/get-invoices-and-credit-notes.ts';
import { useListDateTypes } from '../api/get-list-date-types.ts';
import { usePayorNames } from '../api/get-payor-names.ts';
import { InvoiceFilters } from '../components/invoice-filters.tsx';
import { InvoicesGrid } from '../components/invoices-grid.tsx';
import { InvoicesTable } from '../components/invoices-table.tsx';
import { ListTabs } from '../components/list-tabs.tsx';
import { TotalsCards } from '../components/totals-cards.tsx';
import { apiQueryOf, isFiltered, readListState, writeListState } from '../lib/list-state.ts';

/** The list section whose query string and scroll position are remembered (seeds 000 §2.7). */
export const invoicesListSection = 'payeeInvoices';

/** Columns that read best from the top of the list when first chosen. */
const descendingFirst = new Set<InvoiceSortField>([
  'uploadedDate',
  'approvedDate',
  'paidDate',
  'statusChangeDate',
  'grossCents',
  'netCents',
]);

/**
 * `/payee/invoices`: the carrier's invoices and credit notes (seeds 000 §2.5, §2.7, §9) with the
 * date type, date presets or a custom range, statuses, payor, document kind and a search; sortable
 * columns and paging; the approved, held and pending totals computed by the server; a list or grid
 * view remembered per screen; the query string and scroll position remembered for the section;
 * the shell's currency filter (added by the API client); and an Excel export of every match.
 */
export function InvoicesListRoute() {
  const { t } = useTranslation();
  const rangeText = useResultRange();
  const { state, update, clear, onPage, onPageSize } = useListUrlState(readListState, writeListState);
  const apiQuery = useMemo(() => apiQueryOf(state), [state]);
  const { restoring } = useRememberedQuery(invoicesListSection);
  const list = useInvoicesAndCreditNotes(apiQuery, !restoring);
  const dateTypes = useListDateTypes();
  const payors = usePayorNames();
  const [view, setView] = useViewPreference(invoicesListSection);
  useRememberedScroll(invoicesListSection, list.isSuccess && !list.isPlaceholderData);
  const download = useDownloadInvoices();

  const onSort = (field: InvoiceSortField) => update({ ...nextSort(state, field, descendingFirst), page: 1 });

  const data = list.data;
  const filtered = isFiltered(state);
  const availableDateTypes = dateTypes.data?.dateTypes.map((d) => d.id) ?? [...invoicesAndCreditNotesDateTypes];

  return (
    <ListPage
      title={t('invoices.pageTitle')}
      heading={t('invoices.heading')}
      intro={t('invoices.intro')}
      actions={
        <ExportButton
          download={download}
          query={apiQuery}
          disabled={!data || data.items.length === 0}
          label={t('invoices.export')}
          busyLabel={t('invoices.exporting')}
          failedMessage={t('invoices.exportFailed')}
        />
      }
      filters={
        <>
          <ListTabs />
          {/* What is outstanding now, whatever the dates chosen: above the filters, not among the results. */}
          {data ? <TotalsCards totals={data.totals} /> : null}
          <InvoiceFilters
            state={state}
            onChange={update}
            onClear={clear}
            filtered={filtered}
            dateTypes={availableDateTypes.length > 0 ? availableDateTypes : [DateType.DateUploaded]}
            payors={payors.data?.payors ?? []}
          />
        </>
      }
      list={list}
      restoring={restoring}
      paging={itemsPaging}
      toolbar={(page) => (
        <>
          <span className={listPage.resultCount} data-testid="result-count">
            {rangeText(page.page, page.pageSize, page.items.length, page.totalCount)}
          </span>
          <ViewToggle view={view} onChange={setView} />
        </>
      )}
      empty={() => ({
        icon: '#',
        title: t('invoices.empty.title'),
        message: t('invoices.empty.body'),
        ...(filtered ? { clear: { label: t('invoices.filters.clear'), onClear: clear } } : {}),
      })}
      loadFailed={t('invoices.loadFailed')}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      {(page) => (
        <>
          {view === 'grid' ? (
            <InvoicesGrid items={page.items} />
          ) : (
            <InvoicesTable items={page.items} sortField={state.sortField} sortAsc={state.sortAsc} onSort={onSort} />
          )}
        </>
      )}
    </ListPage>
  );
}
