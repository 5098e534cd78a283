import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { payeeBillGroups } from '#shared/enums/bill-state.ts';
import { hasPayeeLevelFeatures } from '#shared/permissions/payee.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { isPaperworkOnly } from '#web/components/layouts/area-shell/nav-items.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { paperworkPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useRememberedQuery, useRememberedScroll } from '#web/lib/list-memory.ts';
import { groupTotals } from '#web/lib/paperwork/bill-groups.ts';
import { useBills } from '#web/lib/paperwork/get-bills.ts';
import { BillsCards, BillsTable } from '../components/bills-table.tsx';
import { GroupCards } from '../components/group-cards.tsx';
import { ListFilters } from '../components/list-filters.tsx';
import styles from '../components/paperwork.module.css';
import {
  apiQueryOf,
  isFiltered,
  type PaperworkListState,
  readListState,
  sortChange,
  writeListState,
} from '../lib/list-state.ts';

/** The list section whose query string and scroll position are remembered (seeds 000 §2.7). */
export const paperworkListSection = 'payeePaperwork';

/**
 * `/payee/paperwork` (seeds 000 §2.5, §3, §4): the carrier's bills with the two group counts
 * (incomplete, submitted) that also filter the list, the created-date range, the load or invoice
 * number search and the broker, sortable and paged; the query string and the scroll position are
 * remembered for the section. A table on wider screens, cards on phones. Drivers and
 * paperwork-only users see the upload-first view: what happens to what they send, then their bills.
 */
export function PaperworkListRoute() {
  const { t } = useTranslation();
  const { user } = useAreaShell();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(searchParams), [searchParams]);
  const query = useMemo(() => apiQueryOf(state), [state]);
  const { restoring } = useRememberedQuery(paperworkListSection);
  const list = useBills(query, !restoring);
  useRememberedScroll(paperworkListSection, list.isSuccess && !list.isPlaceholderData);
  const uploadsForAdmin = !hasPayeeLevelFeatures(user.authRoles);

  const update = useCallback(
    (change: Partial<PaperworkListState>) =>
      setSearchParams((current) => writeListState({ ...readListState(current), ...change }), { replace: true }),
    [setSearchParams],
  );
  const clear = useCallback(
    () => setSearchParams(state.group === 'all' ? new URLSearchParams() : { group: state.group }, { replace: true }),
    [setSearchParams, state.group],
  );

  const data = list.data;
  // A page past the end (an old link, a narrower filter) goes back to the first page.
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.bills.length === 0 && state.page > 1) update({ page: 1 });
  }, [data, list.isPlaceholderData, state.page, update]);

  const totals = data ? groupTotals(payeeBillGroups, data.totals) : null;
  const allCount = data ? data.totals.reduce((sum, total) => sum + total.count, 0) : null;
  const payors = data
    ? data.payorIds
        .map((id) => ({ id, name: data.names[String(id)] ?? String(id) }))
        .sort((a, b) => a.name.localeCompare(b.name))
    : [];
  const filtered = isFiltered(state);
  const newButton = (
    <ButtonLink to={paperworkPaths.new} data-testid="new-paperwork">
      {uploadsForAdmin ? t('paperwork.list.upload') : t('paperwork.list.new')}
    </ButtonLink>
  );

  return (
    <Page
      title={t('paperwork.pageTitle')}
      heading={t('paperwork.list.heading')}
      actions={newButton}
      isLoading={restoring || list.isPending}
      skeleton="table"
    >
      {uploadsForAdmin ? (
        <section className={styles.driverIntro} aria-labelledby="paperwork-driver-intro">
          <div className={styles.driverIntroText}>
            <h2 id="paperwork-driver-intro" className={styles.sectionTitle}>
              {isPaperworkOnly(user) ? t('paperwork.driver.paperworkOnlyTitle') : t('paperwork.driver.title')}
            </h2>
            <p className={styles.muted}>{t('paperwork.driver.text')}</p>
          </div>
          <ol className={styles.driverSteps}>
            {(['upload', 'admin', 'payor'] as const).map((step, index) => (
              <li key={step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                {t(`paperwork.driver.steps.${step}`)}
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <p className={styles.intro}>{t('paperwork.list.intro')}</p>
      )}
      <GroupCards
        totals={totals}
        allCount={allCount}
        group={state.group}
        onGroup={(group) => update({ group, page: 1 })}
      />
      <ListFilters state={state} onChange={update} onClear={clear} filtered={filtered} payors={payors} />
      {list.isError ? (
        <div className={`${listPage.results} ${listPage.resultsPadded}`}>
          <Alert level="error" title={t('errors.errorTitle')}>
            {list.error instanceof ApiError && !list.error.isGeneric
              ? list.error.message
              : t('paperwork.list.loadFailed')}
          </Alert>
          <div>
            <Button variant="secondary" size="small" onClick={() => list.refetch()}>
              {t('paperwork.list.retry')}
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
              {data.totalCount === 0
                ? t('paperwork.list.noneShown')
                : t('paperwork.list.showing', {
                    from: (data.page - 1) * data.pageSize + 1,
                    to: (data.page - 1) * data.pageSize + data.bills.length,
                    total: data.totalCount,
                  })}
            </span>
          </div>
          {data.bills.length === 0 ? (
            <div className={listPage.empty}>
              <div className={listPage.emptyIcon} aria-hidden="true">
                ⎘
              </div>
              <h2 className={listPage.emptyTitle}>
                {filtered || state.group !== 'all'
                  ? t('paperwork.list.empty.filteredTitle')
                  : t('paperwork.list.empty.title')}
              </h2>
              <p className={listPage.emptyMessage}>
                {filtered || state.group !== 'all'
                  ? t('paperwork.list.empty.filteredBody')
                  : uploadsForAdmin
                    ? t('paperwork.list.empty.driverBody')
                    : t('paperwork.list.empty.body')}
              </p>
              <div className={listPage.emptyActions}>
                {filtered ? (
                  <Button variant="secondary" size="small" onClick={clear}>
                    {t('paperwork.list.filters.clear')}
                  </Button>
                ) : null}
                {filtered || state.group !== 'all' ? null : newButton}
              </div>
            </div>
          ) : (
            <>
              <div className={styles.tableView}>
                <BillsTable
                  bills={data.bills}
                  sortField={state.sortField}
                  sortAsc={state.sortAsc}
                  onSort={(field) => update(sortChange(state, field))}
                />
              </div>
              <div className={styles.cardView}>
                <BillsCards bills={data.bills} />
              </div>
            </>
          )}
          {data.totalCount > 0 ? (
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              totalCount={data.totalCount}
              hasMore={data.hasMore}
              onPage={(page) => update({ page })}
              onPageSize={(pageSize) => update({ pageSize, page: 1 })}
            />
          ) : null}
        </div>
      ) : null}
    </Page>
  );
}
