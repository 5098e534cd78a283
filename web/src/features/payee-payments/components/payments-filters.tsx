import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchDebounceMs } from '#shared/constants/client.ts';
import { DatePreset } from '#shared/enums/date-preset.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import { paymentSearchMaxLength } from '#shared/schemas/payee-payments.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FilterSelect } from '#web/components/ui/list-filters.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import type { PaymentsListState } from '../lib/list-search.ts';
import { DateField } from './date-field.tsx';
import styles from './payments.module.css';

/** Presets a paid date can sensibly take: payments are never in the future. */
const pastPresets = [
  DatePreset.Last30Days,
  DatePreset.Last45Days,
  DatePreset.Last90Days,
  DatePreset.Last365Days,
  DatePreset.CurrentMonth,
  DatePreset.CurrentQuarter,
] as const;

type Change = Partial<PaymentsListState>;

/**
 * The payments list's filters (seeds 000 §2.5, §9): paid date (all, a preset or a typed range),
 * payout type, status and a search in confirmation, payment and load numbers. Every change goes
 * to the address bar through `onChange`; the search waits for typing to pause.
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
  const searchId = useId();
  const [search, setSearch] = useState(state.q);
  const lastSent = useRef(state.q);
  useEffect(() => {
    if (state.q !== lastSent.current) {
      lastSent.current = state.q;
      setSearch(state.q);
    }
  }, [state.q]);
  useEffect(() => {
    if (search.trim() === lastSent.current.trim()) return;
    const timer = setTimeout(() => {
      lastSent.current = search;
      onChange({ q: search, page: 1 });
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [search, onChange]);

  const rangeInvalid = Boolean(state.startDate && state.endDate && state.startDate > state.endDate);

  return (
    <section className={listPage.filters} aria-label={t('payments.filters.label')}>
      <FilterSelect
        label={t('payments.filters.paidDate')}
        value={state.range ?? ''}
        onChange={(value) =>
          onChange({
            range: value === '' ? null : (value as PaymentsListState['range']),
            startDate: null,
            endDate: null,
            page: 1,
          })
        }
      >
        <option value="">{t('payments.filters.allDates')}</option>
        {pastPresets.map((preset) => (
          <option key={preset} value={preset}>
            {t(`payments.filters.presets.${preset}`)}
          </option>
        ))}
        <option value="custom">{t('payments.filters.custom')}</option>
      </FilterSelect>
      {state.range === 'custom' ? (
        <>
          <DateField
            className={styles.dateControl}
            label={t('payments.filters.from')}
            value={state.startDate}
            onChange={(startDate) => onChange({ startDate, page: 1 })}
          />
          <DateField
            className={styles.dateControl}
            label={t('payments.filters.to')}
            value={state.endDate}
            onChange={(endDate) => onChange({ endDate, page: 1 })}
            error={rangeInvalid ? t('payments.filters.rangeInvalid') : undefined}
          />
        </>
      ) : null}
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
      <div className={`${listPage.control} ${listPage.searchControl}`}>
        <label className={listPage.label} htmlFor={searchId}>
          {t('payments.filters.search')}
        </label>
        <input
          id={searchId}
          className={listPage.input}
          type="search"
          value={search}
          maxLength={paymentSearchMaxLength}
          placeholder={t('payments.filters.searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              lastSent.current = search;
              onChange({ q: search, page: 1 });
            }
          }}
        />
      </div>
      {filtered ? (
        <Button variant="ghost" size="small" className={listPage.filterButton} onClick={onClear}>
          {t('payments.filters.clear')}
        </Button>
      ) : null}
    </section>
  );
}
