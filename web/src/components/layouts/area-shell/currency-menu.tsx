import { useTranslation } from 'react-i18next';
import { CurrencyFilter } from '#shared/enums/currency.ts';
import { chooseCurrencyFilter, useCurrencyFilter } from '#web/lib/currency-filter.ts';
import { DropdownMenu, MenuRadioItem } from './dropdown-menu.tsx';
import { ChevronDownIcon, CurrencyIcon } from './icons.tsx';
import styles from './top-bar.module.css';

const choices = [
  { filter: CurrencyFilter.All, labelKey: 'shell.currency.allCurrencies' },
  { filter: CurrencyFilter.USD, labelKey: 'shell.currency.usd' },
  { filter: CurrencyFilter.CAD, labelKey: 'shell.currency.cad' },
] as const;

/** The top bar's currency filter (seeds 000 §4, 001 §9): All, USD or CAD; a choice reloads the page. */
export function CurrencyMenu() {
  const { t } = useTranslation();
  const filter = useCurrencyFilter();
  const shown = filter === CurrencyFilter.All ? t('shell.currency.all') : filter;
  return (
    <DropdownMenu
      label={t('shell.currency.open', { currency: shown })}
      buttonClassName={styles.barButton}
      panelClassName={styles.currencyPanel}
      button={
        <>
          <CurrencyIcon />
          <span className={styles.barButtonText}>{shown}</span>
          <ChevronDownIcon className={styles.chevron} />
        </>
      }
    >
      {(close) =>
        choices.map((choice) => (
          <MenuRadioItem
            key={choice.filter}
            checked={filter === choice.filter}
            onSelect={() => {
              close();
              if (choice.filter !== filter) chooseCurrencyFilter(choice.filter);
            }}
          >
            {t(choice.labelKey)}
          </MenuRadioItem>
        ))
      }
    </DropdownMenu>
  );
}
