import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateInputMaxLength } from '#shared/constants/dates.ts';
import { isoToMaskedDate, maskDateInput, maskedDateToIso } from '#shared/dates/date-input.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FilterSelect, SearchFilter } from '#web/components/ui/list-filters.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { type BillSortField, type PaperworkListState, searchMaxLength, sortFields } from '../lib/list-state.ts';
import styles from './paperwork.module.css';

/**
 * A created-date bound typed as MM/DD/YYYY (seeds 000 §5): applied once it is a whole real date or
 * empty; anything else says it is not a date and changes nothing.
 */
function DateBound({
  label,
  value,
  onApply,
}: {
  label: string;
  value: string | null;
  onApply: (iso: string | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(isoToMaskedDate(value ?? ''));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setText(isoToMaskedDate(value ?? ''));
    setInvalid(false);
  }, [value]);
  const apply = (masked: string) => {
    if (masked === '') {
      setInvalid(false);
      if (value !== null) onApply(null);
      return;
    }
    const iso = maskedDateToIso(masked);
    setInvalid(iso === null && masked.length === dateInputMaxLength);
    if (iso && iso !== value) onApply(iso);
  };
  return (
    <div className={listPage.control}>
      <label className={listPage.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={`${listPage.input} ${listPage.dateInput} ${styles.dateBound} ${invalid ? listPage.inputInvalid : ''}`}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('paperwork.list.filters.datePlaceholder')}
        maxLength={dateInputMaxLength}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          const masked = maskDateInput(event.target.value);
          setText(masked);
          apply(masked);
        }}
        onBlur={() => setInvalid(text !== '' && maskedDateToIso(text) === null)}
      />
      {invalid ? (
        <span id={`${id}-error`} className={listPage.fieldError} role="alert">
          {t('paperwork.list.filters.invalidDate')}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The list's filters (seeds 000 §3 bills list: created date range, load or invoice number
 * contains, payor): the search waits 300 ms after the last key; the order is here too, for phones
 * that have no column headers. Every change goes back to the first page.
 */
export function ListFilters({
  state,
  onChange,
  onClear,
  filtered,
  payors,
}: {
  state: PaperworkListState;
  onChange: (change: Partial<PaperworkListState>) => void;
  onClear: () => void;
  filtered: boolean;
  payors: readonly { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  return (
    <section className={`${listPage.filters} ${styles.filters}`} aria-label={t('paperwork.list.filters.label')}>
      <SearchFilter
        label={t('paperwork.list.filters.search')}
        placeholder={t('paperwork.list.filters.searchPlaceholder')}
        maxLength={searchMaxLength}
        value={state.q}
        onSearch={(q) => onChange({ q, page: 1 })}
        className={styles.searchControl}
      />
      <FilterSelect
        label={t('paperwork.list.filters.payor')}
        value={state.payorId ?? ''}
        onChange={(value) => onChange({ payorId: value ? Number(value) : null, page: 1 })}
      >
        <option value="">{t('paperwork.list.filters.allPayors')}</option>
        {payors.map((payor) => (
          <option key={payor.id} value={payor.id}>
            {payor.name}
          </option>
        ))}
      </FilterSelect>
      <DateBound
        label={t('paperwork.list.filters.from')}
        value={state.from}
        onApply={(from) => onChange({ from, page: 1 })}
      />
      <DateBound label={t('paperwork.list.filters.to')} value={state.to} onApply={(to) => onChange({ to, page: 1 })} />
      <FilterSelect
        label={t('paperwork.list.filters.sort')}
        value={`${state.sortField}:${state.sortAsc ? 'asc' : 'desc'}`}
        onChange={(value) => {
          const [field, direction] = value.split(':');
          onChange({ sortField: field as BillSortField, sortAsc: direction === 'asc', page: 1 });
        }}
      >
        {sortFields.flatMap((field) =>
          (['desc', 'asc'] as const).map((direction) => (
            <option key={`${field}:${direction}`} value={`${field}:${direction}`}>
              {t(`paperwork.list.sort.${field}.${direction}`)}
            </option>
          )),
        )}
      </FilterSelect>
      {filtered ? (
        <Button variant="ghost" size="small" className={`${listPage.filterButton} ${styles.clear}`} onClick={onClear}>
          {t('paperwork.list.filters.clear')}
        </Button>
      ) : null}
    </section>
  );
}
