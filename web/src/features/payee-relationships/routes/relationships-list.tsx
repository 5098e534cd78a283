import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { searchDebounceMs } from '#shared/constants/client.ts';
import { type PayeeRelationship, RelationshipSortField } from '#shared/schemas/payee-relationships.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import { ExportButton } from '#web/components/ui/export-button.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import segmented from '#web/components/ui/segmented.module.css';
import { type SortableColumn, SortableTableHead } from '#web/components/ui/sortable-table-head.tsx';
import { TabPanel, Tabs } from '#web/components/ui/tabs.tsx';
import { areaRoutes, relationshipPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { defaultPageSize, nextSort } from '#web/lib/list-params.ts';
import { useDownloadRelationships } from '../api/download-relationships.ts';
import { useRelationships } from '../api/get-relationships.ts';
import { useUnclaimedRelationships } from '../api/get-unclaimed-relationships.ts';
import { LinkIcon } from '../components/icons.tsx';
import { payorTypeKey } from '../components/payor-type.ts';
import styles from '../components/relationships.module.css';
import { RelationshipStatusBadge } from '../components/status-badge.tsx';
import { apiQueryOf, readRelationshipsListState, relationshipViews } from '../lib/list-state.ts';
import { useTermWords } from '../lib/term-words.ts';

/** Columns first sorted largest first; the payor's name starts A to Z. */
const descendingFirst = new Set<RelationshipSortField>(
  Object.values(RelationshipSortField).filter((field) => field !== RelationshipSortField.PayorName),
);

/** The list's state lives in the query string, so a reload or a shared link shows the same page. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const state = readRelationshipsListState(params);
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { ...state, update };
}

/** `/payee/relationships`: the carrier's payors, their status and default terms. */
export function RelationshipsListRoute() {
  const { t } = useTranslation();
  const state = useListState();
  const tabsId = useId();
  const [search, setSearch] = useState(state.q);
  const query = apiQueryOf(state);
  const relationships = useRelationships(query);
  const unclaimed = useUnclaimedRelationships();
  const waiting = unclaimed.data?.relationships.length ?? 0;

  // The search follows typing after a pause (seeds 000 §9: 300 ms).
  const { q: currentQ, update } = state;
  useEffect(() => {
    if (search.trim() === currentQ) return;
    const timer = setTimeout(() => update({ q: search.trim(), page: null }), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [search, currentQ, update]);

  // The export: every payor matching the list's filters, in its order, as an Excel file.
  const download = useDownloadRelationships();
  const onPage = useCallback((page: number) => update({ page: page === 1 ? null : String(page) }), [update]);
  const onPageSize = useCallback(
    (size: number) => update({ pageSize: size === defaultPageSize ? null : String(size), page: null }),
    [update],
  );

  const narrowed = state.q !== '' || state.view !== 'all';
  return (
    <ListPage
      title={t('relationships.list.pageTitle')}
      heading={t('relationships.list.heading')}
      intro={t('relationships.list.intro')}
      actions={
        <div className={styles.actions}>
          <ExportButton
            download={download}
            query={query}
            disabled={!relationships.data || relationships.data.totalCount === 0}
            label={t('relationships.report.export')}
            busyLabel={t('relationships.report.exporting')}
            failedMessage={t('relationships.report.exportFailed')}
          />
          <ButtonLink to={areaRoutes.payee.unclaimedRelationships}>
            {t('relationships.list.claimAction')}
            {waiting > 0 ? <span className={styles.countPill}>{waiting}</span> : null}
          </ButtonLink>
        </div>
      }
      filters={
        <>
          {waiting > 0 ? (
            <div className={styles.banner}>
              <div className={styles.bannerText}>
                <span className={styles.bannerTitle}>{t('relationships.list.waiting', { count: waiting })}</span>
                <span className={styles.muted}>{t('relationships.list.waitingMessage')}</span>
              </div>
              <ButtonLink to={areaRoutes.payee.unclaimedRelationships} size="small">
                {t('relationships.list.claimAction')}
              </ButtonLink>
            </div>
          ) : null}
          <div className={`${listPage.filters} ${styles.filters}`}>
            <Tabs
              id={tabsId}
              label={t('relationships.list.tabs.label')}
              tabs={relationshipViews.map((view) => ({ id: view, label: t(`relationships.list.tabs.${view}`) }))}
              selected={state.view}
              onSelect={(view) => update({ view: view === 'all' ? null : view, page: null })}
              // The panel is the rows, which a loading, failed or empty list does not show.
              hasPanel={!relationships.isError && (relationships.data?.items.length ?? 0) > 0}
              className={segmented.segmented}
              tabClassName={segmented.option}
            />
            <label className={styles.search}>
              <span className={listPage.label}>{t('relationships.list.searchLabel')}</span>
              <input
                type="search"
                className={listPage.input}
                value={search}
                placeholder={t('relationships.list.searchPlaceholder')}
                onChange={(event) => setSearch(event.target.value)}
              />
            </label>
          </div>
        </>
      }
      list={relationships}
      paging={(response) => ({ ...response, shown: response.items.length })}
      empty={() => ({
        icon: (
          <span className={styles.emptyGlyph}>
            <LinkIcon />
          </span>
        ),
        title: narrowed ? t('relationships.list.empty.filteredTitle') : t('relationships.list.empty.title'),
        message: narrowed ? t('relationships.list.empty.filteredMessage') : t('relationships.list.empty.message'),
      })}
      loadFailed={t('relationships.list.loadError')}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      {(response) => (
        <TabPanel tabsId={tabsId} tab={state.view}>
          <section aria-label={t('relationships.list.heading')}>
            <RelationshipsTable
              items={response.items}
              sortField={state.sortField}
              sortAsc={state.sortAsc}
              onSort={(field) => {
                const next = nextSort(state, field, descendingFirst);
                update({ sortField: next.sortField, sortAsc: String(next.sortAsc), page: null });
              }}
            />
          </section>
        </TabPanel>
      )}
    </ListPage>
  );
}

function RelationshipsTable({
  items,
  sortField,
  sortAsc,
  onSort,
}: {
  items: readonly PayeeRelationship[];
  sortField: RelationshipSortField;
  sortAsc: boolean;
  onSort: (field: RelationshipSortField) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const words = useTermWords();
  const label = {
    payor: t('relationships.list.columns.payor'),
    status: t('relationships.list.columns.status'),
    term: t('relationships.list.columns.term'),
    openInvoices: t('relationships.list.columns.openInvoices'),
    openAmount: t('relationships.list.columns.openAmount'),
    actions: t('relationships.list.columns.actions'),
  };
  const columns: SortableColumn<RelationshipSortField>[] = [
    { field: RelationshipSortField.PayorName, label: label.payor },
    { field: null, label: label.status },
    { field: null, label: label.term },
    {
      field: RelationshipSortField.AvailableInvoiceCount,
      label: label.openInvoices,
      numeric: true,
      className: styles.numeric,
    },
    {
      field: RelationshipSortField.AvailableInvoiceAmount,
      label: label.openAmount,
      numeric: true,
      className: styles.numeric,
    },
    { field: null, label: label.actions, labelHidden: true, className: styles.actionsCell },
  ];
  return (
    <div className={dataTable.tableWrap}>
      <table className={`${dataTable.table} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones} ${styles.table}`}>
        <SortableTableHead columns={columns} sortField={sortField} sortAsc={sortAsc} onSort={onSort} />
        <tbody>
          {items.map((relationship) => {
            const term = relationship.defaultPaymentTerm;
            return (
              <tr key={relationship.id}>
                <td data-label={label.payor}>
                  <span className={styles.payorCell}>
                    <Link to={relationshipPaths.relationship(relationship.id)} className={styles.payorName}>
                      {relationship.payor.name}
                    </Link>
                    <span className={styles.subtle}>{t(payorTypeKey(relationship.payor.payorTypeId))}</span>
                  </span>
                </td>
                <td data-label={label.status}>
                  <RelationshipStatusBadge relationship={relationship} />
                </td>
                <td data-label={label.term}>
                  {relationship.isClaimed ? (
                    <span className={styles.termCell}>
                      <span>{words.name(term)}</span>
                      <span className={styles.subtle}>
                        {words.period(term.termDays)} · {words.fee(term.feeBps)}
                      </span>
                    </span>
                  ) : (
                    <span className={styles.subtle}>—</span>
                  )}
                </td>
                <td data-label={label.openInvoices} className={styles.numeric}>
                  {format.count(relationship.availableInvoiceCount)}
                </td>
                <td data-label={label.openAmount} className={styles.numeric}>
                  {format.money(relationship.availableInvoiceAmount, relationship.payor.currencyType.id)}
                </td>
                <td data-label={label.actions} className={styles.actionsCell}>
                  {relationship.isClaimed ? (
                    <ButtonLink
                      to={relationshipPaths.relationship(relationship.id)}
                      variant="secondary"
                      size="small"
                      aria-label={`${t('relationships.list.view')} ${relationship.payor.name}`}
                    >
                      {t('relationships.list.view')}
                    </ButtonLink>
                  ) : (
                    <ButtonLink
                      to={relationshipPaths.unclaimedRelationship(relationship.id)}
                      size="small"
                      aria-label={`${t('relationships.list.claim')} ${relationship.payor.name}`}
                    >
                      {t('relationships.list.claim')}
                    </ButtonLink>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
