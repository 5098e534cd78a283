import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { noaQueuesPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useNoaQueues } from '../api/get-queues.ts';
import styles from '../components/noa-processing.module.css';
import { TakeNextButton } from '../components/take-next-button.tsx';

/**
 * `/admin/noa`: the NOA root, each queue's size and oldest document, and the way into the work. Each
 * queue opens the search of its status, whose rows open the document's own screen (a pending LOR
 * designation its `pending_lor_designation/{id}` page, which the seeds give no list of its own).
 */
export function NoaQueuesRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const queues = useNoaQueues();
  return (
    <Page
      title={t('noaProcessing.title')}
      heading={t('noaProcessing.title')}
      intro={t('noaProcessing.intro')}
      actions={
        <>
          <TakeNextButton work="process" />
          <TakeNextButton work="audit" variant="secondary" />
        </>
      }
      isLoading={queues.isPending}
      skeleton="grid"
    >
      {queues.isError ? <Alert level="error">{t('errors.generic')}</Alert> : null}
      <h2 className={cardStyles.title}>{t('noaProcessing.queues.heading')}</h2>
      <ul className={styles.queueGrid}>
        {queues.data?.queues.map((queue) => (
          <li key={queue.statusId} className={`${cardStyles.card} ${cardStyles.snug}`} data-testid="noa-queue">
            <h3 className={cardStyles.title}>
              <Link to={noaQueuesPaths.searchStatus(queue.statusId)}>
                {t(`noaDocuments.statuses.${queue.statusId}`)}
              </Link>
            </h3>
            <p>{t('noaProcessing.queues.count', { count: queue.count })}</p>
            <p>
              {queue.oldestReceivedAt
                ? t('noaProcessing.queues.oldest', { date: format.instantDate(queue.oldestReceivedAt) })
                : t('noaProcessing.queues.empty')}
            </p>
          </li>
        ))}
      </ul>
    </Page>
  );
}
