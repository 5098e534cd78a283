import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { canOpenUserManagementRoutes } from '#shared/permissions/users.ts';
import { useAreaShell } from '../../../components/layouts/area-shell/area-shell-context.ts';
import { Page } from '../../../components/layouts/page.tsx';
import { ShowPage } from '../../../components/layouts/show-page.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useUser } from '../api/get-user.ts';
import { useUserRoles } from '../api/get-user-roles.ts';
import { useUpdateUser } from '../api/update-user.ts';
import styles from '../components/profile.module.css';
import { UserForm } from '../components/user-form.tsx';
import { profilePaths } from '../paths.ts';

/** `/payee/users/{id}/edit`: a user admin edits a user's details and roles. */
export function EditUserRoute() {
  const { t } = useTranslation();
  const { user: me } = useAreaShell();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const roles = useUserRoles();
  const target = useUser(id);
  const update = useUpdateUser();
  const allowed = canOpenUserManagementRoutes(me.company.type.id, me.authRoles);

  return (
    <Page
      title={t('profile.userForm.editTitle')}
      isLoading={roles.isPending || target.isPending}
      skeleton="userEdit"
      redirectTo={allowed ? null : profilePaths.profile}
    >
      <ShowPage
        title={t('profile.userForm.editTitle')}
        main={
          <>
            <Link to={profilePaths.users} className={styles.backLink}>
              ← {t('profile.userForm.back')}
            </Link>
            {target.isError ? <Alert level="error">{t('profile.errors.load')}</Alert> : null}
            {target.data ? (
              <UserForm
                key={target.data.id}
                user={target.data}
                roles={roles.data?.roles ?? []}
                onCancel={() => navigate(profilePaths.users)}
                onSubmit={async (values) => {
                  await update.mutateAsync({
                    id,
                    body: { name: values.name, phoneNumber: values.phoneNumber, roleIds: values.roleIds },
                  });
                  showToast({
                    level: 'success',
                    title: t('errors.successTitle'),
                    message: t('profile.userForm.saved'),
                  });
                  navigate(profilePaths.users);
                }}
              />
            ) : null}
          </>
        }
      />
    </Page>
  );
}
