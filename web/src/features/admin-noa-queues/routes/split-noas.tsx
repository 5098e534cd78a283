import { useTranslation } from 'react-i18next';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { noaQueuesPaths } from '#web/config/paths.ts';
import { useSplitNoas } from '../api/get-split-noas.ts';
import { DocumentsTable } from '../components/documents-table.tsx';
import { usePaging } from '../lib/use-paging.ts';

/** `/admin/noa/split_noas` (ops managers, seeds 001 §2): documents holding several notices, oldest first. */
export function SplitNoasRoute() {
  const { t } = useTranslation();
  const { page, pageSize, onPage, onPageSize } = usePaging();
  const list = useSplitNoas({ page, pageSize });
  return (
    <ListPage
      title={t('noaQueues.split.title')}
      heading={t('noaQueues.split.title')}
      intro={t('noaQueues.split.intro')}
      list={list}
      paging={(data) => ({ ...data, shown: data.items.length })}
      empty={() => ({ icon: '✓', title: t('noaQueues.split.emptyTitle'), message: t('noaQueues.split.emptyMessage') })}
      loadFailed={t('noaQueues.loadFailed')}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      {(data) => <DocumentsTable items={data.items} linkOf={(row) => noaQueuesPaths.splitNoa(row.id)} />}
    </ListPage>
  );
}
