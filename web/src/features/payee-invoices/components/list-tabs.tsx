import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { invoicesPaths } from '#web/config/paths.ts';
import styles from './invoices.module.css';

/** Switches between the combined list and the credit notes list. */
export function ListTabs() {
  const { t } = useTranslation();
  const className = ({ isActive }: { isActive: boolean }) => `${styles.tab} ${isActive ? styles.tabActive : ''}`;
  return (
    <nav className={styles.tabs} aria-label={t('invoices.heading')}>
      <NavLink to={invoicesPaths.list} end className={className}>
        {t('invoices.tabs.invoices')}
      </NavLink>
      <NavLink to={invoicesPaths.creditNotes} end className={className}>
        {t('invoices.tabs.creditNotes')}
      </NavLink>
    </nav>
  );
}
