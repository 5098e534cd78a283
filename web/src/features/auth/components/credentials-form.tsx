import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginForm } from '#shared/validation/login.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { validateWith } from '#web/lib/form-resolver.ts';
import styles from './form.module.css';

type Props = {
  defaultEmail: string;
  /** Ticked when the email came from the remember-me cookie (by default: whenever one is given). */
  defaultRememberMe?: boolean;
  error: string | null;
  onSubmit: (values: LoginForm) => Promise<void>;
  onForgotPassword: () => void;
};

const loginSchema = () => import('#shared/validation/login.ts').then((m) => m.loginFormSchema);

/**
 * Email, password and remember me: the first step of a password sign-in. The portal's first
 * screen, so it is a plain form (no form library) and fetches the shared schema only on submit.
 */
export function CredentialsForm({
  defaultEmail,
  defaultRememberMe = defaultEmail !== '',
  error,
  onSubmit,
  onForgotPassword,
}: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginForm>({
    email: defaultEmail,
    password: '',
    rememberMe: defaultRememberMe,
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setSubmitting(true);
    try {
      const validation = await validateWith(loginSchema, values, t);
      if (!validation.ok) {
        setFieldErrors(Object.fromEntries(Object.entries(validation.errors).map(([k, v]) => [k, v.message])));
        return;
      }
      setFieldErrors({});
      await onSubmit(validation.data);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {error ? <Alert level="error">{error}</Alert> : null}
      <TextField
        label={t('auth.login.email')}
        name="email"
        type="email"
        autoComplete="username"
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
        error={fieldErrors.email}
        forceError={submitted}
      />
      <TextField
        label={t('auth.login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
        error={fieldErrors.password}
        forceError={submitted}
      />
      <div className={styles.row}>
        <Checkbox
          label={t('auth.login.rememberMe')}
          name="rememberMe"
          checked={values.rememberMe}
          onChange={(event) => setValues({ ...values, rememberMe: event.target.checked })}
        />
        <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
          {t('auth.login.forgotPassword')}
        </button>
      </div>
      <Button type="submit" block busy={submitting} busyLabel={t('auth.login.submitting')}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
