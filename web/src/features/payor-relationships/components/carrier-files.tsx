import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { first1099Year } from '#shared/schemas/payor-ops-report-queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FilterSelect } from '#web/components/ui/list-filters.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useDownloadCarrierTerms } from '../api/download-carrier-terms.ts';
import { useDownloadRelationship1099 } from '../api/download-relationship-1099.ts';
import { useDownloadSelectCarrierDiscovery } from '../api/download-select-carrier-discovery.ts';
import styles from './carriers.module.css';

/** Tax years offered: this one and the six before it (the 1099 of last year is the one usually wanted). */
function taxYears(): number[] {
  const current = Number(calendarDateIn(new Date()).slice(0, 4));
  return Array.from({ length: 7 }, (_, index) => current - index).filter((year) => year >= first1099Year);
}

/**
 * The Carriers list's reports, each an Excel file (seeds 001 §7): 1099 totals for a tax year, the
 * Select Carrier discovery and every carrier's terms. Busy while a file is made; a failure shows in a toast.
 */
export function CarrierFiles() {
  const { t } = useTranslation();
  const years = taxYears();
  const [year, setYear] = useState(years[1] ?? years[0] ?? first1099Year);
  const download1099 = useDownloadRelationship1099();
  const discovery = useDownloadSelectCarrierDiscovery();
  const terms = useDownloadCarrierTerms();
  const onError = (error: Error) =>
    showToast({
      level: 'error',
      title: t('errors.errorTitle'),
      message: error instanceof ApiError && !error.isGeneric ? error.message : t('carriers.files.failed'),
    });
  return (
    <section className={styles.files} aria-label={t('carriers.files.label')}>
      <FilterSelect label={t('carriers.files.year')} value={String(year)} onChange={(value) => setYear(Number(value))}>
        {years.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </FilterSelect>
      <Button
        variant="secondary"
        busy={download1099.isPending}
        busyLabel={t('carriers.files.busy')}
        onClick={() => download1099.mutate(year, { onError })}
      >
        {t('carriers.files.relationship1099')}
      </Button>
      <Button
        variant="secondary"
        busy={discovery.isPending}
        busyLabel={t('carriers.files.busy')}
        onClick={() => discovery.mutate(undefined, { onError })}
      >
        {t('carriers.files.discovery')}
      </Button>
      <Button
        variant="secondary"
        busy={terms.isPending}
        busyLabel={t('carriers.files.busy')}
        onClick={() => terms.mutate(undefined, { onError })}
      >
        {t('carriers.files.terms')}
      </Button>
    </section>
  );
}
