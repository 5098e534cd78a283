import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { canOpenUserManagementRoutes } from '#shared/permissions/users.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { ShowPage } from '#web/components/layouts/show-page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { profilePaths } from '#web/config/paths.ts';
import { isConflict } from '#web/lib/api-client.ts';
import { useUser } from '../api/get-user.ts';
import { useUserRoles } from '../api/get-user-roles.ts';
import { useUpdateUser } from '../api/update-user.ts';
import styles from '../components/profile.module.css';
import { UserForm } from '../components/user-form.tsx';

/** `users/{id}/edit` of a company's area: a user admin edits a user's details and roles. */
export function EditUserRoute() {
  const { t } = useTranslation();
  const { user: me, area } = useAreaShell();
  const pages = profilePaths(area);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const roles = useUserRoles();
  const target = useUser(id);
  const loaded = target.data;
  const update = useUpdateUser();
  const allowed = canOpenUserManagementRoutes(me.company.type.id, me.authRoles);
  // Kept here, above the form: a conflict reads the user again, and the form starts afresh from them.
  const [conflict, setConflict] = useState<string | null>(null);

  return (
    <Page
      title={t('profile.userForm.editTitle')}
      isLoading={roles.isPending || target.isPending}
      skeleton="userEdit"
      redirectTo={allowed ? null : pages.profile}
    >
      <ShowPage
        title={t('profile.userForm.editTitle')}
        main={
          <>
            <Link to={pages.users} className={styles.backLink}>
              ← {t('profile.userForm.back')}
            </Link>
            {target.isError ? <Alert level="error">{t('profile.errors.load')}</Alert> : null}
            {conflict ? <Alert level="error">{conflict}</Alert> : null}
            {loaded ? (
              <UserForm
                // Keyed by the version loaded: a user read again after a conflict starts the form afresh.
                key={`${loaded.id}-v${loaded.version}`}
                user={loaded}
                roles={roles.data?.roles ?? []}
                onCancel={() => navigate(pages.users)}
                onSubmit={async (values) => {
                  setConflict(null);
                  try {
                    // Made on the version of the user this form shows.
                    await update.mutateAsync({
                      id,
                      version: loaded.version,
                      body: { name: values.name, phoneNumber: values.phoneNumber, roleIds: values.roleIds },
                    });
                  } catch (error) {
                    // Changed meanwhile: the mutation reads the user again; say why the form changed.
                    if (!isConflict(error)) throw error;
                    setConflict(error.message);
                    return;
                  }
                  showToast({
                    level: 'success',
                    title: t('errors.successTitle'),
                    message: t('profile.userForm.saved'),
                  });
                  navigate(pages.users);
                }}
              />
            ) : null}
          </>
        }
      />
    </Page>
  );
}
