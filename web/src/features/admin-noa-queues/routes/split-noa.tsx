import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import type { NoaQueueDocument } from '#shared/schemas/admin-noa-queues.ts';
import detailPage from '#web/components/layouts/detail-page.module.css';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { noaProcessingPaths, noaQueuesPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSplitNoa as useSplitDocument } from '../api/get-split-noa.ts';
import { useSplitNoa } from '../api/split-noa.ts';
import { DocumentRecord } from '../components/document-record.tsx';
import styles from '../components/noa-queues.module.css';

/**
 * `/admin/noa/split_noas/:id` (ops managers, seeds 001 §2): a document holding several notices,
 * split where each notice starts; each part becomes a document of its own, ready to process.
 */
export function SplitNoaRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const record = useSplitDocument(id);
  return (
    <RecordPage
      record={record}
      title={(document) => t('noaQueues.split.pageTitle', { id: document.id })}
      fallbackTitle={t('noaQueues.split.title')}
      back={{ to: noaQueuesPaths.splitNoas, label: t('noaQueues.split.back') }}
      notFound={t('noaQueues.conflicts.notFound')}
      loadFailed={t('noaQueues.loadFailed')}
    >
      {(document) => (
        <DocumentRecord
          document={document}
          title={t('noaQueues.split.pageTitle', { id: document.id })}
          action={<SplitPanel document={document} />}
        />
      )}
    </RecordPage>
  );
}

/** The parts as runs of pages: each starts on page 1 or on a page chosen as a new notice's first. */
function partsOf(starts: ReadonlySet<number>, pageCount: number) {
  const firstPages = [1, ...[...starts].sort((a, b) => a - b)];
  return firstPages.map((firstPage, index) => ({
    firstPage,
    lastPage: (firstPages[index + 1] ?? pageCount + 1) - 1,
  }));
}

function SplitPanel({ document }: { document: NoaQueueDocument }) {
  const { t } = useTranslation();
  const split = useSplitNoa(document.id, document.version);
  const [starts, setStarts] = useState<ReadonlySet<number>>(new Set());
  const toggle = (page: number) => {
    // A refusal spoke of the parts as they were: changing them clears it.
    split.reset();
    setStarts((current) => {
      const next = new Set(current);
      if (next.has(page)) next.delete(page);
      else next.add(page);
      return next;
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    split.mutate({ parts: partsOf(starts, document.pageCount) });
  };
  const error = split.error instanceof ApiError ? split.error : null;
  const partsError = error?.fieldErrors?.parts?.[0];
  const laterPages = Array.from({ length: Math.max(document.pageCount - 1, 0) }, (_, index) => index + 2);
  return (
    <section className={detailPage.card} aria-labelledby="noa-split-title">
      <h2 id="noa-split-title" className={detailPage.cardTitle}>
        {t('noaQueues.split.panelTitle')}
      </h2>
      {split.isSuccess ? (
        <Alert level="success" title={t('noaQueues.split.done', { count: split.data.partIds.length })}>
          <ul className={styles.partList} data-testid="noa-split-parts">
            {split.data.partIds.map((partId) => (
              <li key={partId}>
                <Link to={noaProcessingPaths.redirect(partId)}>{t('noaQueues.documentNumber', { id: partId })}</Link>
              </li>
            ))}
          </ul>
        </Alert>
      ) : document.status !== DocumentStatus.RequestToSplit ? (
        <Alert level="info">
          {t('noaQueues.split.notWaiting', { status: t(`noaDocuments.statuses.${document.status}`) })}
        </Alert>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <fieldset
            className={styles.choices}
            aria-invalid={partsError ? true : undefined}
            aria-describedby={partsError ? 'noa-split-error' : undefined}
          >
            <legend>{t('noaQueues.split.starts')}</legend>
            <span className={styles.muted}>{t('noaQueues.split.startsHelp', { count: document.pageCount })}</span>
            {laterPages.map((page) => (
              <label key={page}>
                <input type="checkbox" checked={starts.has(page)} onChange={() => toggle(page)} />{' '}
                {t('noaQueues.split.startsOn', { page })}
              </label>
            ))}
          </fieldset>
          <p className={styles.muted} data-testid="noa-split-summary">
            {t('noaQueues.split.summary', { count: starts.size + 1 })}
          </p>
          {partsError ? (
            <span id="noa-split-error" role="alert">
              {partsError}
            </span>
          ) : null}
          {error && !partsError ? <Alert level="error">{error.message}</Alert> : null}
          <div className={styles.actions}>
            <Button type="submit" disabled={split.isPending}>
              {t('noaQueues.split.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
