import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors, zodFormResolver } from '../../../lib/form-resolver.ts';
import { useForwardRegistration } from '../api/forward-registration.ts';
import { reportFormFailure } from '../lib/failures.ts';
import { type InviteForm, inviteFormSchema } from '../lib/forms.ts';
import type { FlowEvent, Proved } from '../lib/registration-flow.ts';
import styles from './registration.module.css';

/** Not authorized: the visitor (email proved) invites the person who can register the company. */
export function ForwardInvite({ proved, dispatch }: { proved: Proved; dispatch: (event: FlowEvent) => void }) {
  const { t } = useTranslation();
  const forward = useForwardRegistration();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<InviteForm>({
    resolver: zodFormResolver(inviteFormSchema, t),
    defaultValues: { email: '', name: '', companyName: '', fromName: '' },
  });
  const forceError = formState.isSubmitted;

  async function submit(values: InviteForm) {
    setError(null);
    try {
      await forward.mutateAsync({ ...values, registrationToken: proved.registrationToken });
      dispatch({
        type: 'invited',
        invitee: { email: values.email, name: values.name, companyName: values.companyName },
      });
    } catch (failure) {
      reportFormFailure(failure, t('registration.genericError'), {
        expired: (message) => dispatch({ type: 'expired', message }),
        fields: (fieldErrors) => applyServerErrors(fieldErrors, setFieldError),
        other: setError,
      });
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate>
      <div className={styles.header}>
        <h1>{t('registration.forward.heading')}</h1>
        <p className={styles.muted}>{t('registration.forward.intro')}</p>
      </div>
      {error ? <Alert level="error">{error}</Alert> : null}
      <TextField
        label={t('registration.forward.email')}
        type="email"
        autoComplete="off"
        error={formState.errors.email?.message}
        forceError={forceError}
        {...register('email')}
      />
      <TextField
        label={t('registration.forward.name')}
        autoComplete="off"
        error={formState.errors.name?.message}
        forceError={forceError}
        {...register('name')}
      />
      <TextField
        label={t('registration.forward.companyName')}
        autoComplete="organization"
        error={formState.errors.companyName?.message}
        forceError={forceError}
        {...register('companyName')}
      />
      <TextField
        label={t('registration.forward.fromName')}
        autoComplete="name"
        error={formState.errors.fromName?.message}
        forceError={forceError}
        {...register('fromName')}
      />
      <Button type="submit" block busy={formState.isSubmitting} busyLabel={t('registration.forward.sending')}>
        {t('registration.forward.send')}
      </Button>
    </form>
  );
}
