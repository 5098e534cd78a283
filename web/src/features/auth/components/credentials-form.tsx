import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type LoginForm, loginFormSchema } from '#shared/validation/login.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { zodFormResolver } from '../../../lib/form-resolver.ts';
import styles from './form.module.css';

type Props = {
  defaultEmail: string;
  error: string | null;
  onSubmit: (values: LoginForm) => Promise<void>;
  onForgotPassword: () => void;
};

/** Email, password and remember me: the first step of a password sign-in. */
export function CredentialsForm({ defaultEmail, error, onSubmit, onForgotPassword }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodFormResolver(loginFormSchema, t),
    defaultValues: { email: defaultEmail, password: '', rememberMe: defaultEmail !== '' },
  });
  const submitted = formState.isSubmitted;
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      {error ? <Alert level="error">{error}</Alert> : null}
      <TextField
        label={t('auth.login.email')}
        type="email"
        autoComplete="username"
        error={formState.errors.email?.message}
        forceError={submitted}
        {...register('email')}
      />
      <TextField
        label={t('auth.login.password')}
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        forceError={submitted}
        {...register('password')}
      />
      <div className={styles.row}>
        <Checkbox label={t('auth.login.rememberMe')} {...register('rememberMe')} />
        <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
          {t('auth.login.forgotPassword')}
        </button>
      </div>
      <Button type="submit" block busy={formState.isSubmitting} busyLabel={t('auth.login.submitting')}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
