import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isPendingBankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { areaOf } from '#shared/enums/company-type.ts';
import { canUsePayeeFeature, PayeeFeature } from '#shared/permissions/payee.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { type UpdateUserRequest, updateUserRequestSchema } from '#shared/schemas/users.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { TextField } from '#web/components/ui/text-field.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { areaRoutes } from '#web/config/paths.ts';
import { ApiError, isConflict } from '#web/lib/api-client.ts';
import { applyServerErrors, zodFormResolver } from '#web/lib/form-resolver.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { formatPhone, roleLabel } from '../lib/display.ts';
import styles from './profile.module.css';

type Values = { name: string; phoneNumber: string };

/** Profile → My information: the signed-in user's name, email and phone (name and phone editable). */
export function MyInformation({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [failed, setFailed] = useState(false);
  /** The user changed since this page loaded them (409): they are read again and shown as they are now. */
  const [conflict, setConflict] = useState<string | null>(null);
  const update = useUpdateUser();
  const form = useForm<Values>({
    resolver: zodFormResolver(updateUserRequestSchema, t) as unknown as Resolver<Values>,
    defaultValues: { name: user.name, phoneNumber: formatPhone(user.phoneNumber) ?? '' },
  });
  const { errors, isSubmitted, isSubmitting } = form.formState;
  const accounts = user.company.bankAccounts;
  const pending = accounts.filter((account) => isPendingBankAccountStatus(account.status.id)).length;

  async function save(values: Values) {
    setFailed(false);
    setConflict(null);
    try {
      const body: UpdateUserRequest = { name: values.name, phoneNumber: values.phoneNumber };
      // Made on the version of the signed-in user this page shows.
      await update.mutateAsync({ id: user.id, version: user.version, body });
      showToast({ level: 'success', title: t('errors.successTitle'), message: t('profile.information.saved') });
      setEditing(false);
    } catch (error) {
      if (isConflict(error)) {
        // The mutation has read the user again: show them as they are now, with why.
        setConflict(error.message);
        setEditing(false);
        return;
      }
      if (!(error instanceof ApiError && applyServerErrors(error.fieldErrors, form.setError))) setFailed(true);
    }
  }

  return (
    <div className={styles.columns}>
      <section className={cardStyles.card} aria-labelledby="my-information-heading">
        <div className={styles.cardHeader}>
          <h2 id="my-information-heading" className={styles.cardTitle}>
            {t('profile.information.heading')}
          </h2>
          {editing ? null : (
            <Button
              variant="secondary"
              size="small"
              onClick={() => {
                form.reset({ name: user.name, phoneNumber: formatPhone(user.phoneNumber) ?? '' });
                setConflict(null);
                setEditing(true);
              }}
            >
              {t('profile.information.edit')}
            </Button>
          )}
        </div>
        {conflict ? <Alert level="error">{conflict}</Alert> : null}
        {editing ? (
          <form className={styles.form} noValidate onSubmit={form.handleSubmit(save)}>
            {failed ? <Alert level="error">{t('profile.errors.notSaved')}</Alert> : null}
            <TextField
              label={t('profile.information.name')}
              autoComplete="name"
              error={errors.name?.message}
              forceError={isSubmitted}
              {...form.register('name')}
            />
            <TextField
              label={t('profile.information.email')}
              value={user.email}
              readOnly
              disabled
              hint={t('profile.information.emailHint')}
            />
            <TextField
              label={t('profile.information.phoneOptional')}
              type="tel"
              autoComplete="tel"
              hint={t('profile.information.phoneHint')}
              error={errors.phoneNumber?.message}
              forceError={isSubmitted}
              {...form.register('phoneNumber')}
            />
            <div className={styles.formActions}>
              <Button variant="secondary" onClick={() => setEditing(false)} disabled={isSubmitting}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" busy={isSubmitting} busyLabel={t('profile.information.saving')}>
                {t('profile.information.save')}
              </Button>
            </div>
          </form>
        ) : (
          <dl className={styles.details}>
            <dt>{t('profile.information.name')}</dt>
            <dd>{user.name}</dd>
            <dt>{t('profile.information.email')}</dt>
            <dd>{user.email}</dd>
            <dt>{t('profile.information.phone')}</dt>
            <dd>
              {formatPhone(user.phoneNumber) ?? (
                <span className={styles.muted}>{t('profile.information.noPhone')}</span>
              )}
            </dd>
            <dt>{t('profile.information.company')}</dt>
            <dd>{user.company.name}</dd>
            <dt>{t('profile.information.roles')}</dt>
            <dd>
              <span className={styles.chips}>
                {user.roles.map((role) => (
                  <span key={role.id} className={styles.chip}>
                    {roleLabel(t, role)}
                  </span>
                ))}
              </span>
            </dd>
          </dl>
        )}
      </section>
      {/* The wallet is for payee-level users only (shared/permissions/payee.ts): drivers do not see it. */}
      {areaOf(user.company.type.id) === 'payee' && canUsePayeeFeature(PayeeFeature.Wallet, user.authRoles) ? (
        <section className={cardStyles.card} aria-labelledby="payment-accounts-heading">
          <h2 id="payment-accounts-heading" className={styles.cardTitle}>
            {t('profile.wallet.title')}
          </h2>
          {accounts.length > 0 ? (
            <p>
              {t('profile.wallet.count', { count: accounts.length })}
              {pending > 0 ? (
                <span className={styles.muted}> · {t('profile.wallet.pending', { count: pending })}</span>
              ) : null}
            </p>
          ) : (
            <p className={styles.muted}>{t('profile.wallet.none')}</p>
          )}
          <Link to={areaRoutes.payee.wallet} className={styles.link}>
            {t('profile.wallet.link')} →
          </Link>
        </section>
      ) : null}
    </div>
  );
}
