import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FactorProfile, remittanceEmailChangeSchema } from '#shared/schemas/factor-profile.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { ApiError, isConflict } from '#web/lib/api-client.ts';
import { applyServerErrors, zodFormResolver } from '#web/lib/form-resolver.ts';
import { useFactorProfile } from '../api/get-factor-profile.ts';
import { useUpdateRemittanceEmail } from '../api/update-remittance-email.ts';
import { formatPhone } from '../lib/display.ts';
import styles from './profile.module.css';

/** Profile → Company: the factor as LanePay has it on record, and where its remittance advice goes. */
export function FactorCompanyPanel({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const profile = useFactorProfile();
  if (profile.isPending) return <Skeleton kind="list" />;
  const data = profile.data;
  if (!data) return <Alert level="error">{t('factorProfile.loadFailed')}</Alert>;
  const notOnRecord = <span className={styles.muted}>{t('factorProfile.company.notOnRecord')}</span>;
  const { address, contact } = data;
  return (
    <>
      <section className={cardStyles.card} aria-labelledby="factor-company-heading">
        <div className={styles.stack}>
          <h2 id="factor-company-heading" className={styles.cardTitle}>
            {t('factorProfile.company.heading')}
          </h2>
          <p className={styles.muted}>{t('factorProfile.company.intro')}</p>
        </div>
        <dl className={styles.details} data-testid="factor-company">
          <dt>{t('factorProfile.company.name')}</dt>
          <dd>{data.name}</dd>
          <dt>{t('factorProfile.company.address')}</dt>
          <dd>
            {address ? (
              <>
                {[address.line1, address.line2].filter(Boolean).join(', ')}
                <br />
                {`${address.city}, ${address.state} ${address.postalCode}`}
              </>
            ) : (
              notOnRecord
            )}
          </dd>
          <dt>{t('factorProfile.company.contact')}</dt>
          <dd>
            {contact
              ? [contact.name, contact.email, formatPhone(contact.phone)].filter(Boolean).join(' · ')
              : notOnRecord}
          </dd>
        </dl>
      </section>
      <RemittanceEmailCard profile={data} canChange={canChange} />
    </>
  );
}

type Values = { remittanceEmail: string };

/** Where the daily remittance advice goes: a user administrator changes it on the version shown. */
function RemittanceEmailCard({ profile, canChange }: { profile: FactorProfile; canChange: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateRemittanceEmail();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodFormResolver(remittanceEmailChangeSchema, t) as Resolver<Values>,
    defaultValues: { remittanceEmail: profile.remittanceEmail ?? '' },
  });
  const { errors, isSubmitted } = form.formState;

  async function save(values: Values) {
    setFailure(null);
    try {
      await update.mutateAsync({ remittanceEmail: values.remittanceEmail, version: profile.version });
      showToast({ level: 'success', title: t('errors.successTitle'), message: t('factorProfile.remittance.saved') });
      setEditing(false);
    } catch (error) {
      if (isConflict(error)) {
        // The profile has been read again: show it as it is now, with why.
        setFailure(error.message);
        setEditing(false);
        return;
      }
      if (error instanceof ApiError && applyServerErrors(error.fieldErrors, form.setError)) return;
      setFailure(error instanceof ApiError && !error.isGeneric ? error.message : t('profile.errors.notSaved'));
    }
  }

  return (
    <section className={cardStyles.card} aria-labelledby="factor-remittance-heading" data-testid="factor-remittance">
      <div className={styles.stack}>
        <h2 id="factor-remittance-heading" className={styles.cardTitle}>
          {t('factorProfile.remittance.heading')}
        </h2>
        <p className={styles.muted}>{t('factorProfile.remittance.intro')}</p>
      </div>
      {failure ? <Alert level="error">{failure}</Alert> : null}
      {editing ? (
        <form className={styles.form} noValidate onSubmit={form.handleSubmit(save)}>
          <TextField
            label={t('factorProfile.remittance.email')}
            type="email"
            autoComplete="email"
            error={errors.remittanceEmail?.message}
            forceError={isSubmitted}
            {...form.register('remittanceEmail')}
          />
          <div className={styles.formActions}>
            <Button variant="secondary" onClick={() => setEditing(false)} disabled={update.isPending}>
              {t('factorProfile.remittance.cancel')}
            </Button>
            <Button type="submit" busy={update.isPending} busyLabel={t('factorProfile.remittance.saving')}>
              {t('factorProfile.remittance.save')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <dl className={styles.details}>
            <dt>{t('factorProfile.remittance.email')}</dt>
            <dd data-testid="remittance-email">
              {profile.remittanceEmail ?? <span className={styles.muted}>{t('factorProfile.remittance.none')}</span>}
            </dd>
          </dl>
          {canChange ? (
            <div className={styles.formActions}>
              <Button
                variant="secondary"
                onClick={() => {
                  form.reset({ remittanceEmail: profile.remittanceEmail ?? '' });
                  setEditing(true);
                }}
              >
                {t('factorProfile.remittance.change')}
              </Button>
            </div>
          ) : (
            <Alert level="info">{t('factorProfile.readOnlyNote')}</Alert>
          )}
        </>
      )}
    </section>
  );
}
