import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { dateInputMaxLength } from '#shared/constants/dates.ts';
import { isoToMaskedDate, maskDateInput, maskedDateToIso } from '#shared/dates/date-input.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { Button } from './button.tsx';
import listPage from './list-page.module.css';

/**
 * The controls a list's filters bar is made of (inside `listPage.filters`): a labelled select, the
 * search box that applies 300 ms after the last key, and a MM/DD/YYYY date range applied together.
 * Each takes its words from the list's own namespace.
 */

/** A labelled select; `onChange` gets the chosen option's value. */
export function FilterSelect({
  label,
  value,
  onChange,
  children,
  className,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`${listPage.control} ${className ?? ''}`}>
      <label className={listPage.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={listPage.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/**
 * The search box: what is typed applies once it has settled (seeds 000 §9: 300 ms), and the box
 * follows the address bar when the search changes elsewhere (clearing, going back). Only a search
 * that settled after typing applies, so a stale one never brings back cleared text.
 */
export function SearchFilter({
  label,
  placeholder,
  maxLength,
  value,
  onSearch,
  className,
}: {
  label: string;
  placeholder: string;
  maxLength: number;
  className?: string;
  /** The search the list applies now. */
  value: string;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState(value);
  const settled = useDebouncedValue(search);
  const applied = useRef(value);
  applied.current = value;
  const lastSettled = useRef(settled);
  const latestOnSearch = useRef(onSearch);
  latestOnSearch.current = onSearch;

  useEffect(() => setSearch(value), [value]);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled.trim() !== applied.current.trim()) latestOnSearch.current(settled);
  }, [settled]);

  return (
    <div className={`${listPage.control} ${listPage.searchControl} ${className ?? ''}`}>
      <label className={listPage.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={listPage.input}
        value={search}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => setSearch(event.target.value)}
      />
    </div>
  );
}

/** The words of a date range, in the list's namespace. */
export type DateRangeLabels = {
  from: string;
  to: string;
  placeholder: string;
  invalidDate: string;
  endBeforeStart: string;
  apply: string;
};

/**
 * Two MM/DD/YYYY fields (seeds 000 §5 date mask) applied together: each must be a real date or
 * empty, and the end may not come before the start. With `applyWhenChanged` the button shows only
 * once a field differs from what the list applies.
 */
export function DateRangeFilter({
  startDate,
  endDate,
  onApply,
  labels,
  applyWhenChanged = false,
}: {
  startDate: string | null;
  endDate: string | null;
  onApply: (startDate: string | null, endDate: string | null) => void;
  labels: DateRangeLabels;
  applyWhenChanged?: boolean;
}) {
  const ids = { from: useId(), to: useId() };
  const [from, setFrom] = useState(isoToMaskedDate(startDate ?? ''));
  const [to, setTo] = useState(isoToMaskedDate(endDate ?? ''));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const changed = from !== isoToMaskedDate(startDate ?? '') || to !== isoToMaskedDate(endDate ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const start = from ? maskedDateToIso(from) : null;
    const end = to ? maskedDateToIso(to) : null;
    const next: { from?: string; to?: string } = {};
    if (from && !start) next.from = labels.invalidDate;
    if (to && !end) next.to = labels.invalidDate;
    if (start && end && start > end) next.to = labels.endBeforeStart;
    setErrors(next);
    if (!next.from && !next.to) onApply(start, end);
  };

  return (
    <form className={listPage.dateRange} onSubmit={submit} noValidate>
      {(
        [
          ['from', ids.from, from, setFrom],
          ['to', ids.to, to, setTo],
        ] as const
      ).map(([key, id, value, set]) => (
        <div key={key} className={listPage.control}>
          <label className={listPage.label} htmlFor={id}>
            {labels[key]}
          </label>
          <input
            id={id}
            className={`${listPage.input} ${listPage.dateInput} ${errors[key] ? listPage.inputInvalid : ''}`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={labels.placeholder}
            maxLength={dateInputMaxLength}
            value={value}
            aria-invalid={errors[key] ? true : undefined}
            aria-describedby={errors[key] ? `${id}-error` : undefined}
            onChange={(event) => set(maskDateInput(event.target.value))}
          />
          {errors[key] ? (
            <span id={`${id}-error`} className={listPage.fieldError} role="alert">
              {errors[key]}
            </span>
          ) : null}
        </div>
      ))}
      {!applyWhenChanged || changed ? (
        <Button type="submit" variant="secondary" className={listPage.filterButton}>
          {labels.apply}
        </Button>
      ) : null}
    </form>
  );
}
