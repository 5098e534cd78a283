import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { zodFormResolver } from '../../../lib/form-resolver.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import styles from './form.module.css';

/**
 * Forgot password: a temporary password is emailed (the answer never reveals whether the account
 * exists). It lives on the login page, which runs without the query client, so it keeps its own
 * request state.
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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    resolver: zodFormResolver(() => import('#shared/validation/login.ts').then((m) => m.forgotPasswordFormSchema), t),
    values: { email: defaultEmail },
  });
  const close = () => {
    setSentTo(null);
    setError(null);
    onClose();
  };
  return (
    <Dialog open={open} title={t('auth.forgotPassword.title')} onClose={close}>
      {sentTo ? (
        <>
          <Alert level="success">{t('auth.forgotPassword.sent', { email: sentTo })}</Alert>
          <Button onClick={close}>{t('common.close')}</Button>
        </>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={handleSubmit(async ({ email }) => {
            try {
              setError(null);
              await requestPasswordReset(email);
              setSentTo(email);
            } catch (failure) {
              setError(failure instanceof ApiError && !failure.isGeneric ? failure.message : t('errors.generic'));
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
      )}
    </Dialog>
  );
}
