import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { ClaimStep } from '#shared/enums/claim-flow.ts';
import type { ContactMethodRelationship, PayeeRelationship } from '#shared/schemas/payee-relationships.ts';
import { type ContactMethodChoice, contactMethodChoiceSchema } from '#shared/validation/consent.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { zodFormResolver } from '#web/lib/form-resolver.ts';
import { useFormatters } from '#web/lib/format.ts';
import { isPreVerifiedSelection } from '../lib/claim-flow.ts';
import styles from './claim.module.css';
import { ClaimProgress } from './claim-progress.tsx';
import { MailIcon, PhoneIcon } from './icons.tsx';
import { payorTypeKey } from './payor-type.ts';

/** Radio values arrive as strings; the shared rules (and their messages) judge them as numbers. */
const radioNumber = (value: unknown) =>
  value === null || value === undefined || value === '' ? undefined : Number(value);
const confirmSchema = z.object({
  payeeContactMethodId: z.preprocess(radioNumber, contactMethodChoiceSchema.shape.payeeContactMethodId),
  verificationMethodTypeId: z.preprocess(radioNumber, contactMethodChoiceSchema.shape.verificationMethodTypeId),
}) as z.ZodType<ContactMethodChoice>;

export type ConfirmStepProps = {
  candidates: readonly PayeeRelationship[];
  selectedIds: readonly number[];
  onSelectedChange: (ids: number[]) => void;
  /** Contact methods on file for every selected payor. */
  contactMethods: readonly ContactMethodRelationship[];
  initialChoice: Partial<ContactMethodChoice>;
  busy: boolean;
  error: string | null;
  /** Field errors of the last send, by field. */
  serverErrors: Record<string, string[]>;
  onSendCode: (choice: ContactMethodChoice) => void;
  onContinueWithoutCode: (contactMethodId: number | null) => void;
  onUseInvoiceDetails: () => void;
  onUseAuthorizationForm: () => void;
  onRequestHelp: () => void;
  helpRequested: boolean;
  requestingHelp: boolean;
  onCancel: () => void;
};

/**
 * Step 1, ConfirmYourRelationship (seeds 000 §2.6): which payors to claim, the contact method the
 * code goes to and how (email, text or voice). A contact method must be chosen (seeds 000 §5).
 * Pre-verified selections continue without a code; other ways to verify are offered below.
 */
