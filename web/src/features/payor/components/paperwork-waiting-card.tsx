import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { NavIcon } from '#web/components/layouts/area-shell/icons.tsx';
import { hasPayorPaperworkRole } from '#web/components/layouts/area-shell/nav-items.ts';
import { areaRoutes } from '#web/config/paths.ts';
import { paperworkInProduction } from '#web/config/runtime-config.ts';
import { useAcceptedTerms } from '#web/lib/paperwork/get-accepted-terms.ts';
import { useBillsPresent } from '#web/lib/paperwork/get-bills-present.ts';
import styles from './paperwork-waiting.module.css';

/**
 * Before the paperwork terms are accepted, Settlements is not in the navigation (seeds 001 §2):
 * when carriers have sent bills, this card tells a payor user who may review paperwork that it is
 * waiting and leads to the terms. It shows nothing otherwise.
 */
export function PaperworkWaitingCard() {
  const { t } = useTranslation();
  const { user } = useAreaShell();
  const asks = hasPayorPaperworkRole(user.authRoles) && paperworkInProduction();
  const terms = useAcceptedTerms(asks);
  const present = useBillsPresent(asks);
  if (!asks || terms.data?.hasAcceptedTerms !== false || present.data?.present !== true) return null;
  return (
    <section className={styles.card} aria-labelledby="paperwork-waiting-title" data-testid="paperwork-waiting">
      <span className={styles.icon} aria-hidden="true">
        <NavIcon id="settlements" />
      </span>
      <div className={styles.text}>
        <h2 id="paperwork-waiting-title" className={styles.title}>
          {t('payorDashboard.paperwork.title')}
        </h2>
        <p className={styles.body}>{t('payorDashboard.paperwork.text')}</p>
      </div>
      <Link to={areaRoutes.payor.settlementsTerms} className={styles.link}>
        {t('payorDashboard.paperwork.open')}
      </Link>
    </section>
  );
}
