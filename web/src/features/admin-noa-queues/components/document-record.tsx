import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoaQueueDocument } from '#shared/schemas/admin-noa-queues.ts';
import detailPage from '#web/components/layouts/detail-page.module.css';
import { DetailHeader, Fact, Facts } from '#web/components/layouts/detail-page.tsx';
import { ShowPage } from '#web/components/layouts/show-page.tsx';
import { useFormatters } from '#web/lib/format.ts';
import { DocumentStatusBadge } from './document-status-badge.tsx';
import styles from './noa-queues.module.css';

/**
 * One document as a queue's `{id}` screen shows it: what it is, who it names (confirmed, and as
 * read), its steps; the screen's action in the aside.
 */
export function DocumentRecord({
  document,
  title,
  action,
}: {
  document: NoaQueueDocument;
  title: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const none = t('noaQueues.document.none');
  return (
    <ShowPage
      main={
        <>
          <DetailHeader
            titleId="noa-document-title"
            title={title}
            subtitle={t(`noaQueues.kinds.${document.kind ?? 'unknown'}`)}
            state={<DocumentStatusBadge status={document.status} />}
            amountLabel={t('noaQueues.columns.waiting')}
            amount={t('noaQueues.waiting', { count: document.waitingHours })}
          >
            <Facts>
              <Fact label={t('noaQueues.document.reason')}>
                {document.actionCode ? t(`noaDocuments.reasons.${document.actionCode}`) : none}
              </Fact>
              <Fact label={t('noaQueues.document.carrier')}>{document.carrierName ?? none}</Fact>
              <Fact label={t('noaQueues.document.factor')}>{document.factorName ?? none}</Fact>
              <Fact label={t('noaQueues.document.proposedCarrier')}>{document.proposedCarrierName ?? none}</Fact>
              <Fact label={t('noaQueues.document.proposedFactor')}>{document.proposedFactorName ?? none}</Fact>
              <Fact label={t('noaQueues.document.debtors')}>
                {document.proposedDebtorNames.length > 0 ? document.proposedDebtorNames.join(', ') : none}
              </Fact>
              <Fact label={t('noaQueues.document.received')}>{format.dateTime(document.receivedAt)}</Fact>
              <Fact label={t('noaQueues.document.file')}>{document.fileName}</Fact>
              <Fact label={t('noaQueues.document.pages')}>{format.count(document.pageCount)}</Fact>
            </Facts>
          </DetailHeader>
          <section className={detailPage.card} aria-labelledby="noa-history-title">
            <h2 id="noa-history-title" className={detailPage.cardTitle}>
              {t('noaQueues.document.history')}
            </h2>
            <ol className={styles.history} data-testid="noa-history">
              {[...document.history].reverse().map((step) => (
                <li key={`${step.at}-${step.event}`} className={styles.step}>
                  <span>
                    {t('noaQueues.document.step', {
                      from: t(`noaDocuments.statuses.${step.from}`),
                      to: t(`noaDocuments.statuses.${step.to}`),
                    })}
                    {step.actionCode ? ` · ${t(`noaDocuments.reasons.${step.actionCode}`)}` : ''}
                  </span>
                  <span className={styles.muted}>
                    {format.dateTime(step.at)} · {step.byName ?? t('noaQueues.document.byPortal')}
                  </span>
                  {step.note ? <span className={styles.note}>{step.note}</span> : null}
                </li>
              ))}
            </ol>
          </section>
        </>
      }
      aside={action}
    />
  );
}
