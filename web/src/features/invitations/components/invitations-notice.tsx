import { useTranslation } from 'react-i18next';
import type { MyInvitation } from '#shared/schemas/users.ts';
import { Button } from '#web/components/ui/button.tsx';
import styles from './invitations.module.css';

/** Shown above the page while invitations wait for the user's answer, on sign-in and after. */
export function InvitationsNotice({
  invitations,
  onReview,
}: {
  invitations: readonly MyInvitation[];
  onReview: () => void;
}) {
  const { t } = useTranslation();
  const count = invitations.length;
  return (
    <div className={styles.notice} role="status">
      <span>{t('shell.invitations.notice', { count, company: invitations[0]?.company.name })}</span>
      <Button size="small" variant="secondary" onClick={onReview}>
        {t('shell.invitations.review')}
      </Button>
    </div>
  );
}
