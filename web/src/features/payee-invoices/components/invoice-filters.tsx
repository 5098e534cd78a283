import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateInputMaxLength } from '#shared/constants/dates.ts';
import { DatePreset } from '#shared/enums/date-preset.ts';
import type { DateType } from '#shared/enums/date-type.ts';
import { isoToMaskedDate, maskDateInput, maskedDateToIso } from '#shared/validation/date.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { DateChoice, DocumentsFilter, InvoiceListState } from '../lib/list-state.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import styles from './invoices.module.css';
import { StatusMultiSelect } from './status-multi-select.tsx';

const dateChoices: DateChoice[] = ['all', ...Object.values(DatePreset), 'custom'];
const documentChoices: DocumentsFilter[] = ['all', 'invoices', 'creditNotes'];

export type FilterProps = {
  state: InvoiceListState;
  onChange: (change: Partial<InvoiceListState>) => void;
  onClear: () => void;
  filtered: boolean;
  dateTypes: readonly DateType[];
  payors: readonly { id: number; name: string }[];
};

/**
 * The list's filters (seeds 000 §2.5, §9): date type, a date preset or a custom MM/DD/YYYY range,
 * statuses, payor, invoices or credit notes, and a search by invoice or load number that waits
 * 300 ms after the last key. Every change goes back to the first page.
 */
export function InvoiceFilters({ state, onChange, onClear, filtered, dateTypes, payors }: FilterProps) {
  const { t } = useTranslation();
  const ids = { dateType: useId(), date: useId(), payor: useId(), documents: useId(), search: useId() };
  const [search, setSearch] = useState(state.q);
  const settled = useDebouncedValue(search);
  const appliedQ = useRef(state.q);
  appliedQ.current = state.q;
  const lastSettled = useRef(settled);

  // The search box follows the address bar when it changes elsewhere (clearing, going back).
  useEffect(() => setSearch(state.q), [state.q]);
  // Only a search that settled after typing applies; a stale one never brings back cleared text.
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled.trim() !== appliedQ.current.trim()) onChange({ q: settled, page: 1 });
  }, [settled, onChange]);

  return (
    <section className={styles.filters} aria-label={t('invoices.filters.label')}>
      <div className={styles.filterRow}>
        <div className={styles.control}>
          <label className={styles.label} htmlFor={ids.dateType}>
            {t('invoices.filters.dateType')}
          </label>
          <select
            id={ids.dateType}
            className={styles.select}
            value={state.dateTypeId}
            onChange={(event) => onChange({ dateTypeId: Number(event.target.value) as DateType, page: 1 })}
          >
            {dateTypes.map((id) => (
              <option key={id} value={id}>
                {t(`invoices.dateTypes.${id}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.control}>
          <label className={styles.label} htmlFor={ids.date}>
            {t('invoices.filters.dateRange')}
          </label>
          <select
            id={ids.date}
            className={styles.select}
            value={state.date}
            onChange={(event) => {
              const date = event.target.value as DateChoice;
              onChange(date === 'custom' ? { date, page: 1 } : { date, startDate: null, endDate: null, page: 1 });
            }}
          >
            {dateChoices.map((choice) => (
              <option key={choice} value={choice}>
                {t(`invoices.datePresets.${choice}`)}
              </option>
            ))}
          </select>
        </div>
        <StatusMultiSelect value={state.statuses} onChange={(statuses) => onChange({ statuses, page: 1 })} />
        <div className={styles.control}>
          <label className={styles.label} htmlFor={ids.payor}>
            {t('invoices.filters.payor')}
          </label>
          <select
            id={ids.payor}
            className={styles.select}
            value={state.payorId ?? ''}
            onChange={(event) => onChange({ payorId: event.target.value ? Number(event.target.value) : null, page: 1 })}
          >
            <option value="">{t('invoices.filters.allPayors')}</option>
            {payors.map((payor) => (
              <option key={payor.id} value={payor.id}>
                {payor.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.control}>
          <label className={styles.label} htmlFor={ids.documents}>
            {t('invoices.filters.documents')}
          </label>
          <select
            id={ids.documents}
            className={styles.select}
            value={state.documents}
            onChange={(event) => onChange({ documents: event.target.value as DocumentsFilter, page: 1 })}
          >
            {documentChoices.map((choice) => (
              <option key={choice} value={choice}>
                {t(`invoices.documents.${choice}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={`${styles.control} ${styles.searchControl}`}>
          <label className={styles.label} htmlFor={ids.search}>
            {t('invoices.filters.search')}
          </label>
          <input
            id={ids.search}
            type="search"
            className={styles.input}
            value={search}
            maxLength={64}
            placeholder={t('invoices.filters.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {filtered ? (
          <Button variant="ghost" size="small" className={styles.clear} onClick={onClear}>
            {t('invoices.filters.clear')}
          </Button>
        ) : null}
      </div>
      {state.date === 'custom' ? (
        <CustomRange
          startDate={state.startDate}
          endDate={state.endDate}
          onApply={(startDate, endDate) => onChange({ startDate, endDate, page: 1 })}
        />
      ) : null}
    </section>
  );
}

/** The custom range: two MM/DD/YYYY fields (seeds 000 §5 date mask), applied together. */
function CustomRange({
  startDate,
  endDate,
  onApply,
}: {
  startDate: string | null;
  endDate: string | null;
  onApply: (startDate: string | null, endDate: string | null) => void;
}) {
  const { t } = useTranslation();
  const ids = { from: useId(), to: useId() };
  const [from, setFrom] = useState(isoToMaskedDate(startDate ?? ''));
  const [to, setTo] = useState(isoToMaskedDate(endDate ?? ''));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const start = from ? maskedDateToIso(from) : null;
    const end = to ? maskedDateToIso(to) : null;
    const next: { from?: string; to?: string } = {};
    if (from && !start) next.from = t('invoices.filters.invalidDate');
    if (to && !end) next.to = t('invoices.filters.invalidDate');
    if (start && end && start > end) next.to = t('invoices.filters.endBeforeStart');
    setErrors(next);
    if (!next.from && !next.to) onApply(start, end);
  };

  return (
    <form className={styles.customRange} onSubmit={submit} noValidate>
      {(
        [
          ['from', ids.from, from, setFrom],
          ['to', ids.to, to, setTo],
        ] as const
      ).map(([key, id, value, set]) => (
        <div key={key} className={styles.control}>
          <label className={styles.label} htmlFor={id}>
            {t(`invoices.filters.${key}`)}
          </label>
          <input
            id={id}
            className={`${styles.input} ${styles.dateInput} ${errors[key] ? styles.inputInvalid : ''}`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('invoices.filters.datePlaceholder')}
            maxLength={dateInputMaxLength}
            value={value}
            aria-invalid={errors[key] ? true : undefined}
            aria-describedby={errors[key] ? `${id}-error` : undefined}
            onChange={(event) => set(maskDateInput(event.target.value))}
          />
          {errors[key] ? (
            <span id={`${id}-error`} className={styles.fieldError} role="alert">
              {errors[key]}
            </span>
          ) : null}
        </div>
      ))}
      <Button type="submit" variant="secondary" className={styles.clear}>
        {t('invoices.filters.apply')}
      </Button>
    </form>
  );
}
