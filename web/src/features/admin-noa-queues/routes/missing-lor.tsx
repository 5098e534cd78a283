import { useTranslation } from 'react-i18next';
import type { MissingLorRow } from '#shared/schemas/admin-noa-queues.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { useMissingLor } from '../api/get-missing-lor.ts';
import { DocumentsTable } from '../components/documents-table.tsx';
import { usePaging } from '../lib/use-paging.ts';

/**
 * `/admin/noa/missing_lor`: NOAs in PendingLorValidation (seeds 001 §2): the carrier, the new
 * factor, the factor of record that must send the letter of release, and how long each has waited.
 */
export function MissingLorRoute() {
  const { t } = useTranslation();
  const { page, pageSize, onPage, onPageSize } = usePaging();
  const list = useMissingLor({ page, pageSize });
  return (
    <ListPage
      title={t('noaQueues.missingLor.title')}
      heading={t('noaQueues.missingLor.title')}
      intro={t('noaQueues.missingLor.intro')}
      list={list}
      paging={(data) => ({ ...data, shown: data.items.length })}
      empty={() => ({
        icon: '✓',
        title: t('noaQueues.missingLor.emptyTitle'),
        message: t('noaQueues.missingLor.emptyMessage'),
      })}
      loadFailed={t('noaQueues.loadFailed')}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      {(data) => (
        <DocumentsTable<MissingLorRow>
          items={data.items}
          extra={{
            label: t('noaQueues.missingLor.mustSend'),
            cell: (row) => <strong>{row.factorOfRecordName ?? t('noaQueues.unknown')}</strong>,
          }}
        />
      )}
    </ListPage>
  );
}
