import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SelectCarrierBadge as BadgeKind } from '#shared/enums/select-carrier.ts';
import type { SelectCarrier } from '#shared/schemas/payee-dashboard.ts';
import buttonStyles from '#web/components/ui/button.module.css';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { dashboardPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from './dashboard.module.css';
import { SelectCarrierBadge } from './select-carrier-badge.tsx';

/**
 * The Select Carrier card (seeds 000 §2.5): the offer with the programme's rate, or the member
 * badge with the rate the carrier joined at; factored carriers and users who may not join see why.
 * It leads to the Select Carrier page (the side navigation has no entry for it).
 */
export function SelectCarrierCard({ offer, wide }: { offer: SelectCarrier | undefined; wide: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const member = offer?.badge === BadgeKind.Member;
  const ratePercentage = offer
    ? member && offer.acceptedRateBps !== null
      ? offer.acceptedRateBps / 100
      : offer.ratePercentage
    : 0;
  const rate = format.percent(ratePercentage);

  return (
    <section
      className={`${styles.card} ${styles.selectCarrier} ${wide ? styles.wide : styles.narrow}`}
      aria-labelledby="dashboard-select-carrier"
      data-card="select-carrier"
    >
      <div className={styles.cardHeader}>
        <h2 id="dashboard-select-carrier" className={styles.cardTitle}>
          {t('dashboard.selectCarrier.title')}
        </h2>
        {offer ? <SelectCarrierBadge badge={offer.badge} /> : null}
      </div>
      {offer ? (
        <div className={styles.selectCarrierBody}>
          <p className={styles.selectCarrierText}>{t(`dashboard.selectCarrier.card.${offer.badge}`, { rate })}</p>
          {offer.badge !== BadgeKind.Factored ? <span className={styles.rate}>{rate}</span> : null}
        </div>
      ) : (
        <Skeleton kind="list" />
      )}
      {offer ? (
        <Link
          to={dashboardPaths.selectCarrier}
          className={`${buttonStyles.button} ${member ? buttonStyles.secondary : buttonStyles.primary} ${buttonStyles.small} ${styles.linkButton}`}
        >
          {member ? t('dashboard.selectCarrier.viewMembership') : t('dashboard.selectCarrier.viewOffer')}
        </Link>
      ) : null}
    </section>
  );
}
