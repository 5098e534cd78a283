import { useTranslation } from 'react-i18next';
import { type SelectCarrierBadge as Badge, SelectCarrierBadge as BadgeKind } from '#shared/enums/select-carrier.ts';
import styles from './select-carrier.module.css';

const variants: Record<Badge, string | undefined> = {
  [BadgeKind.Member]: styles.badgeMember,
  [BadgeKind.Offer]: styles.badgeOffer,
  [BadgeKind.Factored]: styles.badgeFactored,
  [BadgeKind.Disabled]: styles.badgeDisabled,
};

/** The Select Carrier badge in its variants (seeds 000 §3: member, offer, disabled, factored). */
export function SelectCarrierBadge({ badge }: { badge: Badge }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${variants[badge] ?? ''}`} data-badge={badge}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.badgeStar}>
        <path d="M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />
      </svg>
      {t(`dashboard.selectCarrier.badge.${badge}`)}
    </span>
  );
}
