import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import styles from './public-layout.module.css';

/**
 * The frame of the pages seen before signing in (login, registration): the brand panel with a
 * heading and whatever the page adds to it, beside the card; on small screens the panel shrinks
 * to the logo.
 */
export function PublicLayout({
  heading,
  intro,
  aside,
  width = 'narrow',
  children,
}: {
  heading: string;
  intro?: string;
  /** More of the brand panel under the heading (registration shows its steps). */
  aside?: ReactNode;
  width?: 'narrow' | 'wide';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <aside className={styles.brand}>
        {/* A plain link: the login page renders without a router. */}
        <a href={paths.root} className={styles.logo}>
          <span className={styles.mark} aria-hidden="true">
            L
          </span>
          {t('common.product')}
        </a>
        <div className={styles.brandBody}>
          <p className={styles.heading}>{heading}</p>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
          {aside}
        </div>
        <p className={styles.legal}>
          © {new Date().getFullYear()} {t('common.product')}
        </p>
      </aside>
      <main className={styles.main}>
        <div className={styles.card} data-width={width}>
          {children}
        </div>
      </main>
    </div>
  );
}
