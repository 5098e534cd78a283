import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ViewToggle } from '#web/components/ui/view-toggle.tsx';
import { useListUrlState } from '#web/lib/use-list-url-state.ts';
import { useViewPreference } from '#web/lib/view-preference.ts';
import { useCarriers } from '../api/get-carriers.ts';
import { CarrierFiles } from '../components/carrier-files.tsx';
import styles from '../components/carriers.module.css';
import { CarriersFilters } from '../components/carriers-filters.tsx';
import { CarriersGrid } from '../components/carriers-grid.tsx';
import { CarriersTable } from '../components/carriers-table.tsx';
import { InviteCarrierDialog } from '../components/invite-carrier-dialog.tsx';
import { apiQueryOf, isFiltered, readListState, writeListState } from '../lib/list-search.ts';

/** The screen whose list or grid choice is remembered. */
const screen = 'payorRelationships';

/**
 * `/payor/relationships` (Carriers, seeds 001 §2): the payor's carriers, searched by name, MC or
 * DOT, filtered by connection, sorted and paged, as a list or a grid (remembered per screen), and
 * the way to invite a carrier.
 */
export function CarriersListRoute() {
  const { t } = useTranslation();
  const { state, update, clear, onPage, onPageSize } = useListUrlState(readListState, writeListState);
  const carriers = useCarriers(useMemo(() => apiQueryOf(state), [state]));
  const [view, setView] = useViewPreference(screen);
  const [inviting, setInviting] = useState(false);

  const filtered = isFiltered(state);

  return (
    <>
      <ListPage
        title={t('carriers.title')}
        heading={t('carriers.title')}
        intro={t('carriers.intro')}
        actions={<Button onClick={() => setInviting(true)}>{t('carriers.invite.open')}</Button>}
        filters={<CarriersFilters state={state} onChange={update} onClear={clear} filtered={filtered} />}
        list={carriers}
        paging={(data) => ({ ...data, shown: data.items.length })}
        toolbar={() => (
          <div className={styles.toolbar}>
            <ViewToggle view={view} onChange={setView} />
            <CarrierFiles />
          </div>
        )}
        empty={() => ({
          icon: '🚚',
          title: filtered ? t('carriers.empty.filteredTitle') : t('carriers.empty.title'),
          message: filtered ? t('carriers.empty.filteredMessage') : t('carriers.empty.message'),
          ...(filtered ? { clear: { label: t('carriers.filters.clear'), onClear: clear } } : {}),
        })}
        loadFailed={t('carriers.loadFailed')}
        onPage={onPage}
        onPageSize={onPageSize}
      >
        {(data) => (view === 'grid' ? <CarriersGrid rows={data.items} /> : <CarriersTable rows={data.items} />)}
      </ListPage>
      <InviteCarrierDialog open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}
