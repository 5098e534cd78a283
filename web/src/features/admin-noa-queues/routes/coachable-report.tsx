import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CoachableReport } from '#shared/schemas/admin-noa-reviews.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import card from '#web/components/ui/card.module.css';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { noaQueuesPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useCoachableReport } from '../api/get-coachable-report.ts';
import { DayRangeFilter, useDayRange } from '../components/day-range-filter.tsx';
import styles from '../components/noa-queues.module.css';

/**
 * `/admin/noa/coachable_report` (seeds 001 §2): per processor, the documents they sent to audit
 * over the days shown and the findings audits returned to them, the most findings first.
 */
export function CoachableReportRoute() {
  const { t } = useTranslation();
  const range = useDayRange();
  const report = useCoachableReport(range);
  const error = report.error instanceof ApiError ? report.error : null;
  const rangeError = error?.fieldErrors?.to?.[0] ?? error?.fieldErrors?.from?.[0];
  return (
    <Page
      title={t('noaQueues.coachable.title')}
      heading={t('noaQueues.coachable.title')}
      intro={<span className={listPage.intro}>{t('noaQueues.coachable.intro')}</span>}
      isLoading={report.isPending}
      skeleton="table"
    >
      <DayRangeFilter
        {...(report.data ? { shown: report.data } : {})}
        {...(rangeError ? { fieldError: rangeError } : {})}
      />
      {report.isError && !rangeError ? (
        <Alert level="error" title={t('errors.errorTitle')}>
          {error && !error.isGeneric ? error.message : t('noaQueues.coachable.loadFailed')}
        </Alert>
      ) : report.data ? (
        <ProcessorsTable report={report.data} />
      ) : null}
    </Page>
  );
}

function ProcessorsTable({ report }: { report: CoachableReport }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <section className={card.card} aria-labelledby="noa-coachable-processors">
      <h2 id="noa-coachable-processors" className={card.title}>
        {t('noaQueues.coachable.processors', { from: format.date(report.from), to: format.date(report.to) })}
      </h2>
      {report.processors.length === 0 ? (
        <p className={styles.muted}>{t('noaQueues.coachable.none')}</p>
      ) : (
        <div className={dataTable.tableWrap}>
          <table className={`${dataTable.table} ${listPage.table}`} data-testid="noa-coachable-processors">
            <thead>
              <tr>
                <th scope="col">{t('noaQueues.coachable.processor')}</th>
                <th scope="col" className={listPage.num}>
                  {t('noaQueues.coachable.processed')}
                </th>
                <th scope="col" className={listPage.num}>
                  {t('noaQueues.coachable.findings')}
                </th>
                <th scope="col" className={`${listPage.num} ${listPage.hideMobile}`}>
                  {t('noaQueues.coachable.rate')}
                </th>
                <th scope="col" className={listPage.hideMobile}>
                  {t('noaQueues.coachable.lastFinding')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.processors.map((person) => (
                <tr key={person.processorId} data-testid="noa-coachable-row">
                  <td className={styles.wrap}>
                    <Link
                      to={noaQueuesPaths.coachableProcessor(person.processorId, report)}
                      className={listPage.numberLink}
                    >
                      {person.processorName ?? t('noaQueues.unknown')}
                    </Link>
                  </td>
                  <td className={listPage.num}>{format.count(person.processed)}</td>
                  <td className={listPage.num}>{format.count(person.findings)}</td>
                  <td className={`${listPage.num} ${listPage.hideMobile}`}>
                    {person.findingRate === null
                      ? '—'
                      : t('noaQueues.coachable.percent', { value: person.findingRate })}
                  </td>
                  <td className={listPage.hideMobile}>
                    {person.lastFindingAt ? format.dateTime(person.lastFindingAt) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
