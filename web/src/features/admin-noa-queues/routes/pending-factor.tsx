import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import { noaQueuesPaths } from '#web/config/paths.ts';
import { usePendingFactor } from '../api/get-pending-factor.ts';
import { DocumentRecord } from '../components/document-record.tsx';

/**
 * `/admin/noa/pending_factors/:id` (seeds 001 §2): one document waiting for its factor to join
 * LanePay, with the name it gives the factor and its steps; its group returns from the list.
 */
export function PendingFactorRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const record = usePendingFactor(id);
  return (
    <RecordPage
      record={record}
      title={(document) => t('noaQueues.pendingFactors.pageTitle', { id: document.id })}
      fallbackTitle={t('noaQueues.pendingFactors.title')}
      back={{ to: noaQueuesPaths.pendingFactors, label: t('noaQueues.pendingFactors.back') }}
      notFound={t('noaQueues.conflicts.notFound')}
      loadFailed={t('noaQueues.loadFailed')}
    >
      {(document) => (
        <DocumentRecord document={document} title={t('noaQueues.pendingFactors.pageTitle', { id: document.id })} />
      )}
    </RecordPage>
  );
}
