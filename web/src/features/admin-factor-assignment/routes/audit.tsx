import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FactorAssignment } from '#shared/schemas/admin-factor-assignments.ts';
import { maxFactorAssignmentReason } from '#shared/schemas/admin-factor-assignments.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { NoteField } from '#web/components/ui/note-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDecideFactorAssignment } from '../api/decide-factor-assignment.ts';
import { usePendingAssignments } from '../api/get-pending-assignments.ts';
import styles from '../components/factor-assignment.module.css';
import { ProposalFacts } from '../components/proposal-facts.tsx';
import { Ways } from '../components/ways.tsx';
import { wholeList } from '../components/whole-list.ts';

/**
 * `/admin/factor-assignment/audit` (OpsManager; seeds 001 §2): the proposed corrections waiting for
 * a second person, each approved (applied) or rejected (hold released) on the version shown.
 */
export function FactorAssignmentAuditRoute() {
  const { t } = useTranslation();
  const list = usePendingAssignments();
  return (
    <ListPage
      title={t('factorAssignment.audit.title')}
      heading={t('factorAssignment.audit.title')}
      intro={t('factorAssignment.audit.intro')}
      actions={<Ways current="audit" />}
      list={list}
      paging={(data) => wholeList(data.items.length)}
      empty={() => ({
        icon: '✓',
        title: t('factorAssignment.audit.emptyTitle'),
        message: t('factorAssignment.audit.emptyMessage'),
      })}
      loadFailed={t('factorAssignment.loadFailed')}
      onPage={() => undefined}
      onPageSize={() => undefined}
    >
      {(data) => (
        <div className={styles.cards}>
          {data.items.map((proposal) => (
            <DecisionCard key={proposal.id} proposal={proposal} />
          ))}
        </div>
      )}
    </ListPage>
  );
}

function DecisionCard({ proposal }: { proposal: FactorAssignment }) {
  const { t } = useTranslation();
  const decide = useDecideFactorAssignment(proposal.id, proposal.version);
  const [note, setNote] = useState('');
  const error = decide.error instanceof ApiError ? decide.error : null;
  const titleId = `proposal-${proposal.id}`;
  const send = (decision: 'approve' | 'reject') => decide.mutate({ decision, note: note.trim() ? note : null });
  const { user } = useAreaShell();
  // The second pair of eyes is the point: the proposer decides nothing (the API refuses it too).
  const ownProposal = proposal.proposedBy.userId === user.id;
  // The carrier says the relationship's factor is its factor now: only documents make it so.
  const documentsOnly = proposal.action === 'adoptRelationshipFactor';
  return (
    <section className={cardStyles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={cardStyles.title}>
        {t('factorAssignment.audit.cardTitle', { carrier: proposal.payeeName, payor: proposal.payorName })}
      </h2>
      <ProposalFacts proposal={proposal} />
      {decide.isSuccess ? (
        <Alert level="success">
          {t(decide.data.status === 'approved' ? 'factorAssignment.audit.approved' : 'factorAssignment.audit.rejected')}
        </Alert>
      ) : ownProposal ? (
        <Alert level="info">{t('factorAssignment.audit.ownProposal')}</Alert>
      ) : (
        <>
          {error ? <Alert level="error">{error.message}</Alert> : null}
          <NoteField
            label={t('factorAssignment.audit.note')}
            value={note}
            onChange={setNote}
            hint={t('factorAssignment.audit.noteHint')}
            error={error?.fieldErrors.note?.[0] ?? null}
            maxLength={maxFactorAssignmentReason}
          />
          {documentsOnly ? <Alert level="info">{t('factorAssignment.audit.documentsRequired')}</Alert> : null}
          <div className={styles.actions}>
            {documentsOnly ? null : (
              <Button onClick={() => send('approve')} busy={decide.isPending}>
                {t('factorAssignment.audit.approve')}
              </Button>
            )}
            <Button variant="secondary" onClick={() => send('reject')} disabled={decide.isPending}>
              {t('factorAssignment.audit.reject')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
