import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { FactorAssignmentCandidate } from '#shared/schemas/admin-factor-assignments.ts';
import { factorAssignmentCandidatesQuerySchema } from '#shared/schemas/admin-factor-assignments.ts';
import { Fact, Facts } from '#web/components/layouts/detail-page.tsx';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { TextField } from '#web/components/ui/text-field.tsx';
import { factorAssignmentPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { readUrlFields } from '#web/lib/url-state.ts';
import { useCandidates } from '../api/get-candidates.ts';
import styles from '../components/factor-assignment.module.css';
import { ProposeForm } from '../components/propose-form.tsx';
import { Ways } from '../components/ways.tsx';
import { wholeList } from '../components/whole-list.ts';

/**
 * `/admin/factor-assignment` (OpsManager, SeniorNoaProcessor; seeds 001 §2): the relationships held by
 * the factor-of-record rules, or one carrier's, each with its factor beside the carrier's factor of
 * record and a form to propose a correction that an ops manager then approves.
 */
export function FactorAssignmentRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { carrierId, carrierName } = readUrlFields(factorAssignmentCandidatesQuerySchema.shape, params);
  const list = useCandidates(carrierId ? { carrierId } : carrierName ? { carrierName } : {});
  return (
    <ListPage
      title={t('factorAssignment.list.title')}
      heading={t('factorAssignment.list.title')}
      intro={t('factorAssignment.list.intro')}
      actions={<Ways current="list" />}
      filters={<CarrierFilter carrier={carrierId ? String(carrierId) : (carrierName ?? null)} />}
      list={list}
      paging={(data) => wholeList(data.items.length)}
      empty={() => ({
        icon: '✓',
        title: t('factorAssignment.list.emptyTitle'),
        message: t('factorAssignment.list.emptyMessage'),
      })}
      loadFailed={t('factorAssignment.loadFailed')}
      onPage={() => undefined}
      onPageSize={() => undefined}
    >
      {(data) => (
        <div className={styles.cards}>
          {data.items.map((candidate) => (
            <CandidateCard key={candidate.relationshipId} candidate={candidate} />
          ))}
        </div>
      )}
    </ListPage>
  );
}

/** A carrier by its id (digits) or by the start of its name (anything else, two characters or more). */
function CarrierFilter({ carrier }: { carrier: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(carrier ?? '');
  return (
    <form
      className={styles.filter}
      onSubmit={(event) => {
        event.preventDefault();
        const text = value.trim();
        const id = Number(text);
        navigate(
          /^\d+$/.test(text) && id > 0
            ? factorAssignmentPaths.carrier(id)
            : text.length >= 2
              ? factorAssignmentPaths.carrierNamed(text)
              : factorAssignmentPaths.list,
        );
      }}
    >
      <TextField
        label={t('factorAssignment.list.carrierId')}
        hint={t('factorAssignment.list.carrierHint')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('factorAssignment.list.show')}
      </Button>
      {carrier ? (
        <Button variant="secondary" onClick={() => navigate(factorAssignmentPaths.list)}>
          {t('factorAssignment.list.showHeld')}
        </Button>
      ) : null}
    </form>
  );
}

function CandidateCard({ candidate }: { candidate: FactorAssignmentCandidate }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [open, setOpen] = useState(false);
  const none = t('factorAssignment.none');
  const titleId = `relationship-${candidate.relationshipId}`;
  return (
    <section className={cardStyles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={cardStyles.title}>
        {t('factorAssignment.audit.cardTitle', { carrier: candidate.payeeName, payor: candidate.payorName })}
      </h2>
      <Facts>
        <Fact label={t('factorAssignment.facts.factor')}>{candidate.assignedFactorName ?? none}</Fact>
        <Fact label={t('factorAssignment.facts.factorOfRecord')}>{candidate.factorOfRecordName ?? none}</Fact>
        <Fact label={t('factorAssignment.facts.holds')}>
          {candidate.holds.length === 0
            ? none
            : candidate.holds
                .map((hold) =>
                  t(`factorAssignment.holdReasons.${hold.reason}`, {
                    defaultValue: t('factorAssignment.otherHold'),
                  }),
                )
                .join(' · ')}
          {candidate.holds[0] ? ` (${format.instantDate(candidate.holds[0].since)})` : null}
        </Fact>
      </Facts>
      {open ? (
        <ProposeForm candidate={candidate} />
      ) : candidate.pendingProposalId !== null ? (
        <Alert level="info">{t('factorAssignment.list.pending')}</Alert>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('factorAssignment.list.propose')}
          </Button>
        </div>
      )}
    </section>
  );
}
