import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { noaProcessingPaths } from '#web/config/paths.ts';
import styles from '../components/noa-processing.module.css';
import { TakeNextButton } from '../components/take-next-button.tsx';

function WhatNext() {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      <TakeNextButton work="audit" />
      <TakeNextButton work="process" variant="secondary" />
      <Link to={noaProcessingPaths.root}>{t('noaProcessing.actions.backToQueues')}</Link>
    </div>
  );
}

/** `/admin/noa/success?document={id}`: an audit passed and the document is complete. */
export function NoaSuccessRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('document') ?? '';
  return (
    <Page title={t('noaProcessing.success.title')} heading={t('noaProcessing.success.heading', { id })}>
      <div className={cardStyles.stack}>
        <Alert level="success">{t('noaProcessing.success.body')}</Alert>
        {id ? (
          <p>
            <Link to={noaProcessingPaths.history(id)}>{t('noaProcessing.actions.history')}</Link>
          </p>
        ) : null}
        <WhatNext />
      </div>
    </Page>
  );
}

/** `/admin/noa/audit_queue_warning?count=n`: only the caller's own documents wait for audit. */
export function NoaAuditQueueWarningRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const count = Number(search.get('count') ?? '1') || 1;
  return (
    <Page title={t('noaProcessing.warning.title')} heading={t('noaProcessing.warning.heading')}>
      <div className={cardStyles.stack}>
        <Alert level="warning">{t('noaProcessing.warning.body', { count })}</Alert>
        <WhatNext />
      </div>
    </Page>
  );
}

/** `/admin/noa/error`: a document could not be taken or opened. */
export function NoaErrorRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('noaProcessing.error.title')} heading={t('noaProcessing.error.heading')}>
      <div className={cardStyles.stack}>
        <Alert level="error">{t('noaProcessing.error.body')}</Alert>
        <WhatNext />
      </div>
    </Page>
  );
}
