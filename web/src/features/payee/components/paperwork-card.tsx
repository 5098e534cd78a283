import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { payeeBillGroups } from '#shared/enums/bill-state.ts';
import { NavIcon } from '#web/components/layouts/area-shell/icons.tsx';
import { paperworkPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { groupTotals } from '#web/lib/paperwork/bill-groups.ts';
import { useBills } from '#web/lib/paperwork/get-bills.ts';
import styles from './dashboard.module.css';

const groups = ['incomplete', 'submitted'] as const satisfies readonly (keyof typeof payeeBillGroups)[];

/**
 * The paperwork card (seeds 000 §2.5): the carrier's bills in the paperwork list's two groups, each
 * leading to the list filtered to it. One bill row is asked for: the counts come from the list's
 * totals per state, which cover every bill whatever the page.
 */
export function PaperworkCard({ span = 'narrow' }: { span?: 'narrow' | 'wide' | 'full' }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const bills = useBills({ pageSize: 1 });
  const totals = bills.data ? groupTotals(payeeBillGroups, bills.data.totals) : null;
  return (
    <section className={`${styles.card} ${styles[span]}`} aria-labelledby="dashboard-paperwork" data-card="paperwork">
      <div className={styles.cardHeader}>
        <h2 id="dashboard-paperwork" className={styles.cardTitle}>
          <NavIcon id="paperwork" className={styles.cardIcon} />
          {t('dashboard.paperwork.title')}
        </h2>
      </div>
      <p className={styles.muted}>{t('dashboard.paperwork.text')}</p>
      {totals ? (
        <div className={styles.paperworkTotals}>
          {groups.map((group) => (
            <Link
              key={group}
              to={`${paperworkPaths.list}?group=${group}`}
              className={`${styles.total} ${styles[group === 'incomplete' ? 'held' : 'approved']}`}
              data-total={group}
            >
              <span className={styles.totalLabel}>{t(`dashboard.paperwork.${group}`)}</span>
              <span className={styles.amount}>{format.count(totals[group].count)}</span>
            </Link>
          ))}
        </div>
      ) : null}
      <div className={styles.cardFooter}>
        <span />
        <Link to={paperworkPaths.list} className={styles.arrowLink}>
          {t('dashboard.paperwork.open')} →
        </Link>
      </div>
    </section>
  );
}
