import { useTranslation } from 'react-i18next';
import { ClaimedFilter, PayorRelationshipSortField } from '#shared/enums/payor-relationship.ts';
import { carrierSearchMaxLength } from '#shared/schemas/payor-relationships.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FilterSelect, SearchFilter } from '#web/components/ui/list-filters.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import type { CarriersListState } from '../lib/list-search.ts';

/** The orders offered: one choice for the list and the grid alike (the grid has no column headings). */
const sortChoices = [
  { key: 'name', sortField: PayorRelationshipSortField.Name, sortAsc: true },
  { key: 'nameDesc', sortField: PayorRelationshipSortField.Name, sortAsc: false },
  { key: 'amountDesc', sortField: PayorRelationshipSortField.AvailableInvoiceAmount, sortAsc: false },
  { key: 'countDesc', sortField: PayorRelationshipSortField.AvailableInvoiceCount, sortAsc: false },
  { key: 'claimedDesc', sortField: PayorRelationshipSortField.ClaimedDate, sortAsc: false },
] as const;

/** Search by name, MC or DOT; connected or not; the order. Every change goes to the address bar. */
export function CarriersFilters({
  state,
  onChange,
  onClear,
  filtered,
}: {
  state: CarriersListState;
  onChange: (change: Partial<CarriersListState>) => void;
  onClear: () => void;
  filtered: boolean;
}) {
  const { t } = useTranslation();
  const sortKey =
    sortChoices.find((choice) => choice.sortField === state.sortField && choice.sortAsc === state.sortAsc)?.key ??
    'name';
  return (
    <div className={listPage.filters}>
      <div className={listPage.filterRow}>
        <SearchFilter
          label={t('carriers.filters.search')}
          placeholder={t('carriers.filters.searchHint')}
          maxLength={carrierSearchMaxLength}
          value={state.q}
          onSearch={(q) => onChange({ q, page: 1 })}
        />
        <FilterSelect
          label={t('carriers.filters.claimed')}
          value={state.claimed ?? ''}
          onChange={(value) => onChange({ claimed: (value || null) as ClaimedFilter | null, page: 1 })}
        >
          <option value="">{t('carriers.filters.all')}</option>
          <option value={ClaimedFilter.Claimed}>{t('carriers.filters.claimedOnly')}</option>
          <option value={ClaimedFilter.Unclaimed}>{t('carriers.filters.unclaimedOnly')}</option>
        </FilterSelect>
        <FilterSelect
          label={t('carriers.filters.sort')}
          value={sortKey}
          onChange={(value) => {
            const choice = sortChoices.find((candidate) => candidate.key === value) ?? sortChoices[0];
            onChange({ sortField: choice.sortField, sortAsc: choice.sortAsc, page: 1 });
          }}
        >
          {sortChoices.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {t(`carriers.sort.${choice.key}`)}
            </option>
          ))}
        </FilterSelect>
        {filtered ? (
          <Button variant="ghost" size="small" onClick={onClear}>
            {t('carriers.filters.clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
