import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FactorAssignmentCandidate } from '#shared/schemas/admin-factor-assignments.ts';
import { maxFactorAssignmentReason } from '#shared/schemas/admin-factor-assignments.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { NoteField } from '#web/components/ui/note-field.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useProposeFactorAssignment } from '../api/propose-factor-assignment.ts';
import styles from './factor-assignment.module.css';

type Action = 'assignFactorOfRecord' | 'removeFactor';

/** The changes that would change something on this relationship (the API refuses the others). */
function actionsOf(candidate: FactorAssignmentCandidate): Action[] {
  const actions: Action[] = [];
  if (candidate.factorOfRecordId !== null && candidate.assignedFactorId !== candidate.factorOfRecordId) {
    actions.push('assignFactorOfRecord');
  }
  if (candidate.assignedFactorId !== null) actions.push('removeFactor');
  return actions;
}

/** A relationship's correction proposed with a reason; one Idempotency-Key per form shown. */
export function ProposeForm({ candidate }: { candidate: FactorAssignmentCandidate }) {
  const { t } = useTranslation();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const propose = useProposeFactorAssignment(idempotencyKey);
  const actions = actionsOf(candidate);
  const [action, setAction] = useState<Action | ''>(actions[0] ?? '');
  const [reason, setReason] = useState('');
  if (propose.isSuccess) return <Alert level="success">{t('factorAssignment.list.proposed')}</Alert>;
  if (actions.length === 0) return <p>{t('factorAssignment.list.nothingToPropose')}</p>;
  const error = propose.error instanceof ApiError ? propose.error : null;
  const fieldError = (field: string) => error?.fieldErrors[field]?.[0] ?? null;
  const label = (value: Action) =>
    value === 'assignFactorOfRecord'
      ? t('factorAssignment.list.assign', { name: candidate.factorOfRecordName })
      : t('factorAssignment.list.remove', { name: candidate.assignedFactorName });
  return (
    <form
      className={styles.filter}
      onSubmit={(event) => {
        event.preventDefault();
        if (!action) return;
        propose.mutate({ payeeId: candidate.payeeId, relationshipId: candidate.relationshipId, action, reason });
      }}
    >
      {error && Object.keys(error.fieldErrors).length === 0 ? <Alert level="error">{error.message}</Alert> : null}
      <SelectField
        label={t('factorAssignment.list.action')}
        value={action}
        onChange={(event) => setAction(event.target.value as Action)}
        options={actions.map((value) => ({ value, label: label(value) }))}
        error={fieldError('action') ?? undefined}
      />
      <NoteField
        label={t('factorAssignment.list.reason')}
        value={reason}
        onChange={setReason}
        hint={t('factorAssignment.list.reasonHint')}
        error={fieldError('reason')}
        maxLength={maxFactorAssignmentReason}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={propose.isPending}>
          {t('factorAssignment.list.submit')}
        </Button>
      </div>
    </form>
  );
}
