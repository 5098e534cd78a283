import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FundingAccountSubmission, fundingAccountSubmissionSchema } from '#shared/schemas/payor-profile.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, zodFormResolver } from '#web/lib/form-resolver.ts';
import { useSubmitFundingAccount } from '../api/submit-funding-account.ts';
import styles from './profile.module.css';

const empty: FundingAccountSubmission = { routingNumber: '', bankAccountNumber: '', confirmBankAccountNumber: '' };

/**
 * A replacement funding account: routing number and account number typed twice, checked with the
 * wallet's rules (shared schema) as the user goes, then sent for LanePay's review.
 */
export function FundingAccountForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmitFundingAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FundingAccountSubmission>({
    resolver: zodFormResolver(fundingAccountSubmissionSchema, t) as Resolver<FundingAccountSubmission>,
    defaultValues: empty,
  });
  const { errors, isSubmitted } = form.formState;

  async function send(values: FundingAccountSubmission) {
    setFailure(null);
    try {
      await submit.mutateAsync(values);
      showToast({
        level: 'success',
        title: t('errors.successTitle'),
        message: t('payorProfile.funding.form.submitted'),
      });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && applyServerErrors(error.fieldErrors, form.setError)) return;
      setFailure(error instanceof ApiError && !error.isGeneric ? error.message : t('profile.errors.notSaved'));
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(send)} aria-labelledby="funding-form-heading">
      <div className={styles.stack}>
        <h3 id="funding-form-heading" className={styles.subTitle}>
          {t('payorProfile.funding.form.heading')}
        </h3>
        <p className={styles.muted}>{t('payorProfile.funding.form.intro')}</p>
      </div>
      {failure ? <Alert level="error">{failure}</Alert> : null}
      <div className={styles.fieldRow}>
        <TextField
          label={t('payorProfile.funding.form.routingNumber')}
          hint={t('payorProfile.funding.form.routingHint')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.routingNumber?.message}
          forceError={isSubmitted}
          {...form.register('routingNumber')}
        />
        <TextField
          label={t('payorProfile.funding.form.bankAccountNumber')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.bankAccountNumber?.message}
          forceError={isSubmitted}
          {...form.register('bankAccountNumber')}
        />
        <TextField
          label={t('payorProfile.funding.form.confirmBankAccountNumber')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.confirmBankAccountNumber?.message}
          forceError={isSubmitted}
          {...form.register('confirmBankAccountNumber')}
        />
      </div>
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onDone} disabled={submit.isPending}>
          {t('payorProfile.funding.form.cancel')}
        </Button>
        <Button type="submit" busy={submit.isPending} busyLabel={t('payorProfile.funding.form.submitting')}>
          {t('payorProfile.funding.form.submit')}
        </Button>
      </div>
    </form>
  );
}
