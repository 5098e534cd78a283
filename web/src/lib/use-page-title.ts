import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to '<page> | LanePay' (seeds 000 §2.7). */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('common.pageTitle', { page, product: t('common.product') });
  }, [page, t]);
}
