import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { DocumentHistory } from '#shared/schemas/admin-noa-processing.ts';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import tableStyles from '#web/components/ui/data-table.module.css';
import { noaProcessingPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useNoaHistory } from '../api/get-history.ts';

const namedEvents = new Set([
  'taken',
  'fieldsConfirmed',
  'queueConversion',
  'startOcr',
  'converted',
  'releaseToQueue',
  'submitForAudit',
  'raiseConflict',
  'defer',
  'requestSplit',
  'awaitNewFactor',
  'markFraud',
  'remove',
  'audit',
  'returnToProcessor',
]);

/** `/admin/noa/history/{id}`: every step of the document, who took it, when, and why. */
export function NoaHistoryRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const record = useNoaHistory(id);
  return (
    <RecordPage
      record={record}
      title={(history) => t('noaProcessing.historyPage.title', { id: history.id })}
      fallbackTitle={t('noaProcessing.historyPage.fallbackTitle')}
      back={{ to: noaProcessingPaths.redirect(id), label: t('noaProcessing.document.title', { id }) }}
      notFound={t('noaProcessing.document.notFound')}
      loadFailed={t('noaProcessing.document.loadFailed')}
      skeleton="table"
    >
      {(history) => <HistoryTable history={history} />}
    </RecordPage>
  );
}

function HistoryTable({ history }: { history: DocumentHistory }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const stepOf = (entry: DocumentHistory['entries'][number]) => {
    if (entry.event === 'taskCompleted' && entry.taskType !== null) {
      return t('noaProcessing.historyPage.events.taskCompleted', { task: t(`noaProcessing.tasks.${entry.taskType}`) });
    }
    return namedEvents.has(entry.event)
      ? t(`noaProcessing.historyPage.events.${entry.event}`)
      : t('noaProcessing.historyPage.events.other', { event: entry.event });
  };
  return (
    <div className={`${cardStyles.card} ${tableStyles.tableWrap}`}>
      <table className={tableStyles.table}>
        <thead>
          <tr>
            <th scope="col">{t('noaProcessing.historyPage.columns.when')}</th>
            <th scope="col">{t('noaProcessing.historyPage.columns.who')}</th>
            <th scope="col">{t('noaProcessing.historyPage.columns.step')}</th>
            <th scope="col">{t('noaProcessing.historyPage.columns.status')}</th>
            <th scope="col">{t('noaProcessing.historyPage.columns.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {history.entries.map((entry) => (
            <tr key={`${entry.at}-${entry.event}-${entry.taskType ?? ''}`} data-testid="noa-history-row">
              <td>{format.dateTime(entry.at)}</td>
              <td>{entry.byName ?? t('noaProcessing.historyPage.portal')}</td>
              <td>{stepOf(entry)}</td>
              <td>{t(`noaDocuments.statuses.${entry.toStatusId}`)}</td>
              <td>
                {entry.actionCodeId ? t(`noaDocuments.reasons.${entry.actionCodeId}`) : ''}
                {entry.note ? ` — ${entry.note}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
