import { useTranslation } from 'react-i18next';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import { paymentSearchMaxLength } from '#shared/schemas/payee-payments.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CustomDateRange, DateChoiceSelect } from '#web/components/ui/date-choice-filter.tsx';
import { FilterSelect, SearchFilter } from '#web/components/ui/list-filters.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { pastDateChoices } from '#web/lib/date-choice.ts';
import type { PaymentsListState } from '../lib/list-search.ts';

type Change = Partial<PaymentsListState>;

/**
 * The payments list's filters (seeds 000 §2.5, §9): paid date (all, a preset or a typed range),
 * payout type, status and a search in confirmation, payment and load numbers. Every change goes
 * to the address bar through `onChange` and back to the first page.
 */
export function PaymentsFilters({
  state,
  onChange,
  onClear,
  filtered,
}: {
  state: PaymentsListState;
  onChange: (change: Change) => void;
  onClear: () => void;
  filtered: boolean;
}) {
  const { t } = useTranslation();
  const dates = { date: state.range ?? 'all', startDate: state.startDate, endDate: state.endDate } as const;
  return (
    <section className={`${listPage.filters} ${listPage.filtersStacked}`} aria-label={t('payments.filters.label')}>
      <div className={listPage.filterRow}>
        <DateChoiceSelect
          label={t('payments.filters.paidDate')}
          value={dates.date}
          choices={pastDateChoices}
          onChange={({ date, ...range }) => onChange({ range: date === 'all' ? null : date, ...range, page: 1 })}
        />
        <FilterSelect
          label={t('payments.filters.payoutType')}
          value={state.payoutType === null ? '' : String(state.payoutType)}
          onChange={(value) => onChange({ payoutType: value === '' ? null : (Number(value) as PayoutType), page: 1 })}
        >
          <option value="">{t('payments.filters.allPayoutTypes')}</option>
          {Object.values(PayoutType).map((type) => (
            <option key={type} value={type}>
              {t(`payments.payoutTypes.${type}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('payments.filters.status')}
          value={state.state ?? ''}
          onChange={(value) => onChange({ state: value === '' ? null : (value as PaymentState), page: 1 })}
        >
          <option value="">{t('payments.filters.allStatuses')}</option>
          {Object.values(PaymentState).map((value) => (
            <option key={value} value={value}>
              {t(`payments.states.${value}`)}
            </option>
          ))}
        </FilterSelect>
        <SearchFilter
          label={t('payments.filters.search')}
          placeholder={t('payments.filters.searchPlaceholder')}
          maxLength={paymentSearchMaxLength}
          value={state.q}
          onSearch={(q) => onChange({ q, page: 1 })}
        />
        {filtered ? (
          <Button variant="ghost" size="small" className={listPage.filterButton} onClick={onClear}>
            {t('payments.filters.clear')}
          </Button>
        ) : null}
      </div>
      <CustomDateRange value={dates} onApply={(startDate, endDate) => onChange({ startDate, endDate, page: 1 })} />
    </section>
  );
}
