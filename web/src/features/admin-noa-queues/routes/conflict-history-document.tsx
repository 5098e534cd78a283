import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import { noaQueuesPaths } from '#web/config/paths.ts';
import { useConflictHistoryDocument } from '../api/get-conflict-history-document.ts';
import { DocumentRecord } from '../components/document-record.tsx';

/**
 * `/admin/noa/action_conflicts/history/:id` (seeds 001 §2): a document that was in conflict, with
 * every step (when it was raised, with which code, and how it was resolved).
 */
export function ConflictHistoryDocumentRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const record = useConflictHistoryDocument(id);
  return (
    <RecordPage
      record={record}
      title={(document) => t('noaQueues.conflictHistory.pageTitle', { id: document.id })}
      fallbackTitle={t('noaQueues.conflictHistory.title')}
      back={{ to: noaQueuesPaths.conflictHistory, label: t('noaQueues.conflictHistory.back') }}
      notFound={t('noaQueues.conflicts.notFound')}
      loadFailed={t('noaQueues.loadFailed')}
    >
      {(document) => (
        <DocumentRecord document={document} title={t('noaQueues.conflictHistory.pageTitle', { id: document.id })} />
      )}
    </RecordPage>
  );
}
