import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyBannerHideScrollY } from '#shared/constants/layout.ts';
import { CurrencyFilter } from '#shared/enums/currency.ts';
import { Button } from '#web/components/ui/button.tsx';
import { chooseCurrencyFilter, useCurrencyFilter } from '#web/lib/currency-filter.ts';
import styles from './currency-banner.module.css';
import { InfoIcon } from './icons.tsx';

function useScrolledBeyond(limit: number): boolean {
  const [beyond, setBeyond] = useState(() => window.scrollY > limit);
  useEffect(() => {
    const onScroll = () => setBeyond(window.scrollY > limit);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [limit]);
  return beyond;
}

/**
 * 'Viewing {{currency}} Currency Only' while a currency filter is set (seeds 000 §4), with 'View
 * All' to clear it. It gets out of the way once the page is scrolled beyond 100 px (001 §9).
 */
export function CurrencyBanner() {
  const { t } = useTranslation();
  const filter = useCurrencyFilter();
  const hidden = useScrolledBeyond(currencyBannerHideScrollY);
  if (filter === CurrencyFilter.All) return null;
  return (
    <div className={`${styles.banner} ${hidden ? styles.hidden : ''}`} role="status" aria-hidden={hidden || undefined}>
      <InfoIcon />
      <span className={styles.text}>{t('shell.currency.banner', { currency: filter })}</span>
      <Button
        size="small"
        variant="secondary"
        tabIndex={hidden ? -1 : undefined}
        onClick={() => chooseCurrencyFilter(CurrencyFilter.All)}
      >
        {t('shell.currency.viewAll')}
      </Button>
    </div>
  );
}
