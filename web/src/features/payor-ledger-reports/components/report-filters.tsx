import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { CustomDateRange, DateChoiceSelect } from '#web/components/ui/date-choice-filter.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import type { DateChoice, DateChoiceState } from '#web/lib/date-choice.ts';
import { pastDateChoices } from '../lib/report-search.ts';

/**
 * A ledger report's filters bar: its date (every date, a preset of the seeds, a typed range), any
 * filter of its own (`children`), and a way back to every date.
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
  /** Whether a date narrows the report (offers the way back to every date). */
  filtered: boolean;
  /** The dates the report offers (the credit-limit report always covers some days: no 'every date'). */
  choices?: readonly DateChoice[];
  dates: DateChoiceState;
  onDates: (dates: DateChoiceState) => void;
  onClear: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={`${listPage.filters} ${listPage.filtersStacked}`}
      aria-label={t('payorLedgerReports.common.filtersLabel')}
    >
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
            {t('payorLedgerReports.common.clear')}
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
