import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { canOpenUserManagementRoutes } from '#shared/permissions/users.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { ShowPage } from '#web/components/layouts/show-page.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { profilePaths } from '#web/config/paths.ts';
import { useCreateUser } from '../api/create-user.ts';
import { useUserRoles } from '../api/get-user-roles.ts';
import styles from '../components/profile.module.css';
import { UserForm } from '../components/user-form.tsx';

/** `users/new` of a company's area: a user admin invites a user (seeds 000 §2.5, §6, §8). */
export function NewUserRoute() {
  const { t } = useTranslation();
  const { user, area } = useAreaShell();
  const pages = profilePaths(area);
  const navigate = useNavigate();
  const roles = useUserRoles();
  const create = useCreateUser();
  const allowed = canOpenUserManagementRoutes(user.company.type.id, user.authRoles);

  return (
    <Page
      title={t('profile.userForm.newTitle')}
      isLoading={roles.isPending}
      skeleton="userEdit"
      redirectTo={allowed ? null : pages.profile}
    >
      <ShowPage
        title={t('profile.userForm.newTitle')}
        main={
          <>
            <Link to={pages.users} className={styles.backLink}>
              ← {t('profile.userForm.back')}
            </Link>
            <UserForm
              roles={roles.data?.roles ?? []}
              onCancel={() => navigate(pages.users)}
              onSubmit={async (values) => {
                const { invitation } = await create.mutateAsync(values);
                showToast({
                  level: 'success',
                  title: t('profile.userForm.invitedTitle'),
                  message: t('profile.userForm.invited', { email: invitation.email, company: user.company.name }),
                });
                navigate(pages.users);
              }}
            />
          </>
        }
      />
    </Page>
  );
}
