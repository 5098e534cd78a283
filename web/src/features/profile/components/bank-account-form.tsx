import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import type { FundingAccountSubmission } from '#shared/schemas/payor-profile.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, zodFormResolver } from '#web/lib/form-resolver.ts';
import styles from './profile.module.css';

/** Where a form's words are: the payor's replacement funding account, or the factor's new payout account. */
export type BankAccountFormWords = 'payorProfile.funding.form' | 'factorProfile.bankAccounts.form';

type Values = FundingAccountSubmission & { name?: string };

/**
 * A bank account sent for LanePay's review: routing number and account number typed twice (and, for
 * an account payments name, its name), checked by the call's own schema as the user goes.
 */
export function BankAccountForm({
  words,
  schema,
  withName = false,
  busy,
  submit,
  onDone,
}: {
  words: BankAccountFormWords;
  schema: z.ZodType<Values>;
  withName?: boolean;
  busy: boolean;
  submit: (values: Values) => Promise<unknown>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodFormResolver(schema, t),
    defaultValues: {
      ...(withName ? { name: '' } : {}),
      routingNumber: '',
      bankAccountNumber: '',
      confirmBankAccountNumber: '',
    },
  });
  const { errors, isSubmitted } = form.formState;
  const headingId = `${words.replaceAll('.', '-')}-heading`;

  async function send(values: Values) {
    setFailure(null);
    try {
      await submit(values);
      showToast({ level: 'success', title: t('errors.successTitle'), message: t(`${words}.submitted`) });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && applyServerErrors(error.fieldErrors, form.setError)) return;
      setFailure(error instanceof ApiError && !error.isGeneric ? error.message : t('profile.errors.notSaved'));
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(send)} aria-labelledby={headingId}>
      <div className={styles.stack}>
        <h3 id={headingId} className={styles.subTitle}>
          {t(`${words}.heading`)}
        </h3>
        <p className={styles.muted}>{t(`${words}.intro`)}</p>
      </div>
      {failure ? <Alert level="error">{failure}</Alert> : null}
      {withName ? (
        <TextField
          label={t(`${words}.name`)}
          hint={t(`${words}.nameHint`)}
          autoComplete="off"
          error={errors.name?.message}
          forceError={isSubmitted}
          {...form.register('name')}
        />
      ) : null}
      <div className={styles.fieldRow}>
        <TextField
          label={t(`${words}.routingNumber`)}
          hint={t(`${words}.routingHint`)}
          inputMode="numeric"
          autoComplete="off"
          error={errors.routingNumber?.message}
          forceError={isSubmitted}
          {...form.register('routingNumber')}
        />
        <TextField
          label={t(`${words}.bankAccountNumber`)}
          inputMode="numeric"
          autoComplete="off"
          error={errors.bankAccountNumber?.message}
          forceError={isSubmitted}
          {...form.register('bankAccountNumber')}
        />
        <TextField
          label={t(`${words}.confirmBankAccountNumber`)}
          inputMode="numeric"
          autoComplete="off"
          error={errors.confirmBankAccountNumber?.message}
          forceError={isSubmitted}
          {...form.register('confirmBankAccountNumber')}
        />
      </div>
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t(`${words}.cancel`)}
        </Button>
        <Button type="submit" busy={busy} busyLabel={t(`${words}.submitting`)}>
          {t(`${words}.submit`)}
        </Button>
      </div>
    </form>
  );
}
