import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import styles from './dashboard.module.css';

/** Whom the dashboard greets, under its heading at once (it needs no data of the page's own). */
export function Greeting({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return (
    <p className={styles.greeting}>{t('payorDashboard.greeting', { name: user.name, company: user.company.name })}</p>
  );
}
