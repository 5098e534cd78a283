import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema, type ChangePasswordForm as Values } from '#shared/validation/password.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { runtimeConfig } from '#web/config/runtime-config.ts';
import { zodFormResolver } from '#web/lib/form-resolver.ts';
import styles from './form.module.css';

/** 'Password Change Required': the temporary password, the new one, and its confirmation. */
export function NewPasswordForm({
  error,
  onSubmit,
}: {
  error: string | null;
  onSubmit: (values: Values) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodFormResolver(changePasswordFormSchema({ strict: runtimeConfig().passwordPolicy === 'strict' }), t),
    defaultValues: { password: '', newPassword: '', confirmNewPassword: '' },
  });
  const forceError = formState.isSubmitted;
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <div className={styles.header}>
        <h1>{t('auth.newPassword.title')}</h1>
        <p className={styles.muted}>{t('auth.newPassword.intro')}</p>
      </div>
      {error ? <Alert level="error">{error}</Alert> : null}
      <TextField
        label={t('auth.newPassword.oldPassword')}
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        forceError={forceError}
        {...register('password')}
      />
      <TextField
        label={t('auth.newPassword.newPassword')}
        type="password"
        autoComplete="new-password"
        error={formState.errors.newPassword?.message}
        forceError={forceError}
        {...register('newPassword')}
      />
      <TextField
        label={t('auth.newPassword.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirmNewPassword?.message}
        forceError={forceError}
        {...register('confirmNewPassword')}
      />
      <Button type="submit" block busy={formState.isSubmitting}>
        {t('auth.newPassword.submit')}
      </Button>
    </form>
  );
}
