import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ResetPasswordForm } from '#shared/validation/password.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { runtimeConfig } from '#web/config/runtime-config.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, zodFormResolver } from '#web/lib/form-resolver.ts';
import { requestPasswordReset, resetPassword } from '../api/request-password-reset.ts';
import styles from './form.module.css';

type Step = { kind: 'request' } | { kind: 'reset'; email: string } | { kind: 'done' };

const messageOf = (failure: unknown, fallback: string) =>
  failure instanceof ApiError && !failure.isGeneric ? failure.message : fallback;

/** Step 1: the address to send a code to (the answer never reveals whether the account exists). */
function RequestStep({ defaultEmail, onSent }: { defaultEmail: string; onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    resolver: zodFormResolver(() => import('#shared/validation/login.ts').then((m) => m.forgotPasswordFormSchema), t),
    values: { email: defaultEmail },
  });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(async ({ email }) => {
        try {
          setError(null);
          await requestPasswordReset(email);
          onSent(email);
        } catch (failure) {
          setError(messageOf(failure, t('errors.generic')));
        }
      })}
    >
      <p className={styles.muted}>{t('auth.forgotPassword.intro')}</p>
      {error ? <Alert level="error">{error}</Alert> : null}
      <TextField
        label={t('auth.login.email')}
        type="email"
        autoComplete="username"
        error={formState.errors.email?.message}
        forceError={formState.isSubmitted}
        {...register('email')}
      />
      <Button type="submit" busy={formState.isSubmitting}>
        {t('auth.forgotPassword.submit')}
      </Button>
    </form>
  );
}

/** Step 2: the emailed code and the new password; errors land on their fields (seeds 000 §8). */
function ResetStep({ email, onDone, onResend }: { email: string; onDone: () => void; onResend: () => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const strict = runtimeConfig().passwordPolicy === 'strict';
  const {
    register,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<ResetPasswordForm>({
    resolver: zodFormResolver(
      () => import('#shared/validation/password.ts').then((m) => m.resetPasswordFormSchema({ strict })),
      t,
    ),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });
  const forceError = formState.isSubmitted;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(async (values) => {
        try {
          setError(null);
          await resetPassword({ email, ...values });
          onDone();
        } catch (failure) {
          if (!(failure instanceof ApiError && applyServerErrors(failure.fieldErrors, setFieldError))) {
            setError(messageOf(failure, t('errors.generic')));
          }
        }
      })}
    >
      <Alert level="success">{t('auth.forgotPassword.sent', { email })}</Alert>
      {error ? <Alert level="error">{error}</Alert> : null}
      <TextField
        label={t('auth.forgotPassword.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={formState.errors.code?.message}
        forceError={forceError}
        {...register('code')}
      />
      <TextField
        label={t('auth.forgotPassword.newPassword')}
        type="password"
        autoComplete="new-password"
        error={formState.errors.password?.message}
        forceError={forceError}
        {...register('password')}
      />
      <TextField
        label={t('auth.forgotPassword.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirmPassword?.message}
        forceError={forceError}
        {...register('confirmPassword')}
      />
      <Button type="submit" busy={formState.isSubmitting}>
        {t('auth.forgotPassword.save')}
      </Button>
      <Button variant="ghost" onClick={onResend}>
        {t('auth.forgotPassword.resend')}
      </Button>
    </form>
  );
}

/**
 * Forgot password: a code is emailed, then the code and a new password set it. The current
 * password keeps working until then, so asking for a reset locks nobody out. It lives on the login
 * page, which runs without the query client, so it keeps its own request state.
 */
export function ForgotPasswordDialog({
  open,
  onClose,
  defaultEmail,
}: {
  open: boolean;
  onClose: () => void;
  defaultEmail: string;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'request' });
  const close = () => {
    setStep({ kind: 'request' });
    onClose();
  };
  return (
    <Dialog open={open} title={t('auth.forgotPassword.title')} onClose={close}>
      {step.kind === 'request' ? (
        <RequestStep defaultEmail={defaultEmail} onSent={(email) => setStep({ kind: 'reset', email })} />
      ) : null}
      {step.kind === 'reset' ? (
        <ResetStep
          email={step.email}
          onDone={() => setStep({ kind: 'done' })}
          onResend={() => setStep({ kind: 'request' })}
        />
      ) : null}
      {step.kind === 'done' ? (
        <>
          <Alert level="success" title={t('auth.forgotPassword.saved')}>
            {t('auth.forgotPassword.savedDetail')}
          </Alert>
          <Button onClick={close}>{t('auth.forgotPassword.backToSignIn')}</Button>
        </>
      ) : null}
    </Dialog>
  );
}
