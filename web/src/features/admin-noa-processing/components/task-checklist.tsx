import { useTranslation } from 'react-i18next';
import type { NoaDocumentView } from '#shared/schemas/admin-noa-processing.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { ApiError } from '#web/lib/api-client.ts';
import { useCompleteTask } from '../api/complete-task.ts';
import styles from './noa-processing.module.css';

/** The tasks the document needs (derived from its confirmed fields by the API), each marked done in turn. */
export function TaskChecklist({ document, editable }: { document: NoaDocumentView; editable: boolean }) {
  const { t } = useTranslation();
  const complete = useCompleteTask(document);
  const done = document.tasks.filter((task) => task.doneAt !== null).length;
  const error = complete.error instanceof ApiError ? complete.error : null;
  return (
    <section className={cardStyles.card} aria-labelledby="noa-tasks-heading">
      <h2 id="noa-tasks-heading" className={cardStyles.title}>
        {t('noaProcessing.checklist.heading')}
      </h2>
      <p>{t('noaProcessing.checklist.progress', { done, total: document.tasks.length })}</p>
      <ul className={styles.tasks}>
        {document.tasks.map((task) => {
          const label = t(`noaProcessing.tasks.${task.taskType}`);
          return (
            <li key={task.taskType} className={`${styles.task} ${task.doneAt ? styles.taskDone : ''}`}>
              <span>
                {task.doneAt ? '✓ ' : ''}
                {label}
              </span>
              {task.doneAt ? (
                <span>{t('noaProcessing.checklist.done', { name: task.doneBy ?? '' })}</span>
              ) : editable ? (
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={`${t('noaProcessing.checklist.markDone')}: ${label}`}
                  busy={complete.isPending && complete.variables === task.taskType}
                  disabled={complete.isPending}
                  onClick={() => complete.mutate(task.taskType)}
                >
                  {t('noaProcessing.checklist.markDone')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {error ? <Alert level="error">{error.message || t('errors.generic')}</Alert> : null}
    </section>
  );
}