export function ConfirmStep(props: ConfirmStepProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { candidates, selectedIds, contactMethods } = props;
  const form = useForm<ContactMethodChoice>({
    resolver: zodFormResolver(confirmSchema, t),
    // Radio inputs hold strings; the resolver turns them back into ids.
    defaultValues: Object.fromEntries(
      Object.entries(props.initialChoice).map(([field, value]) => [field, String(value)]),
    ) as Partial<ContactMethodChoice>,
  });
  const { setError, setValue, getValues, clearErrors } = form;
  const chosenId = form.watch('payeeContactMethodId');
  const chosen = contactMethods.find((method) => method.id === Number(chosenId)) ?? null;
  const selected = candidates.filter((r) => selectedIds.includes(r.id));
  const preVerified = isPreVerifiedSelection(selected, chosen);

  // A contact receives only some methods: picking a contact picks its first method.
  useEffect(() => {
    if (!chosen) return;
    if (!chosen.verificationMethods.includes(Number(getValues('verificationMethodTypeId')) as never)) {
      const first = chosen.verificationMethods[0];
      if (first !== undefined) setValue('verificationMethodTypeId', String(first) as never);
    }
    clearErrors('verificationMethodTypeId');
  }, [chosen, getValues, setValue, clearErrors]);

  useEffect(() => {
    for (const [field, messages] of Object.entries(props.serverErrors)) {
      if (field === 'payeeContactMethodId' || field === 'verificationMethodTypeId') {
        setError(field, { type: 'server', message: messages.join(' ') });
      }
    }
  }, [props.serverErrors, setError]);

  const toggle = (id: number, on: boolean) =>
    props.onSelectedChange(on ? [...selectedIds, id] : selectedIds.filter((other) => other !== id));

  const errors = form.formState.errors;
  return (
    <form
      className={styles.wizard}
      noValidate
      onSubmit={form.handleSubmit((choice) =>
        preVerified ? props.onContinueWithoutCode(choice.payeeContactMethodId) : props.onSendCode(choice),
      )}
    >
      <ClaimProgress step={ClaimStep.ConfirmYourRelationship} />

      <section className={styles.section} aria-labelledby="claim-payors">
        <h3 id="claim-payors" className={styles.sectionTitle}>
          {t('relationships.claim.confirm.payorsHeading')}
        </h3>
        {candidates.length > 1 ? <p className={styles.hint}>{t('relationships.claim.confirm.payorsHint')}</p> : null}
        <ul className={styles.nameList}>
          {candidates.map((relationship) => (
            <li key={relationship.id}>
              {candidates.length > 1 ? (
                <Checkbox
                  label={relationship.payor.name}
                  checked={selectedIds.includes(relationship.id)}
                  onChange={(event) => toggle(relationship.id, event.target.checked)}
                />
              ) : (
                <strong>{relationship.payor.name}</strong>
              )}
              <span className={styles.choiceMeta}>
                {t(payorTypeKey(relationship.payor.payorTypeId))}
                {relationship.availableInvoiceCount > 0
                  ? ` · ${t('relationships.unclaimed.openInvoices', {
                      count: relationship.availableInvoiceCount,
                      amount: format.money(relationship.availableInvoiceAmount, relationship.payor.currencyType.id),
                    })}`
                  : ''}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="claim-contact">
        <h3 id="claim-contact" className={styles.sectionTitle}>
          {t('relationships.claim.confirm.contactHeading')}
        </h3>
        {contactMethods.length === 0 ? (
          selected.length > 0 && preVerified ? null : (
            <Alert level="warning">{t('relationships.claim.confirm.noSharedContact')}</Alert>
          )
        ) : (
          <>
            <p className={styles.hint}>{t('relationships.claim.confirm.contactHint')}</p>
            <fieldset
              className={styles.choices}
              aria-describedby={errors.payeeContactMethodId ? 'contact-error' : undefined}
            >
              <legend className="visually-hidden">{t('relationships.claim.confirm.contactHeading')}</legend>
              {contactMethods.map((method) => (
                <div key={method.id} className={styles.section}>
                  <label className={styles.choice}>
                    <input type="radio" value={method.id} {...form.register('payeeContactMethodId')} />
                    <span className={styles.contactIcon}>{method.kind === 'email' ? <MailIcon /> : <PhoneIcon />}</span>
                    <span className={styles.choiceBody}>
                      <span className={styles.choiceMain}>
                        <span className={styles.choiceTitle}>{method.destination}</span>
                        <span className={styles.choiceMeta}>
                          {t(
                            method.kind === 'email' ? 'relationships.unclaimed.email' : 'relationships.unclaimed.phone',
                          )}
                        </span>
                      </span>
                      {method.isPreVerified ? (
                        <span className={styles.badge}>{t('relationships.unclaimed.preVerified')}</span>
                      ) : null}
                    </span>
                  </label>
                  {chosen?.id === method.id && !method.isPreVerified ? (
                    <fieldset className={styles.methods}>
                      <legend className={styles.methodsLegend}>{t('relationships.claim.confirm.methodLabel')}</legend>
                      {method.verificationMethods.map((verification) => (
                        <label key={verification} className={styles.method}>
                          <input type="radio" value={verification} {...form.register('verificationMethodTypeId')} />
                          {t(`relationships.claim.confirm.methods.${verification}`)}
                        </label>
                      ))}
                    </fieldset>
                  ) : null}
                </div>
              ))}
            </fieldset>
            {errors.payeeContactMethodId || errors.verificationMethodTypeId ? (
              <span id="contact-error" className={styles.fieldError} role="alert">
                {errors.payeeContactMethodId?.message ?? errors.verificationMethodTypeId?.message}
              </span>
            ) : null}
          </>
        )}
        {preVerified ? <Alert level="success">{t('relationships.claim.confirm.preVerifiedNote')}</Alert> : null}
      </section>

      {props.error ? (
        <Alert level="error" title={t('relationships.claim.errorTitle')}>
          {props.error}
        </Alert>
      ) : null}

      <div className={styles.actions}>
        {preVerified ? (
          <Button
            type={contactMethods.length === 0 ? 'button' : 'submit'}
            disabled={selected.length === 0}
            onClick={contactMethods.length === 0 ? () => props.onContinueWithoutCode(null) : undefined}
          >
            {t('relationships.claim.confirm.continue')}
          </Button>
        ) : (
          <Button
            type="submit"
            disabled={selected.length === 0 || contactMethods.length === 0}
            busy={props.busy}
            busyLabel={t('relationships.claim.confirm.sending')}
          >
            {t('relationships.claim.confirm.sendCode')}
          </Button>
        )}
        <Button variant="ghost" onClick={props.onCancel}>
          {t('relationships.claim.confirm.cancel')}
        </Button>
      </div>

      {selected.length === 1 ? (
        <div className={styles.alternatives}>
          <span className={styles.alternativesLabel}>{t('relationships.claim.confirm.alternatives')}</span>
          <button type="button" className={styles.linkAction} onClick={props.onUseInvoiceDetails}>
            {t('relationships.claim.confirm.useInvoiceDetails')}
          </button>
          <button type="button" className={styles.linkAction} onClick={props.onUseAuthorizationForm}>
            {t('relationships.claim.confirm.useAuthorizationForm')}
          </button>
          <button
            type="button"
            className={styles.linkAction}
            onClick={props.onRequestHelp}
            disabled={props.helpRequested || props.requestingHelp}
          >
            {props.helpRequested
              ? t('relationships.claim.confirm.requestSent')
              : t('relationships.claim.confirm.requestHelp')}
          </button>
        </div>
      ) : null}
      {props.helpRequested ? (
        <Alert level="success" title={t('relationships.claim.confirm.requestSent')}>
          {t('relationships.claim.confirm.requestSentMessage')}
        </Alert>
      ) : null}
    </form>
  );
}
