import { useTranslation } from 'react-i18next';
import { canUsePayeeFeature, PayeeFeature } from '#shared/permissions/payee.ts';
import { useAreaShell } from '../../../components/layouts/area-shell/area-shell-context.ts';
import { NavIcon } from '../../../components/layouts/area-shell/icons.tsx';
import { Page } from '../../../components/layouts/page.tsx';
import styles from '../components/paperwork.module.css';

const kinds = ['rateConfirmation', 'billOfLading', 'proofOfDelivery'] as const;

/**
 * `/payee/paperwork` (seeds 000 §2.5): the page every payee user has, drivers and paperwork-only
 * users included. Until the paperwork screens arrive it says what paperwork is and that none has
 * been sent, with no figures it cannot back; a driver learns their paperwork goes to their admins.
 */
export function PaperworkRoute() {
  const { t } = useTranslation();
  const { user } = useAreaShell();
  const seesMoney = canUsePayeeFeature(PayeeFeature.Invoices, user.authRoles);
  return (
    <Page title={t('areas.paperwork.pageTitle')} heading={t('areas.paperwork.pageTitle')}>
      <p className={styles.intro}>{t('areas.paperwork.intro')}</p>
      <section className={styles.empty} aria-labelledby="paperwork-empty">
        <span className={styles.emptyIcon} aria-hidden="true">
          <NavIcon id="paperwork" />
        </span>
        <h2 id="paperwork-empty" className={styles.emptyTitle}>
          {t('areas.paperwork.emptyTitle')}
        </h2>
        <p className={styles.muted}>{t('areas.paperwork.emptyText')}</p>
        {seesMoney ? null : <p className={styles.note}>{t('areas.paperwork.driverNote')}</p>}
      </section>
      <section aria-labelledby="paperwork-kinds" className={styles.kinds}>
        <h2 id="paperwork-kinds" className={styles.sectionTitle}>
          {t('areas.paperwork.kinds.heading')}
        </h2>
        <ul className={styles.grid}>
          {kinds.map((kind) => (
            <li key={kind} className={styles.card}>
              <span className={styles.cardName}>{t(`areas.paperwork.kinds.${kind}`)}</span>
              <span className={styles.muted}>{t(`areas.paperwork.kinds.${kind}Text`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
