import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, zodFormResolver } from '#web/lib/form-resolver.ts';
import { useSendRegistrationCode } from '../api/send-registration-code.ts';
import { failureMessage } from '../lib/failures.ts';
import { type StartForm, startFormSchema } from '../lib/forms.ts';
import type { FlowEvent } from '../lib/registration-flow.ts';
import styles from './registration.module.css';
import { StepContent } from './step-content.tsx';

type Props = {
  email: string;
  authorized: boolean | null;
  dispatch: (event: FlowEvent) => void;
};

/** Step 1: are you authorized to register the company, and the email to send the code to. */
export function EmailStep({ email, authorized, dispatch }: Props) {
  const { t } = useTranslation();
  const send = useSendRegistrationCode();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<StartForm>({
    resolver: zodFormResolver(startFormSchema, t),
    defaultValues: {
      email,
      ...(authorized === null ? {} : { authorized: authorized ? 'yes' : 'no' }),
    },
  });
  const authorizedError = formState.errors.authorized?.message;

  async function submit(values: StartForm) {
    setError(null);
    try {
      await send.mutateAsync(values.email);
      dispatch({ type: 'codeSent', email: values.email, authorized: values.authorized === 'yes' });
    } catch (failure) {
      if (failure instanceof ApiError && applyServerErrors(failure.fieldErrors, setFieldError)) return;
      setError(failureMessage(failure, t('registration.genericError')));
    }
  }

  return (
    <StepContent
      heading={t('registration.email.heading')}
      intro={t('registration.email.intro')}
      error={error}
      onSubmit={handleSubmit(submit)}
    >
      <fieldset
        className={`${styles.question} ${authorizedError ? styles.invalidOptions : ''}`}
        aria-describedby="registration-authorized-hint"
      >
        <legend>{t('registration.email.authorized')}</legend>
        <div className={styles.options}>
          {(['yes', 'no'] as const).map((option) => (
            <label key={option} className={styles.option}>
              <input type="radio" value={option} {...register('authorized')} />
              {t(`registration.email.${option}`)}
            </label>
          ))}
        </div>
        {authorizedError ? (
          <span className={styles.error} role="alert">
            {authorizedError}
          </span>
        ) : (
          <span id="registration-authorized-hint" className={styles.muted}>
            {t('registration.email.authorizedHint')}
          </span>
        )}
      </fieldset>
      <TextField
        label={t('registration.email.email')}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        forceError={formState.isSubmitted}
        {...register('email')}
      />
      <Button type="submit" block busy={formState.isSubmitting} busyLabel={t('registration.email.sending')}>
        {t('registration.email.sendCode')}
      </Button>
    </StepContent>
  );
}
