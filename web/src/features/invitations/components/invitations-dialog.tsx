import { useTranslation } from 'react-i18next';
import type { MyInvitation } from '#shared/schemas/users.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { useAnswerInvitation } from '../api/answer-invitation.ts';
import styles from './invitations.module.css';

/**
 * The invitations waiting for the signed-in user's answer: which company, with which roles, and
 * Accept or Decline. Accepting adds the company to the user's companies (Switch company).
 */
export function InvitationsDialog({
  open,
  invitations,
  onClose,
  onJoined,
}: {
  open: boolean;
  invitations: readonly MyInvitation[];
  onClose: () => void;
  /** Reads the signed-in user again after joining a company. */
  onJoined: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const answer = useAnswerInvitation(onJoined);
  const failed = answer.isError ? t('errors.generic') : null;
  return (
    <Dialog open={open} title={t('shell.invitations.title')} onClose={onClose}>
      {failed ? <Alert level="error">{failed}</Alert> : null}
      {invitations.length === 0 ? <p className={styles.muted}>{t('shell.invitations.none')}</p> : null}
      <ul className={styles.list}>
        {invitations.map((invitation) => {
          const roles = invitation.roles
            .map((role) => t(`profile.roles.${role.name}.name`, { defaultValue: role.name }))
            .join(', ');
          const busy = answer.isPending && answer.variables?.id === invitation.id;
          return (
            <li key={invitation.id} className={styles.item}>
              <p className={styles.text}>
                {t('shell.invitations.offer', {
                  company: invitation.company.name,
                  type: invitation.company.type.name,
                  roles,
                })}
              </p>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={answer.isPending}
                  aria-label={t('shell.invitations.declineNamed', { company: invitation.company.name })}
                  onClick={() => answer.mutate({ id: invitation.id, answer: 'decline' })}
                >
                  {t('shell.invitations.decline')}
                </Button>
                <Button
                  size="small"
                  busy={busy}
                  disabled={answer.isPending}
                  aria-label={t('shell.invitations.acceptNamed', { company: invitation.company.name })}
                  onClick={() =>
                    answer.mutate(
                      { id: invitation.id, answer: 'accept' },
                      {
                        onSuccess: () =>
                          showToast({
                            level: 'success',
                            title: t('errors.successTitle'),
                            message: t('shell.invitations.joined', { company: invitation.company.name }),
                          }),
                      },
                    )
                  }
                >
                  {t('shell.invitations.accept')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
