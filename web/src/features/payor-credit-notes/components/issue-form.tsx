import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Currency } from '#shared/enums/currency.ts';
import { creditNoteIssueSchema } from '#shared/schemas/payor-credit-notes.ts';
import { MoneyInput } from '#web/components/paperwork/money-input.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useCreditNoteCarriers } from '../api/get-carriers.ts';
import { useIssueCreditNote } from '../api/issue-credit-note.ts';
import styles from './credit-notes.module.css';

type Fields = { payeeRelationshipId: string; referenceNumber: string; amountCents: number | null; reason: string };
const empty: Fields = { payeeRelationshipId: '', referenceNumber: '', amountCents: null, reason: '' };

/**
 * Issuing a credit note to one of the payor's carriers: checked with the API's own schema before it
 * is sent; the server's field errors (a used reference number) show on their fields.
 */
export function IssueForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const carriers = useCreditNoteCarriers(true);
  const issue = useIssueCreditNote();
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<Fields>) => setFields((current) => ({ ...current, ...change }));
  const currencyId =
    carriers.data?.carriers.find((c) => String(c.payeeRelationshipId) === fields.payeeRelationshipId)?.currencyId ??
    Currency.USD;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      payeeRelationshipId: Number(fields.payeeRelationshipId) || undefined,
      referenceNumber: fields.referenceNumber,
      amountCents: fields.amountCents ?? 0,
      reason: fields.reason,
    };
    const checked = creditNoteIssueSchema.safeParse(body);
    if (!checked.success) {
      // The first message of each field: an empty reference is required, not also malformed.
      const first: Record<string, string> = {};
      for (const issue of checked.error.issues) first[String(issue.path[0])] ??= t(String(issue.message));
      setErrors(first);
      return;
    }
    setErrors({});
    issue.mutate(checked.data, {
      onSuccess: (note) => {
        showToast({ title: t('payorCreditNotes.issue.issued', { reference: note.referenceNumber }), level: 'success' });
        setFields(empty);
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
          setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
        } else {
          showToast({ title: t('payorCreditNotes.issue.failed'), message: error.message, level: 'error' });
        }
      },
    });
  };

  return (
    <section className={cardStyles.card} aria-labelledby="issue-credit-note-title">
      <h2 id="issue-credit-note-title" className={styles.formTitle}>
        {t('payorCreditNotes.issue.title')}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <SelectField
          label={t('payorCreditNotes.issue.carrier')}
          placeholder={t('payorCreditNotes.issue.chooseCarrier')}
          value={fields.payeeRelationshipId}
          onChange={(event) => set({ payeeRelationshipId: event.target.value })}
          options={(carriers.data?.carriers ?? []).map((c) => ({
            value: String(c.payeeRelationshipId),
            label: c.carrierName,
          }))}
          error={errors.payeeRelationshipId}
        />
        <TextField
          label={t('payorCreditNotes.issue.referenceNumber')}
          value={fields.referenceNumber}
          onChange={(event) => set({ referenceNumber: event.target.value })}
          error={errors.referenceNumber}
          forceError
          maxLength={40}
        />
        <MoneyInput
          label={t('payorCreditNotes.issue.amount')}
          value={fields.amountCents}
          onChange={(amountCents) => set({ amountCents })}
          currencyId={currencyId}
          error={errors.amountCents}
          forceError
        />
        <TextField
          label={t('payorCreditNotes.issue.reason')}
          value={fields.reason}
          onChange={(event) => set({ reason: event.target.value })}
          error={errors.reason}
          forceError
          maxLength={200}
        />
        <div className={styles.actions}>
          <Button type="submit" busy={issue.isPending} busyLabel={t('payorCreditNotes.issue.submitting')}>
            {t('payorCreditNotes.issue.submit')}
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            {t('payorCreditNotes.issue.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
