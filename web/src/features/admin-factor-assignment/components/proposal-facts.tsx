import { useTranslation } from 'react-i18next';
import type { FactorAssignment } from '#shared/schemas/admin-factor-assignments.ts';
import { Fact, Facts } from '#web/components/layouts/detail-page.tsx';
import { useFormatters } from '#web/lib/format.ts';

/** What a proposal changes, why, and who proposed and decided it when. */
export function ProposalFacts({ proposal }: { proposal: FactorAssignment }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const none = t('factorAssignment.none');
  return (
    <Facts>
      <Fact label={t('factorAssignment.facts.carrier')}>{proposal.payeeName}</Fact>
      <Fact label={t('factorAssignment.facts.payor')}>{proposal.payorName}</Fact>
      <Fact label={t('factorAssignment.facts.change')}>
        {t(`factorAssignment.changes.${proposal.action}`, {
          before: proposal.beforeName ?? none,
          after: proposal.afterName ?? none,
        })}
      </Fact>
      {proposal.carrierRequest ? (
        <Fact label={t('factorAssignment.facts.carrierAnswer')}>
          {t(`factorAssignment.carrierAnswers.${proposal.carrierRequest.answer}`)}
        </Fact>
      ) : (
        <Fact label={t('factorAssignment.facts.reason')}>{proposal.reason}</Fact>
      )}
      <Fact label={t(proposal.carrierRequest ? 'factorAssignment.facts.askedBy' : 'factorAssignment.facts.proposedBy')}>
        {t('factorAssignment.byWhen', {
          name: proposal.proposedBy.name ?? none,
          when: format.dateTime(proposal.proposedAt),
        })}
      </Fact>
      {proposal.decidedBy && proposal.decidedAt ? (
        <Fact label={t('factorAssignment.facts.decidedBy')}>
          {t('factorAssignment.byWhen', {
            name: proposal.decidedBy.name ?? none,
            when: format.dateTime(proposal.decidedAt),
          })}
        </Fact>
      ) : null}
      {proposal.decisionNote ? <Fact label={t('factorAssignment.facts.note')}>{proposal.decisionNote}</Fact> : null}
    </Facts>
  );
}
