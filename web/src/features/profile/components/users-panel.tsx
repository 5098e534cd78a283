import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CompanyInvitation, CompanyUser } from '#shared/schemas/users.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { DropdownMenu, MenuItem } from '#web/components/layouts/area-shell/dropdown-menu.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import buttonStyles from '#web/components/ui/button.module.css';
import { Button } from '#web/components/ui/button.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { profilePaths } from '#web/config/paths.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useCompanyInvitations } from '../api/get-company-invitations.ts';
import { useUsers } from '../api/get-users.ts';
import { useResetUserMfa } from '../api/reset-user-mfa.ts';
import { useSendLoginRequest } from '../api/send-login-request.ts';
import { useWithdrawInvitation } from '../api/withdraw-invitation.ts';
import { formatPhone, initialsOf, roleLabel } from '../lib/display.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { MoreIcon } from './more-icon.tsx';
import styles from './profile.module.css';

type Pending =
  | { kind: 'sendPassword' | 'resetMfa' | 'remove'; user: CompanyUser }
  | { kind: 'withdraw'; invitation: CompanyInvitation }
  | null;

function Roles({ user }: { user: Pick<CompanyUser, 'roles'> }) {
  const { t } = useTranslation();
  return (
    <span className={styles.chips}>
      {user.roles.map((role) => (
        <span key={role.id} className={styles.chip}>
          {roleLabel(t, role)}
        </span>
      ))}
    </span>
  );
}

function Person({ user }: { user: CompanyUser }) {
  const { t } = useTranslation();
  return (
    <span className={styles.person}>
      <span className={styles.smallAvatar} aria-hidden="true">
        {initialsOf(user.name)}
      </span>
      <span className={styles.stack}>
        <span className={styles.personName}>
          {user.name}{' '}
          {user.isCurrentUser ? (
            <span className={`${styles.chip} ${styles.youChip}`}>{t('profile.users.you')}</span>
          ) : null}
        </span>
        <span className={styles.muted}>{user.email}</span>
      </span>
    </span>
  );
}

/** Someone invited and not yet answered: the address the admin typed, nothing of the person. */
function Invitee({ invitation }: { invitation: CompanyInvitation }) {
  const { t } = useTranslation();
  return (
    <span className={styles.person}>
      <span className={styles.smallAvatar} aria-hidden="true">
        @
      </span>
      <span className={styles.stack}>
        <span className={styles.personName}>
          {invitation.email} <span className={styles.chip}>{t('profile.users.invited')}</span>
        </span>
      </span>
    </span>
  );
}

/**
 * Profile → My users (seeds 000 §2.5, §6, §8): the company's users with their roles, and what a user
 * admin can do to each: edit, send a temporary password, reset MFA, remove (the first two only
 * for users whose every company they administer); then the invitations still waiting for an
 * answer, which the admin may withdraw. Nobody resets their own MFA or removes themselves here.
 */
