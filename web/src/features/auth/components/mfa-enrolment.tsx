import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import {
  MfaDelivery,
  type RegisterMfaRequest,
  registerMfaRequestSchema,
  type SendMfaRequest,
  sendMfaRequestSchema,
} from '#shared/validation/mfa.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, zodFormResolver } from '#web/lib/form-resolver.ts';
import { useRegisterMfa, useSendMfaCode } from '../api/enrol-mfa.ts';
import styles from './form.module.css';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && !error.isGeneric ? error.message : fallback;

/** Missing details → MFA: add a phone, have a code sent, enter it; SMS MFA is then on in the pool. */
export function MfaEnrolment({ onDone }: { onDone: (user: CurrentUser) => void }) {
  const { t } = useTranslation();
  const [phoneNumber, setPhoneNumber] = useState<string | null>(null);
  const [enabledFor, setEnabledFor] = useState<CurrentUser | null>(null);
  const send = useSendMfaCode();
  const registerMfa = useRegisterMfa();
  const phoneForm = useForm<SendMfaRequest>({
    resolver: zodFormResolver(sendMfaRequestSchema, t),
    defaultValues: { phoneNumber: '' },
  });
  const codeForm = useForm<RegisterMfaRequest>({
    resolver: zodFormResolver(registerMfaRequestSchema, t),
    defaultValues: { code: '' },
  });

  async function sendCode(type: MfaDelivery, values: SendMfaRequest) {
    try {
      await send.mutateAsync({ type, phoneNumber: values.phoneNumber });
      setPhoneNumber(values.phoneNumber);
    } catch (error) {
      if (error instanceof ApiError) applyServerErrors(error.fieldErrors, phoneForm.setError);
    }
  }

  if (enabledFor) {
    return (
      <div className={styles.form}>
        <Alert level="success" title={t('auth.missingDetails.mfa.enabled')}>
          {t('auth.missingDetails.mfa.enabledText')}
        </Alert>
        <Button onClick={() => onDone(enabledFor)}>{t('auth.missingDetails.mfa.continue')}</Button>
      </div>
    );
  }

  if (phoneNumber) {
    return (
      <form
        className={styles.form}
        noValidate
        onSubmit={codeForm.handleSubmit(async ({ code }) => {
          try {
            setEnabledFor(await registerMfa.mutateAsync({ type: MfaDelivery.Text, code }));
          } catch (error) {
            if (error instanceof ApiError) applyServerErrors(error.fieldErrors, codeForm.setError);
          }
        })}
      >
        <p className={styles.muted}>{t('auth.missingDetails.mfa.codeSent', { phoneNumber })}</p>
        {registerMfa.error ? <Alert level="error">{messageOf(registerMfa.error, t('errors.generic'))}</Alert> : null}
        <TextField
          label={t('auth.missingDetails.mfa.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          error={codeForm.formState.errors.code?.message}
          forceError={codeForm.formState.isSubmitted}
          {...codeForm.register('code')}
        />
        <Button type="submit" busy={codeForm.formState.isSubmitting}>
          {t('auth.missingDetails.mfa.verify')}
        </Button>
        <button type="button" className={styles.linkButton} onClick={() => setPhoneNumber(null)}>
          {t('auth.missingDetails.mfa.editPhone')}
        </button>
      </form>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={phoneForm.handleSubmit((v) => sendCode(MfaDelivery.Text, v))}>
      <p className={styles.muted}>{t('auth.missingDetails.mfa.intro')}</p>
      {send.error ? <Alert level="error">{messageOf(send.error, t('errors.generic'))}</Alert> : null}
      <TextField
        label={t('auth.missingDetails.mfa.phoneNumber')}
        type="tel"
        autoComplete="tel"
        error={phoneForm.formState.errors.phoneNumber?.message}
        forceError={phoneForm.formState.isSubmitted}
        {...phoneForm.register('phoneNumber')}
      />
      <div className={styles.choice}>
        <Button type="submit" busy={phoneForm.formState.isSubmitting}>
          {t('auth.missingDetails.mfa.saveAndText')}
        </Button>
        <Button variant="secondary" onClick={phoneForm.handleSubmit((v) => sendCode(MfaDelivery.Call, v))}>
          {t('auth.missingDetails.mfa.saveAndCall')}
        </Button>
      </div>
    </form>
  );
}
