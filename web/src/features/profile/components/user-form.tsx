import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type CompanyUser, createUserRequestSchema, updateUserRequestSchema } from '#shared/schemas/users.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, zodFormResolver } from '#web/lib/form-resolver.ts';
import { formatPhone, roleDescription, roleLabel } from '../lib/display.ts';
import styles from './profile.module.css';

export type UserFormValues = { name: string; email: string; phoneNumber: string; roleIds: number[] };

export type UserFormProps = {
  /** The user being edited; absent when adding one. */
  user?: CompanyUser;
  roles: readonly { id: number; name: string }[];
  onSubmit: (values: UserFormValues) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * Adding (inviting) or editing a user (seeds 000 §2.5 users/new and users/{id}/edit): name, email
 * (fixed once the user exists), an optional phone and the roles the company's user admins can
 * give; the name and phone of someone who belongs to other companies too are theirs alone. Server
 * field errors land on their fields; anything else reads 'Your changes were not saved.'.
 */
export function UserForm({ user, roles, onSubmit, onCancel }: UserFormProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const schema = user ? updateUserRequestSchema : createUserRequestSchema;
  const form = useForm<UserFormValues>({
    resolver: zodFormResolver(schema, t) as unknown as Resolver<UserFormValues>,
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      phoneNumber: formatPhone(user?.phoneNumber ?? null) ?? '',
      roleIds: user?.roles.map((role) => role.id) ?? [],
    },
  });
  const { errors, isSubmitted, isSubmitting } = form.formState;
  // Someone who belongs to other companies too keeps their name and phone to themselves.
  const detailsLocked = user !== undefined && !user.canEditDetails;

  async function submit(values: UserFormValues) {
    setFailed(false);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!(error instanceof ApiError && applyServerErrors(error.fieldErrors, form.setError))) setFailed(true);
    }
  }

  return (
    <form className={`${cardStyles.card} ${styles.form}`} noValidate onSubmit={form.handleSubmit(submit)}>
      {failed ? <Alert level="error">{t('profile.errors.notSaved')}</Alert> : null}
      {detailsLocked ? <Alert level="info">{t('profile.userForm.detailsOwnedByUser')}</Alert> : null}
      <TextField
        label={t('profile.userForm.name')}
        autoComplete="off"
        readOnly={detailsLocked}
        error={errors.name?.message}
        forceError={isSubmitted}
        {...form.register('name')}
      />
      {user ? (
        <TextField
          label={t('profile.userForm.email')}
          value={user.email}
          readOnly
          disabled
          hint={t('profile.userForm.emailLocked')}
        />
      ) : (
        <TextField
          label={t('profile.userForm.email')}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          forceError={isSubmitted}
          {...form.register('email')}
        />
      )}
      <TextField
        label={t('profile.userForm.phone')}
        type="tel"
        autoComplete="off"
        readOnly={detailsLocked}
        error={errors.phoneNumber?.message}
        forceError={isSubmitted}
        {...form.register('phoneNumber')}
      />
      <Controller
        control={form.control}
        name="roleIds"
        render={({ field }) => (
          <fieldset className={styles.roleOptions} aria-describedby="user-form-roles-hint">
            <legend className={styles.legend}>{t('profile.userForm.roles')}</legend>
            <span id="user-form-roles-hint" className={styles.muted}>
              {t('profile.userForm.rolesHint')}
            </span>
            {roles.map((role) => {
              const checked = field.value.includes(role.id);
              return (
                <label key={role.id} className={styles.roleOption}>
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() =>
                      field.onChange(checked ? field.value.filter((id) => id !== role.id) : [...field.value, role.id])
                    }
                  />
                  <span className={styles.stack}>
                    <span className={styles.personName}>{roleLabel(t, role)}</span>
                    <span className={styles.muted}>{roleDescription(t, role)}</span>
                  </span>
                </label>
              );
            })}
            {errors.roleIds?.message ? (
              <span className={styles.error} role="alert">
                {errors.roleIds.message}
              </span>
            ) : null}
          </fieldset>
        )}
      />
      {user ? null : <Alert level="info">{t('profile.userForm.inviteNote')}</Alert>}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={isSubmitting} busyLabel={t('profile.userForm.saving')}>
          {t(user ? 'profile.userForm.submitEdit' : 'profile.userForm.submitNew')}
        </Button>
      </div>
    </form>
  );
}
