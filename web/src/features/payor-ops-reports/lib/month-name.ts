import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A report month (YYYY-MM) as the language names it ('October 2026'); a calendar month, so no zone shift. */
export function useMonthName(): (month: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return (month: string) => format.format(new Date(`${month}-01T12:00:00Z`));
  }, [i18n.language]);
}
