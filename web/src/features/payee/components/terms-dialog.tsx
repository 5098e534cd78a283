import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { serviceTimes } from '#shared/constants/payments.ts';
import { selectCarrierAcceptSchema } from '#shared/schemas/payee-dashboard.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, zodFormResolver } from '#web/lib/form-resolver.ts';
import styles from './select-carrier.module.css';

type TermsForm = { isTermsAccepted: boolean };

const paragraphs = ['rate', 'invoices', 'fees', 'connections', 'law'] as const;

/**
 * The Select Carrier terms dialog (seeds 000 §2.5): the terms at the rate that applies, which must
 * be agreed before joining ('You must agree to Terms of Service.', the same rule the API applies).
 */
export function TermsDialog({
  open,
  company,
  rate,
  busy,
  onAccept,
  onClose,
}: {
  open: boolean;
  company: string;
  rate: string;
  busy: boolean;
  /** Joins; resolves when joined, rejects with the API's error. */
  onAccept: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<TermsForm>({
    resolver: zodFormResolver(selectCarrierAcceptSchema as z.ZodType<TermsForm>, t),
    defaultValues: { isTermsAccepted: false },
  });
  const submit = form.handleSubmit(async () => {
    try {
      await onAccept();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      if (!applyServerErrors(fieldErrors, form.setError)) {
        const message = error instanceof ApiError && !error.isGeneric ? error.message : t('dashboard.errors.generic');
        form.setError('root', { type: 'server', message });
      }
    }
  });
  return (
    <Dialog open={open} title={t('dashboard.terms.title')} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={submit}>
        <p className={styles.muted}>{t('dashboard.terms.intro')}</p>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus, or a keyboard cannot scroll the terms (axe scrollable-region-focusable). */}
        <div className={styles.terms} role="document" aria-label={t('dashboard.terms.title')} tabIndex={0}>
          {paragraphs.map((key) => (
            <p key={key}>
              {t(`dashboard.terms.paragraphs.${key}`, {
                company,
                rate,
                hours: serviceTimes.selectCarrierConnectionHours,
              })}
            </p>
          ))}
        </div>
        <Checkbox label={t('dashboard.terms.agree')} {...form.register('isTermsAccepted')} />
        {form.formState.errors.isTermsAccepted ? (
          <span className={styles.fieldError} role="alert">
            {form.formState.errors.isTermsAccepted.message}
          </span>
        ) : null}
        {form.formState.errors.root ? (
          <Alert level="error" title={t('dashboard.terms.error')}>
            {form.formState.errors.root.message}
          </Alert>
        ) : null}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={busy} busyLabel={t('dashboard.terms.accepting')}>
            {t('dashboard.terms.accept')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
