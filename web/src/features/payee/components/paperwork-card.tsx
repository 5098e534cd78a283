import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NavIcon } from '../../../components/layouts/area-shell/icons.tsx';
import { dashboardPaths } from '../paths.ts';
import styles from './dashboard.module.css';

/**
 * The paperwork card (seeds 000 §2.5). Bills arrive with the paperwork screens; until then the
 * card says what paperwork is for and leads there, with no figures it cannot back.
 */
export function PaperworkCard({ span = 'narrow' }: { span?: 'narrow' | 'wide' | 'full' }) {
  const { t } = useTranslation();
  return (
    <section className={`${styles.card} ${styles[span]}`} aria-labelledby="dashboard-paperwork" data-card="paperwork">
      <div className={styles.cardHeader}>
        <h2 id="dashboard-paperwork" className={styles.cardTitle}>
          <NavIcon id="paperwork" className={styles.cardIcon} />
          {t('dashboard.paperwork.title')}
        </h2>
      </div>
      <p className={styles.muted}>{t('dashboard.paperwork.text')}</p>
      <div className={styles.cardFooter}>
        <span />
        <Link to={dashboardPaths.paperwork} className={styles.arrowLink}>
          {t('dashboard.paperwork.open')} →
        </Link>
      </div>
    </section>
  );
}
