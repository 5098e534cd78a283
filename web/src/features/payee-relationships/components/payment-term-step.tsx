import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { ClaimStep } from '#shared/enums/claim-flow.ts';
import type { PaymentType } from '#shared/enums/payment-type.ts';
import { type PayeeRelationship, paymentTypeSchema } from '#shared/schemas/payee-relationships.ts';
import { termsAgreedSchema } from '#shared/validation/consent.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import { relationshipPaths } from '#web/config/paths.ts';
import { zodFormResolver } from '#web/lib/form-resolver.ts';
import { commonPaymentTypes, orderedPaymentTypes } from '../lib/claim-flow.ts';
import { useTermWords } from '../lib/term-words.ts';
import styles from './claim.module.css';
import { ClaimProgress } from './claim-progress.tsx';
import { TermOptions } from './term-options.tsx';

const termFormSchema = z.object({ paymentType: paymentTypeSchema, isTermsAcknowledged: termsAgreedSchema });
export type TermChoice = { paymentType: PaymentType; isTermsAcknowledged: true };
type TermForm = { paymentType: PaymentType | null; isTermsAcknowledged: boolean };

/**
 * Step 3, PaymentTermModal: the default payment term for the selected payors and the terms of
 * service, which must be agreed ('You must agree to Terms of Service.', seeds 000 §5). Several
 * payors are offered the terms all of them have, with each payor's fee listed.
 */
export function PaymentTermStep({
  relationships,
  busy,
  error,
  serverErrors,
  onConnect,
  onBack,
}: {
  relationships: readonly PayeeRelationship[];
  busy: boolean;
  error: string | null;
  serverErrors: Record<string, string[]>;
  onConnect: (choice: TermChoice) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const words = useTermWords();
  const types = orderedPaymentTypes(commonPaymentTypes(relationships));
  const [single] = relationships;
  const terms = (single?.availablePaymentTerms ?? []).filter((term) => types.includes(term.paymentType));
  const form = useForm<TermForm>({
    resolver: zodFormResolver(termFormSchema as z.ZodType<TermForm>, t),
    defaultValues: { paymentType: types[0] ?? null, isTermsAcknowledged: false },
  });
  const { setError } = form;
  useEffect(() => {
    for (const field of ['paymentType', 'isTermsAcknowledged'] as const) {
      const messages = serverErrors[field];
      if (messages?.length) setError(field, { type: 'server', message: messages.join(' ') });
    }
  }, [serverErrors, setError]);

  const errors = form.formState.errors;
  return (
    <form
      className={styles.wizard}
      noValidate
      onSubmit={form.handleSubmit((values) => {
        if (values.paymentType !== null) onConnect({ paymentType: values.paymentType, isTermsAcknowledged: true });
      })}
    >
      <ClaimProgress step={ClaimStep.PaymentTermModal} />
      <section className={styles.section}>
        <p className={styles.hint}>{t('relationships.claim.term.hint')}</p>
        <Controller
          control={form.control}
          name="paymentType"
          render={({ field }) => (
            <TermOptions
              name="claim-payment-term"
              legend={t('relationships.claim.term.heading')}
              terms={terms}
              value={field.value}
              onChange={field.onChange}
              error={errors.paymentType?.message}
              freeQuickPays={relationships.length === 1 ? single?.freeQuickPayOffer : undefined}
            />
          )}
        />
        {relationships.length > 1 ? (
          <div className={styles.section}>
            <h3 className={styles.sectionTitle}>{t('relationships.claim.term.perPayor')}</h3>
            <table className={`${dataTable.table} ${styles.feeTable}`}>
              <thead>
                <tr>
                  <th scope="col">{t('relationships.list.columns.payor')}</th>
                  {types.map((type) => (
                    <th key={type} scope="col" className={styles.numeric}>
                      {words.name({ paymentType: type })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {relationships.map((relationship) => (
                  <tr key={relationship.id}>
                    <td>{relationship.payor.name}</td>
                    {types.map((type) => {
                      const term = relationship.availablePaymentTerms.find((option) => option.paymentType === type);
                      return (
                        <td key={type} className={styles.numeric}>
                          {term ? `${words.period(term.termDays)} · ${words.fee(term.feeBps)}` : '—'}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>

      <section className={styles.section}>
        <ul className={styles.termsLinks}>
          {relationships.map((relationship) => (
            <li key={relationship.id}>
              <a href={relationshipPaths.terms(relationship.id)} target="_blank" rel="noopener">
                {t('relationships.claim.term.termsLink', { payor: relationship.payor.name })}
              </a>
            </li>
          ))}
        </ul>
        <Checkbox label={t('relationships.claim.term.agree')} {...form.register('isTermsAcknowledged')} />
        {errors.isTermsAcknowledged ? (
          <span className={styles.fieldError} role="alert">
            {errors.isTermsAcknowledged.message}
          </span>
        ) : null}
      </section>

      {error ? (
        <Alert level="error" title={t('relationships.claim.errorTitle')}>
          {error}
        </Alert>
      ) : null}

      <div className={styles.actions}>
        <Button type="submit" busy={busy} busyLabel={t('relationships.claim.term.connecting')}>
          {t('relationships.claim.term.connect')}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {t('relationships.claim.term.back')}
        </Button>
      </div>
    </form>
  );
}
