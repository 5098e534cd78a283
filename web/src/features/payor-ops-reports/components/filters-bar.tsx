import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import listPage from '#web/components/ui/list-page.module.css';

/**
 * A report's filters bar: its selects in a row (the typed date range, when chosen, under them) and
 * a way out of the filters once any is set.
 */
export function FiltersBar({
  label,
  filtered,
  onClear,
  below,
  children,
}: {
  label: string;
  filtered: boolean;
  onClear: () => void;
  /** Under the row: the typed date range while it is chosen. */
  below?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={`${listPage.filters} ${listPage.filtersStacked}`} aria-label={label}>
      <div className={listPage.filterRow}>
        {children}
        {filtered ? (
          <Button variant="ghost" size="small" className={listPage.filterButton} onClick={onClear}>
            {t('opsReports.clear')}
          </Button>
        ) : null}
      </div>
      {below}
    </section>
  );
}
