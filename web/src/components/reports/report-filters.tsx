import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { CustomDateRange, DateChoiceSelect } from '#web/components/ui/date-choice-filter.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { type DateChoice, type DateChoiceState, pastDateChoices } from '#web/lib/date-choice.ts';

/**
 * A report's filters bar: its date (every date, a preset, a typed range under the row), the
 * report's own selects (`children`), and a way out of the filters once any is set.
 */
export function ReportFilters({
  dateLabel,
  dates,
  onDates,
  onClear,
  filtered,
  choices = pastDateChoices,
  children,
}: {
  dateLabel: string;
  filtered: boolean;
  choices?: readonly DateChoice[] | undefined;
  dates: DateChoiceState;
  onDates: (dates: DateChoiceState) => void;
  onClear: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={`${listPage.filters} ${listPage.filtersStacked}`} aria-label={t('shell.report.filters')}>
      <div className={listPage.filterRow}>
        <DateChoiceSelect
          label={dateLabel}
          value={dates.date}
          choices={choices}
          onChange={(change) => onDates({ ...dates, ...change })}
        />
        {children}
        {filtered ? (
          <Button variant="ghost" size="small" className={listPage.filterButton} onClick={onClear}>
            {t('shell.report.clear')}
          </Button>
        ) : null}
      </div>
      <CustomDateRange
        value={dates}
        onApply={(startDate, endDate) => onDates({ date: 'custom', startDate, endDate })}
      />
    </section>
  );
}
