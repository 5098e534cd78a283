import { useTranslation } from 'react-i18next';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import styles from './wallet.module.css';

/** How each status reads and looks; inactive states read 'Inactive' whoever inactivated them. */
const presentation: Record<number, { key: string; tone: BadgeTone }> = {
  [BankAccountStatus.Active]: { key: 'active', tone: 'success' },
  [BankAccountStatus.PendingVerification]: { key: 'pendingVerification', tone: 'warning' },
  [BankAccountStatus.PendingFinalReview]: { key: 'pendingFinalReview', tone: 'warning' },
  [BankAccountStatus.BankHashMatchingRequest]: { key: 'underReview', tone: 'warning' },
  [BankAccountStatus.PendingTransfermateApproval]: { key: 'underReview', tone: 'warning' },
  [BankAccountStatus.Rejected]: { key: 'declined', tone: 'error' },
  [BankAccountStatus.RejectedByTransfermate]: { key: 'declined', tone: 'error' },
};

export function BankAccountStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const { key, tone } = presentation[status] ?? { key: 'inactive', tone: 'neutral' as const };
  return (
    <Badge tone={tone} className={styles.badge}>
      {t(`wallet.status.${key}`)}
    </Badge>
  );
}
