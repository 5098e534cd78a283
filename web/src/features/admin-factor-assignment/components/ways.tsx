import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { factorAssignmentPaths } from '#web/config/paths.ts';
import { opensPage } from '#web/lib/page-access.ts';
import styles from './factor-assignment.module.css';

const ways = [
  { key: 'list', to: factorAssignmentPaths.list },
  { key: 'audit', to: factorAssignmentPaths.audit },
  { key: 'history', to: factorAssignmentPaths.history },
] as const;

/** The ways between the three pages, each shown only to whom it opens for (the seeds' role table). */
export function Ways({ current }: { current: (typeof ways)[number]['key'] }) {
  const { t } = useTranslation();
  const { user } = useAreaShell();
  return (
    <nav className={styles.ways} aria-label={t('factorAssignment.list.title')}>
      {ways
        .filter((way) => way.key !== current && opensPage(way.to, user))
        .map((way) => (
          <Link key={way.key} to={way.to}>
            {t(`factorAssignment.ways.${way.key}`)}
          </Link>
        ))}
    </nav>
  );
}
