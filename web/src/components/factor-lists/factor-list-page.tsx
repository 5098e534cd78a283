import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRememberedQuery, useRememberedScroll } from '#web/lib/list-memory.ts';
import { nextSort } from '#web/lib/list-params.ts';
import { type PagedListState, useListUrlState } from '#web/lib/use-list-url-state.ts';
import { ListPage } from '../layouts/list-page.tsx';
import { type ItemsPage, itemsPaging, ResultCount } from '../ui/pagination.tsx';
import type { FactorListFiltersProps } from './factor-list-filters.tsx';

/** What a factor list's table takes: a page's rows and the sort it shows. */
export type FactorListTableProps<Item, SortField> = {
  items: readonly Item[];
  sortField: SortField;
  sortAsc: boolean;
  onSort: (field: SortField) => void;
};

type SortedListState<SortField> = PagedListState & { sortField: SortField; sortAsc: boolean };

/**
 * A list page of the factor's area (issue 16: invoices, loads): its state in the address bar, the
 * query and scroll remembered under `section` (seeds 000 §2.7), sortable columns (a click on a new
 * column sorts those in `descendingFirst` newest or largest first), paging and the result count,
 * and the empty states with and without filters. `words` is the list's namespace of words
 * (`factorArea.invoices`), which holds the same keys for every factor list.
 */
export function FactorListPage<
  SortField extends string,
  State extends SortedListState<SortField>,
  Query,
  Data extends ItemsPage,
>({
  section,
  words,
  read,
  write,
  apiQueryOf,
  useList,
  isFiltered,
  descendingFirst,
  Filters,
  Table,
}: {
  section: string;
  words: string;
  read: (params: URLSearchParams) => State;
  write: (state: State) => URLSearchParams;
  apiQueryOf: (state: State) => Query;
  /** The list's query hook; `enabled` is false while the remembered query is restored. */
  useList: (query: Query, enabled: boolean) => UseQueryResult<Data>;
  isFiltered: (state: State) => boolean;
  descendingFirst: ReadonlySet<SortField>;
  Filters: ComponentType<FactorListFiltersProps<State>>;
  Table: ComponentType<FactorListTableProps<Data['items'][number], SortField>>;
}) {
  const { t } = useTranslation();
  const { state, update, clear, onPage, onPageSize } = useListUrlState(read, write);
  const apiQuery = useMemo(() => apiQueryOf(state), [apiQueryOf, state]);
  const { restoring } = useRememberedQuery(section);
  const list = useList(apiQuery, !restoring);
  useRememberedScroll(section, list.isSuccess && !list.isPlaceholderData);

  const onSort = (field: SortField) =>
    update({ ...nextSort(state, field, descendingFirst), page: 1 } as Partial<State>);
  const filtered = isFiltered(state);

  return (
    <ListPage
      title={t(`${words}.title`)}
      heading={t(`${words}.title`)}
      intro={t(`${words}.intro`)}
      filters={<Filters state={state} onChange={update} onClear={clear} filtered={filtered} />}
      list={list}
      restoring={restoring}
      paging={itemsPaging}
      toolbar={(page) => <ResultCount answer={page} />}
      empty={() =>
        filtered
          ? {
              icon: '#',
              title: t(`${words}.empty.title`),
              message: t(`${words}.empty.message`),
              clear: { label: t(`${words}.clear`), onClear: clear },
            }
          : {
              icon: '#',
              title: t(`${words}.empty.noneTitle`),
              message: t(`${words}.empty.noneMessage`),
            }
      }
      loadFailed={t(`${words}.loadFailed`)}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      {(page) => <Table items={page.items} sortField={state.sortField} sortAsc={state.sortAsc} onSort={onSort} />}
    </ListPage>
  );
}
