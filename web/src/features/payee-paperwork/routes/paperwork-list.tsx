import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { payeeBillGroups } from '#shared/enums/bill-state.ts';
import { hasPayeeLevelFeatures } from '#shared/permissions/payee.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { isPaperworkOnly } from '#web/components/layouts/area-shell/nav-items.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { paperworkPaths } from '#web/config/paths.ts';
import { useRememberedQuery, useRememberedScroll } from '#web/lib/list-memory.ts';
import { groupTotals } from '#web/lib/paperwork/bill-groups.ts';
import { useBills } from '#web/lib/paperwork/get-bills.ts';
import { useListUrlState } from '#web/lib/use-list-url-state.ts';
import { BillsCards, BillsTable } from '../components/bills-table.tsx';
import { GroupCards } from '../components/group-cards.tsx';
import { ListFilters } from '../components/list-filters.tsx';
import styles from '../components/paperwork.module.css';
import { apiQueryOf, isFiltered, readListState, sortChange, writeListState } from '../lib/list-state.ts';

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
  const { state, update, reset, onPage, onPageSize } = useListUrlState(readListState, writeListState);
  const query = useMemo(() => apiQueryOf(state), [state]);
  const { restoring } = useRememberedQuery(paperworkListSection);
  const list = useBills(query, !restoring);
  useRememberedScroll(paperworkListSection, list.isSuccess && !list.isPlaceholderData);
  const uploadsForAdmin = !hasPayeeLevelFeatures(user.authRoles);

  const clear = useCallback(() => reset({ group: state.group }), [reset, state.group]);

  const data = list.data;
  const totals = data ? groupTotals(payeeBillGroups, data.totals) : null;
  const allCount = data ? data.totals.reduce((sum, total) => sum + total.count, 0) : null;
  const payors = data
    ? data.payorIds
        .map((id) => ({ id, name: data.names[String(id)] ?? String(id) }))
        .sort((a, b) => a.name.localeCompare(b.name))
    : [];
  const filtered = isFiltered(state);
  const narrowed = filtered || state.group !== 'all';
  const newButton = (
    <ButtonLink to={paperworkPaths.new} data-testid="new-paperwork">
      {uploadsForAdmin ? t('paperwork.list.upload') : t('paperwork.list.new')}
    </ButtonLink>
  );

  return (
    <ListPage
      title={t('paperwork.pageTitle')}
      heading={t('paperwork.list.heading')}
      intro={uploadsForAdmin ? undefined : t('paperwork.list.intro')}
      actions={newButton}
      filters={
        <>
          {uploadsForAdmin ? <DriverIntro paperworkOnly={isPaperworkOnly(user)} /> : null}
          <GroupCards
            totals={totals}
            allCount={allCount}
            group={state.group}
            onGroup={(group) => update({ group, page: 1 })}
          />
          <ListFilters state={state} onChange={update} onClear={clear} filtered={filtered} payors={payors} />
        </>
      }
      list={list}
      restoring={restoring}
      paging={(response) => ({ ...response, shown: response.bills.length })}
      toolbar={(response) => (
        <>
          <span className={listPage.resultCount} data-testid="result-count">
            {response.totalCount === 0
              ? t('paperwork.list.noneShown')
              : t('paperwork.list.showing', {
                  from: (response.page - 1) * response.pageSize + 1,
                  to: (response.page - 1) * response.pageSize + response.bills.length,
                  total: response.totalCount,
                })}
          </span>
        </>
      )}
      empty={() => ({
        icon: '⎘',
        title: narrowed ? t('paperwork.list.empty.filteredTitle') : t('paperwork.list.empty.title'),
        message: narrowed
          ? t('paperwork.list.empty.filteredBody')
          : uploadsForAdmin
            ? t('paperwork.list.empty.driverBody')
            : t('paperwork.list.empty.body'),
        ...(filtered ? { clear: { label: t('paperwork.list.filters.clear'), onClear: clear } } : {}),
        ...(narrowed ? {} : { action: newButton }),
      })}
      loadFailed={t('paperwork.list.loadFailed')}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      {(response) => (
        <>
          <div className={styles.tableView}>
            <BillsTable
              bills={response.bills}
              sortField={state.sortField}
              sortAsc={state.sortAsc}
              onSort={(field) => update(sortChange(state, field))}
            />
          </div>
          <div className={styles.cardView}>
            <BillsCards bills={response.bills} />
          </div>
        </>
      )}
    </ListPage>
  );
}

/** The upload-first view's opening: what happens to the paperwork a driver sends. */
function DriverIntro({ paperworkOnly }: { paperworkOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={styles.driverIntro} aria-labelledby="paperwork-driver-intro">
      <div className={styles.driverIntroText}>
        <h2 id="paperwork-driver-intro" className={styles.sectionTitle}>
          {paperworkOnly ? t('paperwork.driver.paperworkOnlyTitle') : t('paperwork.driver.title')}
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
  );
}
