import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MfaDelivery, type RegisterMfaRequest, registerMfaRequestSchema } from '#shared/validation/mfa.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { zodFormResolver } from '#web/lib/form-resolver.ts';
import styles from './form.module.css';

type Props = {
  title: string;
  destination: string;
  error: string | null;
  onSubmit: (code: string) => Promise<void>;
  onResend: (delivery: MfaDelivery) => Promise<void>;
};

/**
 * Code entry with resend and the Text / Call choice. Cognito only texts codes, so choosing Call
 * says so and texts instead.
 */
export function MfaCodeForm({ title, destination, error, onSubmit, onResend }: Props) {
  const { t } = useTranslation();
  const [delivery, setDelivery] = useState<MfaDelivery>(MfaDelivery.Text);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const { register, handleSubmit, formState } = useForm<RegisterMfaRequest>({
    resolver: zodFormResolver(registerMfaRequestSchema, t),
    defaultValues: { code: '' },
  });

  async function resend() {
    setResending(true);
    try {
      await onResend(delivery);
      setNotice(delivery === MfaDelivery.Call ? t('auth.mfa.callUnavailable') : t('auth.mfa.resent'));
    } finally {
      setResending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit((values) => onSubmit(values.code))} noValidate>
      <div className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.muted}>{t('auth.mfa.sentTo', { destination })}</p>
      </div>
      {error ? <Alert level="error">{error}</Alert> : null}
      {notice ? <Alert level="info">{notice}</Alert> : null}
      <TextField
        label={t('auth.mfa.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        error={formState.errors.code?.message}
        forceError={formState.isSubmitted}
        {...register('code')}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.muted}>{t('auth.mfa.method')}</legend>
        <div className={styles.choice}>
          {[MfaDelivery.Text, MfaDelivery.Call].map((option) => (
            <Button
              key={option}
              variant={delivery === option ? 'primary' : 'secondary'}
              size="small"
              aria-pressed={delivery === option}
              onClick={() => setDelivery(option)}
            >
              {option === MfaDelivery.Text ? t('auth.mfa.text') : t('auth.mfa.call')}
            </Button>
          ))}
          <Button variant="ghost" size="small" busy={resending} onClick={resend}>
            {t('auth.mfa.resend')}
          </Button>
        </div>
      </fieldset>
      <Button type="submit" block busy={formState.isSubmitting} busyLabel={t('auth.mfa.verifying')}>
        {t('auth.mfa.verify')}
      </Button>
    </form>
  );
}
