import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NoaMetrics } from '#shared/schemas/admin-noa-queues.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import card from '#web/components/ui/card.module.css';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { noaQueuesPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormatters } from '#web/lib/format.ts';
import { isoDateParam } from '#web/lib/list-params.ts';
import { useLatestSearchParams } from '#web/lib/use-latest-search-params.ts';
import { useNoaMetrics } from '../api/get-noa-metrics.ts';
import styles from '../components/noa-queues.module.css';

/**
 * `/admin/noa/metrics` (seeds 001 §2): each queue's size and longest wait now, and documents per
 * hour per processor on a day (today unless the address bar names one).
 */
export function NoaMetricsRoute() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const date = isoDateParam(searchParams.get('date')) ?? undefined;
  const metrics = useNoaMetrics(date);
  const [typed, setTyped] = useState(date ?? '');
  const show = (event: FormEvent) => {
    event.preventDefault();
    setSearchParams(typed ? { date: typed } : {}, { replace: true });
  };
  return (
    <Page
      title={t('noaQueues.metrics.title')}
      heading={t('noaQueues.metrics.title')}
      intro={<span className={listPage.intro}>{t('noaQueues.metrics.intro')}</span>}
      isLoading={metrics.isPending}
      skeleton="table"
    >
      <form className={listPage.filters} onSubmit={show}>
        <div className={listPage.filterRow}>
          <div className={listPage.control}>
            <label className={listPage.label} htmlFor="noa-metrics-date">
              {t('noaQueues.metrics.date')}
            </label>
            <input
              id="noa-metrics-date"
              type="date"
              className={listPage.input}
              value={typed || (metrics.data?.date ?? '')}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <Button type="submit" size="small" className={listPage.filterButton}>
            {t('noaQueues.metrics.show')}
          </Button>
        </div>
      </form>
      {metrics.isError ? (
        <Alert level="error" title={t('errors.errorTitle')}>
          {metrics.error instanceof ApiError && !metrics.error.isGeneric
            ? metrics.error.message
            : t('noaQueues.metrics.loadFailed')}
        </Alert>
      ) : metrics.data ? (
        <MetricsTables metrics={metrics.data} />
      ) : null}
    </Page>
  );
}

function MetricsTables({ metrics }: { metrics: NoaMetrics }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className={styles.form}>
      <section className={card.card} aria-labelledby="noa-queues-now">
        <h2 id="noa-queues-now" className={card.title}>
          {t('noaQueues.metrics.queues')}
        </h2>
        <div className={dataTable.tableWrap}>
          <table className={`${dataTable.table} ${listPage.table}`} data-testid="noa-queue-figures">
            <thead>
              <tr>
                <th scope="col">{t('noaQueues.metrics.queue')}</th>
                <th scope="col" className={listPage.num}>
                  {t('noaQueues.metrics.count')}
                </th>
                <th scope="col" className={listPage.num}>
                  {t('noaQueues.metrics.oldest')}
                </th>
              </tr>
            </thead>
            <tbody>
              {metrics.queues.map((queue) => (
                <tr key={queue.status}>
                  <td className={styles.wrap}>
                    <Link to={noaQueuesPaths.searchStatus(queue.status)} className={listPage.numberLink}>
                      {t(`noaDocuments.statuses.${queue.status}`)}
                    </Link>
                  </td>
                  <td className={listPage.num}>{format.count(queue.count)}</td>
                  <td className={listPage.num}>
                    {queue.oldestWaitingHours === null
                      ? '—'
                      : t('noaQueues.waiting', { count: queue.oldestWaitingHours })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className={card.card} aria-labelledby="noa-processors">
        <h2 id="noa-processors" className={card.title}>
          {t('noaQueues.metrics.processors', { date: format.date(metrics.date) })}
        </h2>
        {metrics.processors.length === 0 ? (
          <p className={styles.muted}>{t('noaQueues.metrics.noProcessors')}</p>
        ) : (
          <div className={dataTable.tableWrap}>
            <table className={`${dataTable.table} ${listPage.table}`} data-testid="noa-processor-rates">
              <thead>
                <tr>
                  <th scope="col">{t('noaQueues.metrics.processor')}</th>
                  <th scope="col" className={listPage.num}>
                    {t('noaQueues.metrics.processed')}
                  </th>
                  <th scope="col" className={`${listPage.num} ${listPage.hideMobile}`}>
                    {t('noaQueues.metrics.audited')}
                  </th>
                  <th scope="col" className={`${listPage.num} ${listPage.hideMobile}`}>
                    {t('noaQueues.metrics.activeHours')}
                  </th>
                  <th scope="col" className={listPage.num}>
                    {t('noaQueues.metrics.perHour')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {metrics.processors.map((person) => (
                  <tr key={person.userId}>
                    <td className={styles.wrap}>{person.name ?? t('noaQueues.unknown')}</td>
                    <td className={listPage.num}>{format.count(person.processed)}</td>
                    <td className={`${listPage.num} ${listPage.hideMobile}`}>{format.count(person.audited)}</td>
                    <td className={`${listPage.num} ${listPage.hideMobile}`}>{format.count(person.activeHours)}</td>
                    <td className={listPage.num}>{format.percentNumber(person.perHour)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
