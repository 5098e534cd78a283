import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { CoachableProcessor } from '#shared/schemas/admin-noa-reviews.ts';
import detailPage from '#web/components/layouts/detail-page.module.css';
import { DetailHeader, Fact, Facts } from '#web/components/layouts/detail-page.tsx';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import { ShowPage } from '#web/components/layouts/show-page.tsx';
import { noaProcessingPaths, noaQueuesPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useCoachableProcessor } from '../api/get-coachable-processor.ts';
import { DayRangeFilter, useDayRange } from '../components/day-range-filter.tsx';
import styles from '../components/noa-queues.module.css';

/**
 * `/admin/noa/coachable_report/:id` (seeds 001 §2): one processor's audit findings over the days
 * shown, newest first, each with the document it was found on and what the auditor wrote.
 */
export function CoachableProcessorRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const range = useDayRange();
  const record = useCoachableProcessor(id, range);
  const title = (person: CoachableProcessor) =>
    t('noaQueues.coachable.pageTitle', { name: person.processorName ?? t('noaQueues.unknown') });
  return (
    <RecordPage
      record={record}
      title={title}
      fallbackTitle={t('noaQueues.coachable.title')}
      back={{ to: noaQueuesPaths.coachableReport, label: t('noaQueues.coachable.back') }}
      notFound={t('noaQueues.coachable.notFound')}
      loadFailed={t('noaQueues.coachable.loadFailed')}
    >
      {(person) => <ProcessorFindings person={person} title={title(person)} />}
    </RecordPage>
  );
}

function ProcessorFindings({ person, title }: { person: CoachableProcessor; title: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <ShowPage
      main={
        <>
          <DetailHeader
            titleId="noa-coachable-title"
            title={title}
            subtitle={t('noaQueues.coachable.days', { from: format.date(person.from), to: format.date(person.to) })}
            amountLabel={t('noaQueues.coachable.findings')}
            amount={format.count(person.findings.length)}
          >
            <Facts>
              <Fact label={t('noaQueues.coachable.processed')}>{format.count(person.processed)}</Fact>
            </Facts>
          </DetailHeader>
          <DayRangeFilter shown={person} />
          <section className={detailPage.card} aria-labelledby="noa-findings-title">
            <h2 id="noa-findings-title" className={detailPage.cardTitle}>
              {t('noaQueues.coachable.findingsTitle')}
            </h2>
            {person.findings.length === 0 ? (
              <p className={styles.muted}>{t('noaQueues.coachable.noFindings')}</p>
            ) : (
              <ol className={styles.history} data-testid="noa-findings">
                {person.findings.map((finding) => (
                  <li key={`${finding.documentId}-${finding.at}`} className={styles.step}>
                    <span>
                      <Link to={noaProcessingPaths.history(finding.documentId)}>
                        {t('noaQueues.documentNumber', { id: finding.documentId })}
                      </Link>
                      {` · ${t(`noaDocuments.reasons.${finding.code}`)}`}
                    </span>
                    <span className={styles.muted}>
                      {format.dateTime(finding.at)} ·{' '}
                      {t('noaQueues.coachable.auditedBy', { name: finding.auditorName ?? t('noaQueues.unknown') })}
                    </span>
                    <span className={styles.note}>{finding.text}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      }
    />
  );
}
