import { useTranslation } from 'react-i18next';
import styles from './app-loading.module.css';

/** The whole-window loading state while the session or an area's code is on its way. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.mark} aria-hidden="true">
        L
      </span>
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
