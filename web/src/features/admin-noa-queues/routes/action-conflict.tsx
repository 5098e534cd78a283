import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import { type NoaQueueDocument, noaRemovalReasons } from '#shared/schemas/admin-noa-queues.ts';
import detailPage from '#web/components/layouts/detail-page.module.css';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { noaQueuesPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useActionConflict } from '../api/get-action-conflict.ts';
import { useResolveActionConflict } from '../api/resolve-action-conflict.ts';
import { DocumentRecord } from '../components/document-record.tsx';
import styles from '../components/noa-queues.module.css';

/**
 * `/admin/noa/action_conflicts/:id` (seeds 001 §2): one document in conflict, its reading and
 * steps, and its resolution: back to the processing queue, or removed with a reason code.
 */
export function ActionConflictRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const record = useActionConflict(id);
  return (
    <RecordPage
      record={record}
      title={(document) => t('noaQueues.conflicts.pageTitle', { id: document.id })}
      fallbackTitle={t('noaQueues.conflicts.title')}
      back={{ to: noaQueuesPaths.actionConflicts, label: t('noaQueues.conflicts.back') }}
      notFound={t('noaQueues.conflicts.notFound')}
      loadFailed={t('noaQueues.loadFailed')}
    >
      {(document) => (
        <DocumentRecord
          document={document}
          title={t('noaQueues.conflicts.pageTitle', { id: document.id })}
          action={<ResolvePanel document={document} />}
        />
      )}
    </RecordPage>
  );
}

function ResolvePanel({ document }: { document: NoaQueueDocument }) {
  const { t } = useTranslation();
  const resolve = useResolveActionConflict(document.id, document.version);
  const [resolution, setResolution] = useState<'returnToQueue' | 'remove'>('returnToQueue');
  const [reason, setReason] = useState('');
  const status = t(`noaDocuments.statuses.${document.status}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    resolve.mutate(
      resolution === 'remove'
        ? { resolution, reasonCode: Number(reason) as (typeof noaRemovalReasons)[number] }
        : { resolution },
    );
  };
  const error = resolve.error instanceof ApiError ? resolve.error : null;
  const reasonError = error?.fieldErrors?.reasonCode?.[0];
  return (
    <section className={detailPage.card} aria-labelledby="noa-resolve-title">
      <h2 id="noa-resolve-title" className={detailPage.cardTitle}>
        {t('noaQueues.conflicts.resolveTitle')}
      </h2>
      {resolve.isSuccess ? (
        <Alert level="success">{t('noaQueues.conflicts.resolved', { status })}</Alert>
      ) : document.status !== DocumentStatus.ActionConflict ? (
        <Alert level="info">{t('noaQueues.conflicts.notInConflict', { status })}</Alert>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <fieldset className={styles.choices}>
            <legend>{t('noaQueues.conflicts.resolution')}</legend>
            {(['returnToQueue', 'remove'] as const).map((choice) => (
              <label key={choice}>
                <input
                  type="radio"
                  name="resolution"
                  value={choice}
                  checked={resolution === choice}
                  onChange={() => setResolution(choice)}
                />{' '}
                {t(`noaQueues.conflicts.${choice}`)}
              </label>
            ))}
          </fieldset>
          {resolution === 'remove' ? (
            <div className={styles.field}>
              <label htmlFor="noa-remove-reason">{t('noaQueues.conflicts.reason')}</label>
              <select
                id="noa-remove-reason"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? 'noa-remove-reason-error' : undefined}
              >
                <option value="">{t('noaQueues.conflicts.chooseReason')}</option>
                {noaRemovalReasons.map((code) => (
                  <option key={code} value={code}>
                    {t(`noaDocuments.reasons.${code}`)}
                  </option>
                ))}
              </select>
              {reasonError ? (
                <span id="noa-remove-reason-error" role="alert">
                  {reasonError}
                </span>
              ) : null}
            </div>
          ) : null}
          {error && !reasonError ? <Alert level="error">{error.message}</Alert> : null}
          <div className={styles.actions}>
            <Button type="submit" disabled={resolve.isPending}>
              {t('noaQueues.conflicts.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
