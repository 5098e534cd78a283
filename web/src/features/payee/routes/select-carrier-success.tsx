import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { serviceTimes } from '#shared/constants/payments.ts';
import { SelectCarrierBadge as BadgeKind } from '#shared/enums/select-carrier.ts';
import { CheckIcon } from '#web/components/layouts/area-shell/icons.tsx';
import { Page } from '#web/components/layouts/page.tsx';
import buttonStyles from '#web/components/ui/button.module.css';
import { dashboardPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useSelectCarrier } from '../api/get-select-carrier.ts';
import styles from '../components/select-carrier.module.css';
import type { SelectCarrierSuccessState } from './select-carrier.tsx';

/**
 * `/payee/select-carrier/success` (seeds 000 §2.5, §9): the carrier joined; its Select Carrier
 * connections are made within 24 hours. Opened by anyone who is not a member, it sends them to
 * the offer instead.
 */
export function SelectCarrierSuccessRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const location = useLocation();
  const offer = useSelectCarrier();
  const state = (location.state ?? {}) as SelectCarrierSuccessState;
  const data = offer.data;
  const notMember = data !== undefined && data.badge !== BadgeKind.Member;
  const moved = state.electedInvoiceCount ?? 0;

  return (
    <Page
      title={t('dashboard.success.title')}
      isLoading={offer.isLoading}
      skeleton="payeeSelectCarrier"
      redirectTo={notMember || offer.isError ? dashboardPaths.selectCarrier : null}
    >
      {data ? (
        <section className={styles.success} aria-labelledby="select-carrier-success">
          <span className={styles.successMark} aria-hidden="true">
            <CheckIcon />
          </span>
          <h1 id="select-carrier-success" className={styles.successHeading}>
            {t('dashboard.success.heading')}
          </h1>
          <p>{t('dashboard.success.text', { hours: serviceTimes.selectCarrierConnectionHours })}</p>
          <p className={styles.muted}>
            {moved > 0 ? t('dashboard.success.moved', { count: moved }) : t('dashboard.success.movedNone')}
          </p>
          {data.acceptedRateBps !== null ? (
            <p className={styles.muted}>
              {t('dashboard.success.rate', { rate: format.percent(data.acceptedRateBps / 100) })}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Link
              to={dashboardPaths.dashboard}
              className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.linkButton}`}
            >
              {t('dashboard.success.dashboard')}
            </Link>
            <Link
              to={dashboardPaths.invoices()}
              className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.linkButton}`}
            >
              {t('dashboard.success.invoices')}
            </Link>
          </div>
        </section>
      ) : null}
    </Page>
  );
}
