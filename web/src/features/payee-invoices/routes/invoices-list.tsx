import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DateType } from '#shared/enums/date-type.ts';
import type { InvoiceSortField } from '#shared/schemas/payee-invoices.ts';
import { invoicesAndCreditNotesDateTypes } from '#shared/schemas/payee-invoices.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ExportButton } from '#web/components/ui/export-button.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { Pagination, useResultRange } from '#web/components/ui/pagination.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useRememberedQuery, useRememberedScroll } from '#web/lib/list-memory.ts';
import { nextSort } from '#web/lib/list-params.ts';
import { useDownloadInvoices } from '../api/download-invoices.ts';
import { useInvoicesAndCreditNotes } from '../api/get-invoices-and-credit-notes.ts';
import { useListDateTypes } from '../api/get-list-date-types.ts';
import { usePayorNames } from '../api/get-payor-names.ts';
import { InvoiceFilters } from '../components/invoice-filters.tsx';
import { InvoicesGrid } from '../components/invoices-grid.tsx';
import { InvoicesTable } from '../components/invoices-table.tsx';
import { ListTabs } from '../components/list-tabs.tsx';
import { TotalsCards } from '../components/totals-cards.tsx';
import { ViewToggle } from '../components/view-toggle.tsx';
import { apiQueryOf, type InvoiceListState, isFiltered, readListState, writeListState } from '../lib/list-state.ts';
import { useViewPreference } from '../lib/view-preference.ts';

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
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(searchParams), [searchParams]);
  const apiQuery = useMemo(() => apiQueryOf(state), [state]);
  const { restoring } = useRememberedQuery(invoicesListSection);
  const list = useInvoicesAndCreditNotes(apiQuery, !restoring);
  const dateTypes = useListDateTypes();
  const payors = usePayorNames();
  const [view, setView] = useViewPreference(invoicesListSection);
  useRememberedScroll(invoicesListSection, list.isSuccess && !list.isPlaceholderData);
  const download = useDownloadInvoices();

  const update = useCallback(
    (change: Partial<InvoiceListState>) => {
      setSearchParams((current) => writeListState({ ...readListState(current), ...change }), { replace: true });
    },
    [setSearchParams],
  );
  const clear = useCallback(() => setSearchParams(new URLSearchParams(), { replace: true }), [setSearchParams]);
  const onSort = (field: InvoiceSortField) => update({ ...nextSort(state, field, descendingFirst), page: 1 });

  const data = list.data;
  // A page past the end (an old link) goes back to the first page.
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.items.length === 0 && state.page > 1) update({ page: 1 });
  }, [data, list.isPlaceholderData, state.page, update]);

  const filtered = isFiltered(state);
  const availableDateTypes = dateTypes.data?.dateTypes.map((d) => d.id) ?? [...invoicesAndCreditNotesDateTypes];

  return (
    <Page
      title={t('invoices.pageTitle')}
      heading={t('invoices.heading')}
      isLoading={restoring || list.isPending}
      skeleton="table"
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
    >
      <p className={listPage.intro}>{t('invoices.intro')}</p>
      <ListTabs />
      {data ? <TotalsCards totals={data.totals} /> : null}
      <InvoiceFilters
        state={state}
        onChange={update}
        onClear={clear}
        filtered={filtered}
        dateTypes={availableDateTypes.length > 0 ? availableDateTypes : [DateType.DateUploaded]}
        payors={payors.data?.payors ?? []}
      />
      {list.isError ? (
        <div className={`${listPage.results} ${listPage.resultsPadded}`}>
          <Alert level="error" title={t('errors.errorTitle')}>
            {list.error instanceof ApiError && !list.error.isGeneric ? list.error.message : t('invoices.loadFailed')}
          </Alert>
          <div>
            <Button variant="secondary" size="small" onClick={() => list.refetch()}>
              {t('invoices.retry')}
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
              {rangeText(data.page, data.pageSize, data.items.length, data.totalCount)}
            </span>
            <ViewToggle view={view} onChange={setView} />
          </div>
          {data.items.length === 0 ? (
            <div className={listPage.empty}>
              <div className={listPage.emptyIcon} aria-hidden="true">
                #
              </div>
              <h2 className={listPage.emptyTitle}>{t('invoices.empty.title')}</h2>
              <p className={listPage.emptyMessage}>{t('invoices.empty.body')}</p>
              {filtered ? (
                <Button variant="secondary" size="small" onClick={clear}>
                  {t('invoices.filters.clear')}
                </Button>
              ) : null}
            </div>
          ) : view === 'grid' ? (
            <InvoicesGrid items={data.items} />
          ) : (
            <InvoicesTable items={data.items} sortField={state.sortField} sortAsc={state.sortAsc} onSort={onSort} />
          )}
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            totalCount={data.totalCount}
            hasMore={data.hasMore && data.items.length > 0}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize, page: 1 })}
          />
        </div>
      ) : null}
    </Page>
  );
}
