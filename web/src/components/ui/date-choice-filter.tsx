import { useTranslation } from 'react-i18next';
import {
  allDateChoices,
  type DateChoice,
  type DateChoiceChange,
  type DateChoiceState,
  dateChoiceChange,
} from '#web/lib/date-choice.ts';
import { DateRangeFilter, FilterSelect } from './list-filters.tsx';

/**
 * The date select of a list's filters bar (every date, the presets it offers, a custom range);
 * its words are the shell's, so every list and report reads the same.
 */
export function DateChoiceSelect({
  label,
  value,
  onChange,
  choices = allDateChoices,
}: {
  label: string;
  value: DateChoice;
  onChange: (change: DateChoiceChange) => void;
  /** The presets a date can sensibly take (paid dates are never in the future). */
  choices?: readonly DateChoice[];
}) {
  const { t } = useTranslation();
  return (
    <FilterSelect label={label} value={value} onChange={(next) => onChange(dateChoiceChange(next as DateChoice))}>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {t(`shell.dates.choices.${choice}`)}
        </option>
      ))}
    </FilterSelect>
  );
}

/** The typed range under the filters bar, shown while the choice is a custom range. */
export function CustomDateRange({
  value,
  onApply,
}: {
  value: DateChoiceState;
  onApply: (startDate: string | null, endDate: string | null) => void;
}) {
  const { t } = useTranslation();
  if (value.date !== 'custom') return null;
  return (
    <DateRangeFilter
      startDate={value.startDate}
      endDate={value.endDate}
      onApply={onApply}
      labels={{
        from: t('shell.dates.from'),
        to: t('shell.dates.to'),
        placeholder: t('shell.dates.placeholder'),
        invalidDate: t('shell.dates.invalidDate'),
        endBeforeStart: t('shell.dates.endBeforeStart'),
        apply: t('shell.dates.apply'),
      }}
    />
  );
}