export function UsersPanel({ companyName }: { companyName: string }) {
  const pages = profilePaths(useAreaShell().area);
  const { t } = useTranslation();
  const users = useUsers();
  const invitations = useCompanyInvitations();
  const withdraw = useWithdrawInvitation();
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const sendPassword = useSendLoginRequest();
  const resetMfa = useResetUserMfa();
  const remove = useDeleteUser();
  const target = pending && pending.kind !== 'withdraw' ? pending.user : null;
  const withdrawing = pending?.kind === 'withdraw' ? pending.invitation : null;
  const needle = search.trim().toLowerCase();
  const shown = (users.data?.items ?? []).filter(
    (user) => !needle || user.name.toLowerCase().includes(needle) || user.email.includes(needle),
  );
  const invited = (invitations.data?.items ?? []).filter((invitation) => !needle || invitation.email.includes(needle));

  const withdrawButton = (invitation: CompanyInvitation) => (
    <span className={styles.rowActions}>
      <Button
        variant="ghost"
        size="small"
        aria-label={t('profile.users.withdrawNamed', { email: invitation.email })}
        onClick={() => setPending({ kind: 'withdraw', invitation })}
      >
        {t('profile.users.withdraw')}
      </Button>
    </span>
  );

  const actions = (user: CompanyUser) => (
    <span className={styles.rowActions}>
      <Link
        to={pages.editUser(user.id)}
        className={`${buttonStyles.button} ${buttonStyles.ghost} ${buttonStyles.small} ${styles.linkButton}`}
      >
        {t('profile.users.edit')}
      </Link>
      <DropdownMenu
        label={t('profile.users.moreActions', { name: user.name })}
        button={<MoreIcon />}
        buttonClassName={`${buttonStyles.button} ${buttonStyles.ghost} ${buttonStyles.small}`}
      >
        {(close) => (
          <>
            {user.canResetCredentials ? (
              <MenuItem
                onClick={() => {
                  close();
                  setPending({ kind: 'sendPassword', user });
                }}
              >
                {t('profile.users.sendPassword')}
              </MenuItem>
            ) : null}
            {user.isCurrentUser ? null : (
              <>
                {user.canResetCredentials ? (
                  <MenuItem
                    onClick={() => {
                      close();
                      setPending({ kind: 'resetMfa', user });
                    }}
                  >
                    {t('profile.users.resetMfa')}
                  </MenuItem>
                ) : null}
                <MenuItem
                  onClick={() => {
                    close();
                    setPending({ kind: 'remove', user });
                  }}
                >
                  {t('profile.users.remove')}
                </MenuItem>
              </>
            )}
          </>
        )}
      </DropdownMenu>
    </span>
  );

  return (
    <section className={styles.panel} aria-labelledby="my-users-heading">
      <div className={styles.toolbar}>
        <div className={styles.stack}>
          <h2 id="my-users-heading" className={styles.cardTitle}>
            {t('profile.users.heading')}
          </h2>
          <p className={styles.muted}>{t('profile.users.intro', { company: companyName })}</p>
        </div>
        <Link to={pages.newUser} className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.linkButton}`}>
          {t('profile.users.add')}
        </Link>
      </div>
      <TextField
        className={styles.search}
        label={t('profile.users.search')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {users.isPending ? <Skeleton kind="table" /> : null}
      {users.isError ? <Alert level="error">{t('profile.errors.load')}</Alert> : null}
      {users.data ? (
        <div className={styles.tableCard}>
          <div className={styles.tableWrap}>
            <table className={`${dataTable.table} ${dataTable.cells} ${styles.table}`}>
              <caption className="visually-hidden">{t('profile.users.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('profile.users.name')}</th>
                  <th scope="col">{t('profile.users.phone')}</th>
                  <th scope="col">{t('profile.users.roles')}</th>
                  <th scope="col" className={styles.actionsCell}>
                    {t('profile.users.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((user) => (
                  <tr key={user.id}>
                    <td>
                      <Person user={user} />
                    </td>
                    <td className={styles.nowrap}>
                      {formatPhone(user.phoneNumber) ?? <span className={styles.muted}>—</span>}
                    </td>
                    <td>
                      <Roles user={user} />
                    </td>
                    <td className={styles.actionsCell}>{actions(user)}</td>
                  </tr>
                ))}
                {invited.map((invitation) => (
                  <tr key={invitation.id}>
                    <td>
                      <Invitee invitation={invitation} />
                    </td>
                    <td className={styles.nowrap}>
                      <span className={styles.muted}>—</span>
                    </td>
                    <td>
                      <Roles user={invitation} />
                    </td>
                    <td className={styles.actionsCell}>{withdrawButton(invitation)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className={styles.cards} aria-label={t('profile.users.caption')}>
            {shown.map((user) => (
              <li key={user.id} className={styles.cardItem}>
                <Person user={user} />
                <Roles user={user} />
                {actions(user)}
              </li>
            ))}
            {invited.map((invitation) => (
              <li key={invitation.id} className={styles.cardItem}>
                <Invitee invitation={invitation} />
                <Roles user={invitation} />
                {withdrawButton(invitation)}
              </li>
            ))}
          </ul>
          {shown.length + invited.length === 0 ? <p className={styles.empty}>{t('profile.users.empty')}</p> : null}
        </div>
      ) : null}

      <ConfirmDialog
        open={pending?.kind === 'withdraw'}
        title={t('profile.dialogs.withdraw.title')}
        text={t('profile.dialogs.withdraw.text', { email: withdrawing?.email, company: companyName })}
        confirmLabel={t('profile.dialogs.withdraw.confirm')}
        failureText={t('profile.errors.notSaved')}
        danger
        onClose={() => setPending(null)}
        onConfirm={async () => {
          if (!withdrawing) return;
          await withdraw.mutateAsync(withdrawing.id);
          showToast({
            level: 'success',
            title: t('errors.successTitle'),
            message: t('profile.dialogs.withdraw.done', { email: withdrawing.email }),
          });
        }}
      />
      <ConfirmDialog
        open={pending?.kind === 'sendPassword'}
        title={t('profile.dialogs.sendPassword.title')}
        text={t('profile.dialogs.sendPassword.text', { name: target?.name, email: target?.email })}
        confirmLabel={t('profile.dialogs.sendPassword.confirm')}
        failureText={t('profile.errors.sendPassword')}
        onClose={() => setPending(null)}
        onConfirm={async () => {
          if (!target) return;
          await sendPassword.mutateAsync(target.id);
          showToast({
            level: 'success',
            title: t('errors.successTitle'),
            message: t('profile.dialogs.sendPassword.done', { email: target.email }),
          });
        }}
      />
      <ConfirmDialog
        open={pending?.kind === 'resetMfa'}
        title={t('profile.dialogs.resetMfa.title')}
        text={t('profile.dialogs.resetMfa.text', { name: target?.name })}
        confirmLabel={t('profile.dialogs.resetMfa.confirm')}
        failureText={t('profile.errors.resetMfa')}
        danger
        onClose={() => setPending(null)}
        onConfirm={async () => {
          if (!target) return;
          await resetMfa.mutateAsync(target.id);
          showToast({
            level: 'success',
            title: t('errors.successTitle'),
            message: t('profile.dialogs.resetMfa.done', { name: target.name }),
          });
        }}
      />
      <ConfirmDialog
        open={pending?.kind === 'remove'}
        title={t('profile.dialogs.remove.title', { name: target?.name })}
        text={t('profile.dialogs.remove.text', { name: target?.name, company: companyName })}
        confirmLabel={t('profile.dialogs.remove.confirm')}
        failureText={t('profile.errors.notSaved')}
        danger
        onClose={() => setPending(null)}
        onConfirm={async () => {
          if (!target) return;
          await remove.mutateAsync(target.id);
          showToast({
            level: 'success',
            title: t('errors.successTitle'),
            message: t('profile.dialogs.remove.done', { name: target.name }),
          });
        }}
      />
    </section>
  );
}
