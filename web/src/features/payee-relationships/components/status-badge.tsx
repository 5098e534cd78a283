import { useTranslation } from 'react-i18next';
import type { PayeeRelationship } from '#shared/schemas/payee-relationships.ts';
import styles from './relationships.module.css';

/** Connected, not connected, or waiting on the help the carrier asked for. */
export function RelationshipStatusBadge({
  relationship,
}: {
  relationship: Pick<PayeeRelationship, 'isClaimed' | 'claimRequestedAt'>;
}) {
  const { t } = useTranslation();
  if (relationship.isClaimed) {
    return <span className={`${styles.badge} ${styles.badgeConnected}`}>{t('relationships.status.connected')}</span>;
  }
  if (relationship.claimRequestedAt) {
    return <span className={`${styles.badge} ${styles.badgeWaiting}`}>{t('relationships.status.requested')}</span>;
  }
  return <span className={`${styles.badge} ${styles.badgeWaiting}`}>{t('relationships.status.notConnected')}</span>;
}
