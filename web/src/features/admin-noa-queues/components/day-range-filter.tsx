import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '#web/components/ui/button.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { isoDateParam } from '#web/lib/list-params.ts';
import { useLatestSearchParams } from '#web/lib/use-latest-search-params.ts';

/** The days a report shows, as the address bar names them (the API's last 30 days when it names none). */
export function useDayRange() {
  const [searchParams] = useSearchParams();
  const from = isoDateParam(searchParams.get('from'));
  const to = isoDateParam(searchParams.get('to'));
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/**
 * A report's first and last day (America/Chicago), written to the address bar on Show so the
 * screen shares and reloads as shown; `shown` is the range the API answered for.
 */
export function DayRangeFilter({ shown, fieldError }: { shown?: { from: string; to: string }; fieldError?: string }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const asked = useDayRange();
  const [from, setFrom] = useState(asked.from ?? '');
  const [to, setTo] = useState(asked.to ?? '');
  const show = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setSearchParams(next, { replace: true });
  };
  return (
    <form className={listPage.filters} onSubmit={show} aria-label={t('noaQueues.range.label')}>
      <div className={listPage.filterRow}>
        <div className={listPage.control}>
          <label className={listPage.label} htmlFor="noa-range-from">
            {t('noaQueues.range.from')}
          </label>
          <input
            id="noa-range-from"
            type="date"
            className={listPage.input}
            value={from || (shown?.from ?? '')}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className={listPage.control}>
          <label className={listPage.label} htmlFor="noa-range-to">
            {t('noaQueues.range.to')}
          </label>
          <input
            id="noa-range-to"
            type="date"
            className={listPage.input}
            value={to || (shown?.to ?? '')}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'noa-range-error' : undefined}
          />
        </div>
        <Button type="submit" size="small" className={listPage.filterButton}>
          {t('noaQueues.range.show')}
        </Button>
      </div>
      {fieldError ? (
        <span id="noa-range-error" role="alert">
          {fieldError}
        </span>
      ) : null}
    </form>
  );
}
