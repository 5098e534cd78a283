import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallAnswer } from '#shared/api/contract.ts';
import type { factorClientCalls } from '#shared/contracts/factor-clients.ts';
import type { DateChoiceState } from '#web/lib/date-choice.ts';
import { Button } from '../ui/button.tsx';
import { CustomDateRange } from '../ui/date-choice-filter.tsx';
import { FilterSelect, SearchFilter } from '../ui/list-filters.tsx';
import listPage from '../ui/list-page.module.css';

/** The debtors (with their clients) the factor's lists offer as filters: `GET factor/payors`. */
export type FactorDebtorOptions = CallAnswer<typeof factorClientCalls.debtors>['items'];

/** What every factor list filters by alike: a date choice, a debtor, a client and a search. */
export type FactorListFilterState = DateChoiceState & {
  payorId: number | null;
  payeeId: number | null;
  q: string;
  page: number;
};

/** What a factor list's filters component takes from its list page. */
export type FactorListFiltersProps<State> = {
  state: State;
  onChange: (change: Partial<State>) => void;
  onClear: () => void;
  filtered: boolean;
};

/**
 * The filters bar of the factor's invoice and load lists (issue 16): the list's own selects first
 * (`children`: its date and status), then a debtor, a client (every debtor's clients, once each, by
 * name), a search, the clear button, and the custom date range below. Every change goes back to
 * the first page. `words` is the list's namespace of words (`factorArea.invoices`), which holds the
 * same keys for every factor list.
 */
export function FactorListFilters({
  words,
  state,
  onChange,
  onClear,
  filtered,
  debtors,
  searchMaxLength,
  children,
}: FactorListFiltersProps<FactorListFilterState> & {
  words: string;
  debtors: FactorDebtorOptions;
  searchMaxLength: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const clients = [
    ...new Map(debtors.flatMap((debtor) => debtor.clients).map((client) => [client.clientId, client])).values(),
  ].sort((a, b) => a.clientName.localeCompare(b.clientName));
  const idOrNull = (value: string) => (value ? Number(value) : null);
  return (
    <section className={`${listPage.filters} ${listPage.filtersStacked}`} aria-label={t(`${words}.filtersLabel`)}>
      <div className={listPage.filterRow}>
        {children}
        <FilterSelect
          label={t(`${words}.debtor`)}
          value={state.payorId ?? ''}
          onChange={(value) => onChange({ payorId: idOrNull(value), page: 1 })}
        >
          <option value="">{t(`${words}.allDebtors`)}</option>
          {debtors.map((debtor) => (
            <option key={debtor.id} value={debtor.id}>
              {debtor.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t(`${words}.client`)}
          value={state.payeeId ?? ''}
          onChange={(value) => onChange({ payeeId: idOrNull(value), page: 1 })}
        >
          <option value="">{t(`${words}.allClients`)}</option>
          {clients.map((client) => (
            <option key={client.clientId} value={client.clientId}>
              {client.clientName}
            </option>
          ))}
        </FilterSelect>
        <SearchFilter
          label={t(`${words}.search`)}
          placeholder={t(`${words}.searchPlaceholder`)}
          maxLength={searchMaxLength}
          value={state.q}
          onSearch={(q) => onChange({ q, page: 1 })}
        />
        {filtered ? (
          <Button variant="ghost" size="small" className={listPage.filterButton} onClick={onClear}>
            {t(`${words}.clear`)}
          </Button>
        ) : null}
      </div>
      <CustomDateRange value={state} onApply={(startDate, endDate) => onChange({ startDate, endDate, page: 1 })} />
    </section>
  );
}
