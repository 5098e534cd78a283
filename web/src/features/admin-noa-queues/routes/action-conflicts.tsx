import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { noaQueuesPaths } from '#web/config/paths.ts';
import { useActionConflicts } from '../api/get-action-conflicts.ts';
import { DocumentsTable } from '../components/documents-table.tsx';
import { usePaging } from '../lib/use-paging.ts';

/** `/admin/noa/action_conflicts`: documents in ActionConflict, the longest waiting first (seeds 001 §2). */
export function ActionConflictsRoute() {
  const { t } = useTranslation();
  const { page, pageSize, onPage, onPageSize } = usePaging();
  const list = useActionConflicts({ page, pageSize });
  return (
    <ListPage
      title={t('noaQueues.conflicts.title')}
      heading={t('noaQueues.conflicts.title')}
      intro={t('noaQueues.conflicts.intro')}
      actions={<Link to={noaQueuesPaths.conflictHistory}>{t('noaQueues.conflictHistory.link')}</Link>}
      list={list}
      paging={(data) => ({ ...data, shown: data.items.length })}
      empty={() => ({
        icon: '✓',
        title: t('noaQueues.conflicts.emptyTitle'),
        message: t('noaQueues.conflicts.emptyMessage'),
      })}
      loadFailed={t('noaQueues.loadFailed')}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      {(data) => <DocumentsTable items={data.items} linkOf={(row) => noaQueuesPaths.actionConflict(row.id)} />}
    </ListPage>
  );
}
