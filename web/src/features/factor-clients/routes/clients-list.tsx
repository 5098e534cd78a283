import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { SearchFilter } from '#web/components/ui/list-filters.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { itemsPaging, ResultCount } from '#web/components/ui/pagination.tsx';
import { useRememberedQuery, useRememberedScroll } from '#web/lib/list-memory.ts';
import { useListUrlState } from '#web/lib/use-list-url-state.ts';
import { useFactorClients } from '../api/get-clients.ts';
import { FactorClientsTable } from '../components/clients-table.tsx';
import {
  factorClientSearchMaxLength,
  factorClientsApiQueryOf,
  readFactorClientListState,
  writeFactorClientListState,
} from '../lib/list-state.ts';

/** The list section whose query string and scroll position are remembered (seeds 000 §2.7). */
export const factorClientsSection = 'factorClients';

/**
 * `/factor/payee-relationships` (Clients): the carriers whose relationships are assigned to the
 * factor (issue 16), searched by name, MC or DOT, each with its debtors, factor-of-record state and holds.
 */
export function FactorClientsListRoute() {
  const { t } = useTranslation();
  const { state, update, onPage, onPageSize } = useListUrlState(readFactorClientListState, writeFactorClientListState);
  const apiQuery = useMemo(() => factorClientsApiQueryOf(state), [state]);
  const { restoring } = useRememberedQuery(factorClientsSection);
  const list = useFactorClients(apiQuery, !restoring);
  useRememberedScroll(factorClientsSection, list.isSuccess && !list.isPlaceholderData);

  const clear = useCallback(() => update({ q: '', page: 1 }), [update]);
  const filtered = state.q !== '';

  return (
    <ListPage
      title={t('factorArea.clients.title')}
      heading={t('factorArea.clients.title')}
      intro={t('factorArea.clients.intro')}
      filters={
        <section className={listPage.filters} aria-label={t('factorArea.clients.filtersLabel')}>
          <div className={listPage.filterRow}>
            <SearchFilter
              label={t('factorArea.clients.search')}
              placeholder={t('factorArea.clients.searchPlaceholder')}
              maxLength={factorClientSearchMaxLength}
              value={state.q}
              onSearch={(q) => update({ q, page: 1 })}
            />
          </div>
        </section>
      }
      list={list}
      restoring={restoring}
      paging={itemsPaging}
      toolbar={(page) => <ResultCount answer={page} />}
      empty={() =>
        filtered
          ? {
              icon: '#',
              title: t('factorArea.clients.empty.title'),
              message: t('factorArea.clients.empty.message'),
              clear: { label: t('factorArea.clients.clear'), onClear: clear },
            }
          : {
              icon: '#',
              title: t('factorArea.clients.empty.noneTitle'),
              message: t('factorArea.clients.empty.noneMessage'),
            }
      }
      loadFailed={t('factorArea.clients.loadFailed')}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      {(page) => <FactorClientsTable items={page.items} />}
    </ListPage>
  );
}
