import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { NoaDocumentView } from '#shared/schemas/admin-noa-processing.ts';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { noaProcessingPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useNoaDocument } from '../api/get-document.ts';
import { AuditActions } from '../components/audit-actions.tsx';
import { FieldsForm } from '../components/fields-form.tsx';
import styles from '../components/noa-processing.module.css';
import { PageViewer } from '../components/page-viewer.tsx';
import { ProcessActions } from '../components/process-actions.tsx';
import { ProposedFacts } from '../components/proposed-facts.tsx';
import { TaskChecklist } from '../components/task-checklist.tsx';

/** `/admin/noa/{id}`: the work screen, the pages beside what was read, the fields, checklist and steps. */
export function NoaDocumentRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const record = useNoaDocument(id);
  return (
    <RecordPage
      record={record}
      title={(document) => t('noaProcessing.document.title', { id: document.id })}
      fallbackTitle={t('noaProcessing.title')}
      back={{ to: noaProcessingPaths.root, label: t('noaProcessing.actions.backToQueues') }}
      notFound={t('noaProcessing.document.notFound')}
      loadFailed={t('noaProcessing.document.loadFailed')}
      skeleton="show"
    >
      {(document) => <Workspace document={document} />}
    </RecordPage>
  );
}

function Workspace({ document }: { document: NoaDocumentView }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const status = t(`noaDocuments.statuses.${document.statusId}`);
  const processing = document.work === 'process';
  return (
    <div className={cardStyles.stack}>
      <h1 className={styles.documentTitle}>{t('noaProcessing.document.title', { id: document.id })}</h1>
      <p className={styles.documentLine}>
        {status} ·{' '}
        {t('noaProcessing.document.received', {
          date: format.dateTime(document.receivedAt),
          sender: document.senderFactor?.name ?? t('noaProcessing.document.unknownSender'),
        })}{' '}
        · <Link to={noaProcessingPaths.history(document.id)}>{t('noaProcessing.actions.history')}</Link>
      </p>
      <LeaseNote document={document} status={status} />
      <div className={styles.workspace}>
        <div className={styles.pagesColumn}>
          <PageViewer pages={document.pages} />
        </div>
        <div className={cardStyles.stack}>
          <ProposedFacts proposed={document.proposed} />
          {document.findings.length > 0 ? <Findings findings={document.findings} /> : null}
          <FieldsForm key={document.confirmed.payee?.companyId ?? 'none'} document={document} editable={processing} />
          <TaskChecklist document={document} editable={processing} />
          {processing ? <ProcessActions document={document} /> : null}
          {document.work === 'audit' ? <AuditActions document={document} /> : null}
        </div>
      </div>
    </div>
  );
}

function LeaseNote({ document, status }: { document: NoaDocumentView; status: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { lease } = document;
  const time = lease ? format.dateTime(lease.until) : '';
  if (lease?.mine) return <Alert level="info">{t('noaProcessing.document.heldByYou', { time })}</Alert>;
  if (lease)
    return <Alert level="warning">{t('noaProcessing.document.heldBy', { name: lease.name ?? '', time })}</Alert>;
  if (document.work !== 'none') return null;
  return document.statusId === 12 ? (
    <Alert level="info">{t('noaProcessing.document.ownDocument')}</Alert>
  ) : (
    <Alert level="info">{t('noaProcessing.document.viewOnly', { status })}</Alert>
  );
}

function Findings({ findings }: { findings: NoaDocumentView['findings'] }) {
  const { t } = useTranslation();
  return (
    <section className={cardStyles.card} aria-labelledby="noa-findings-heading">
      <h2 id="noa-findings-heading" className={cardStyles.title}>
        {t('noaProcessing.findings.heading')}
      </h2>
      <ul>
        {findings.map((finding) => (
          <li key={finding.at}>
            {t('noaProcessing.findings.item', {
              code: t(`noaDocuments.reasons.${finding.code}`),
              text: finding.text,
              auditor: finding.auditorName ?? '',
              processor: finding.processorName ?? '',
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
