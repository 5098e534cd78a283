import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import type { NoaQueueDocument } from '#shared/schemas/admin-noa-queues.ts';
import detailPage from '#web/components/layouts/detail-page.module.css';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { noaQueuesPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useLorDesignation } from '../api/get-lor-designation.ts';
import { useResolveLorDesignation } from '../api/resolve-lor-designation.ts';
import { DocumentRecord } from '../components/document-record.tsx';
import styles from '../components/noa-queues.module.css';

const pending: readonly DocumentStatus[] = [
  DocumentStatus.PendingLorDesignation,
  DocumentStatus.PendingLorDesignationHighRisk,
];

/**
 * `/admin/noa/pending_lor_designation/:id` (seeds 001 §2): a letter of release whose kind (global
 * or one debtor) was not clear; once designated it goes back to the processing queue, where the
 * processor confirms it.
 */
export function LorDesignationRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const record = useLorDesignation(id);
  return (
    <RecordPage
      record={record}
      title={(document) => t('noaQueues.lorDesignation.pageTitle', { id: document.id })}
      fallbackTitle={t('noaQueues.lorDesignation.title')}
      back={{
        to: noaQueuesPaths.searchStatus(DocumentStatus.PendingLorDesignation),
        label: t('noaQueues.lorDesignation.back'),
      }}
      notFound={t('noaQueues.conflicts.notFound')}
      loadFailed={t('noaQueues.loadFailed')}
    >
      {(document) => (
        <DocumentRecord
          document={document}
          title={t('noaQueues.lorDesignation.pageTitle', { id: document.id })}
          action={<DesignationPanel document={document} />}
        />
      )}
    </RecordPage>
  );
}

function DesignationPanel({ document }: { document: NoaQueueDocument }) {
  const { t } = useTranslation();
  const resolve = useResolveLorDesignation(document.id, document.version);
  const status = t(`noaDocuments.statuses.${document.status}`);
  const error = resolve.error instanceof ApiError ? resolve.error : null;
  return (
    <section className={detailPage.card} aria-labelledby="noa-designation-title">
      <h2 id="noa-designation-title" className={detailPage.cardTitle}>
        {t('noaQueues.lorDesignation.panelTitle')}
      </h2>
      {resolve.isSuccess ? (
        <Alert level="success">{t('noaQueues.lorDesignation.done', { status })}</Alert>
      ) : !pending.includes(document.status) ? (
        <Alert level="info">{t('noaQueues.lorDesignation.notPending', { status })}</Alert>
      ) : (
        <div className={styles.form}>
          <p className={styles.muted}>{t('noaQueues.lorDesignation.help')}</p>
          {error ? <Alert level="error">{error.message}</Alert> : null}
          <div className={styles.actions}>
            <Button onClick={() => resolve.mutate()} disabled={resolve.isPending}>
              {t('noaQueues.lorDesignation.submit')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
