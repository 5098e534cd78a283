import { useTranslation } from 'react-i18next';
import { canOpenAdminRoute } from '#shared/permissions/admin.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { LinkTiles } from '#web/components/ui/link-tiles.tsx';
import { adminRelativePath, noaProcessingPaths, noaQueuesPaths } from '#web/config/paths.ts';
import styles from './noa-work.module.css';

/** The NOA work a staff member may open, by its words' key: the queues first, then the lists. */
const noaPages = [
  ['queues', noaProcessingPaths.root],
  ['search', noaQueuesPaths.search],
  ['metrics', noaQueuesPaths.metrics],
  ['actionConflicts', noaQueuesPaths.actionConflicts],
  ['pendingFactors', noaQueuesPaths.pendingFactors],
  ['missingLor', noaQueuesPaths.missingLor],
  ['bulkRemove', noaQueuesPaths.bulkRemove],
] as const;

/**
 * Where the dashboard leads the staff's NOA work (seeds 001 §2 NOA routes): the side navigation has
 * no item for it (seeds 001 §2 name its items), so the landing page does. Only pages the caller's
 * roles open are shown.
 */
export function NoaWork() {
  const { t } = useTranslation();
  const { user } = useAreaShell();
  const tiles = noaPages
    .filter(([, to]) => canOpenAdminRoute(adminRelativePath(to), user.authRoles))
    .map(([key, to]) => ({
      key,
      to,
      title: t(`areas.admin.noa.${key}.title`),
      description: t(`areas.admin.noa.${key}.description`),
    }));
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="noa-work" className={styles.work}>
      <h2 id="noa-work" className={styles.heading}>
        {t('areas.admin.noa.heading')}
      </h2>
      <LinkTiles tiles={tiles} />
    </section>
  );
}
