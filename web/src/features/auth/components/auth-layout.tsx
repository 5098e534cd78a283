import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auth-layout.module.css';

/** The public pages' frame: brand panel beside (or above, on small screens) the form. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <aside className={styles.brand}>
        <div className={styles.logo}>
          <span className={styles.mark} aria-hidden="true">
            L
          </span>
          {t('common.product')}
        </div>
        <p className={styles.tagline}>{t('auth.login.subheading')}</p>
        <p className={styles.legal}>
          © {new Date().getFullYear()} {t('common.product')}
        </p>
      </aside>
      <main className={styles.main}>
        <div className={styles.card}>{children}</div>
      </main>
    </div>
  );
}
