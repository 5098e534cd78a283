import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, zodFormResolver } from '#web/lib/form-resolver.ts';
import { useSendRegistrationCode } from '../api/send-registration-code.ts';
import { useVerifyRegistrationCode } from '../api/verify-registration-code.ts';
import { failureMessage } from '../lib/failures.ts';
import { type CodeForm, codeFormSchema } from '../lib/forms.ts';
import type { FlowEvent } from '../lib/registration-flow.ts';
import styles from './registration.module.css';
import { StepContent } from './step-content.tsx';

/**
 * Step 1: the emailed code. A wrong code shows the server's 'Attempts remaining' on the field; a
 * new code can be sent (the server throttles), or the email changed.
 */
export function CodeStep({ email, dispatch }: { email: string; dispatch: (event: FlowEvent) => void }) {
  const { t } = useTranslation();
  const verify = useVerifyRegistrationCode();
  const resend = useSendRegistrationCode();
  const [notice, setNotice] = useState<{ level: 'info' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, formState, setError, resetField } = useForm<CodeForm>({
    resolver: zodFormResolver(codeFormSchema, t),
    defaultValues: { code: '' },
  });

  async function submit({ code }: CodeForm) {
    setNotice(null);
    try {
      const verified = await verify.mutateAsync({ email, code });
      dispatch({ type: 'verified', ...verified });
    } catch (failure) {
      if (failure instanceof ApiError && applyServerErrors(failure.fieldErrors, setError)) return;
      setNotice({ level: 'error', text: failureMessage(failure, t('registration.genericError')) });
    }
  }

  async function sendAgain() {
    setNotice(null);
    try {
      await resend.mutateAsync(email);
      resetField('code');
      setNotice({ level: 'info', text: t('registration.code.resent') });
    } catch (failure) {
      setNotice({ level: 'error', text: failureMessage(failure, t('registration.genericError')) });
    }
  }

  return (
    <StepContent
      heading={t('registration.code.heading')}
      intro={t('registration.code.sentTo', { email })}
      onSubmit={handleSubmit(submit)}
    >
      {notice ? <Alert level={notice.level}>{notice.text}</Alert> : null}
      <TextField
        label={t('registration.code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        error={formState.errors.code?.message}
        forceError={formState.isSubmitted}
        {...register('code')}
      />
      <Button type="submit" block busy={formState.isSubmitting} busyLabel={t('registration.code.verifying')}>
        {t('registration.code.verify')}
      </Button>
      <div className={styles.row}>
        <button type="button" className={styles.linkButton} onClick={() => dispatch({ type: 'changeEmail' })}>
          {t('registration.code.changeEmail')}
        </button>
        <button type="button" className={styles.linkButton} disabled={resend.isPending} onClick={sendAgain}>
          {resend.isPending ? t('registration.email.sending') : t('registration.code.resend')}
        </button>
      </div>
    </StepContent>
  );
}
