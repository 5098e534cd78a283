import { useTranslation } from 'react-i18next';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { useAssignmentHistory } from '../api/get-assignment-history.ts';
import styles from '../components/factor-assignment.module.css';
import { ProposalFacts } from '../components/proposal-facts.tsx';
import { Ways } from '../components/ways.tsx';
import { wholeList } from '../components/whole-list.ts';

const tones = { pending: 'warning', approved: 'success', rejected: 'neutral' } as const;

/** `/admin/factor-assignment/history` (OpsManager; seeds 001 §2): proposals and decisions, newest first. */
export function FactorAssignmentHistoryRoute() {
  const { t } = useTranslation();
  const list = useAssignmentHistory();
  return (
    <ListPage
      title={t('factorAssignment.history.title')}
      heading={t('factorAssignment.history.title')}
      intro={t('factorAssignment.history.intro')}
      actions={<Ways current="history" />}
      list={list}
      paging={(data) => wholeList(data.items.length)}
      empty={() => ({
        icon: '—',
        title: t('factorAssignment.history.emptyTitle'),
        message: t('factorAssignment.history.emptyMessage'),
      })}
      loadFailed={t('factorAssignment.loadFailed')}
      onPage={() => undefined}
      onPageSize={() => undefined}
    >
      {(data) => (
        <div className={styles.cards}>
          {data.items.map((proposal) => (
            <section key={proposal.id} className={cardStyles.card} aria-labelledby={`history-${proposal.id}`}>
              <h2 id={`history-${proposal.id}`} className={cardStyles.title}>
                {t('factorAssignment.audit.cardTitle', { carrier: proposal.payeeName, payor: proposal.payorName })}{' '}
                <Badge tone={tones[proposal.status]}>{t(`factorAssignment.history.statuses.${proposal.status}`)}</Badge>
              </h2>
              <ProposalFacts proposal={proposal} />
            </section>
          ))}
        </div>
      )}
    </ListPage>
  );
}
