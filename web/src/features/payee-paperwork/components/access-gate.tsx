import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { CompanyType } from '#shared/enums/company-type.ts';
import { canManageUsers } from '#shared/permissions/users.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { NavIcon } from '#web/components/layouts/area-shell/icons.tsx';
import { Page } from '#web/components/layouts/page.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { paperworkPaths } from '#web/config/paths.ts';
import { usePaperworkRestrictions } from '../api/get-paperwork-restrictions.ts';
import styles from './paperwork.module.css';

/**
 * Every paperwork page first checks the company's Restrictions toggle (seeds 000 §2.5, §6: 'Allowed
 * to view paperwork'; off puts the carrier on the paperwork deny list). When it is off the page
 * explains that paperwork is not available, and where it is turned back on, instead of showing
 * the errors every call would answer. A failed check lets the page try: the server decides.
 */
export function PaperworkAccessGate() {
  const restrictions = usePaperworkRestrictions();
  if (restrictions.data?.isPaperworkViewAllowed === false) return <PaperworkUnavailable />;
  if (restrictions.isPending) return <PaperworkAccessPending />;
  return <Outlet />;
}

function PaperworkAccessPending() {
  const { t } = useTranslation();
  return <Page title={t('paperwork.pageTitle')} isLoading skeleton="table" />;
}

export function PaperworkUnavailable() {
  const { t } = useTranslation();
  const { user, home } = useAreaShell();
  const manages = canManageUsers(CompanyType.Payee, user.authRoles);
  return (
    <Page title={t('paperwork.unavailable.pageTitle')} heading={t('paperwork.pageTitle')}>
      <section className={`${listPage.empty} ${styles.unavailable}`} aria-labelledby="paperwork-unavailable">
        <span className={`${listPage.emptyIcon} ${styles.unavailableIcon}`} aria-hidden="true">
          <NavIcon id="paperwork" />
        </span>
        <h2 id="paperwork-unavailable" className={listPage.emptyTitle}>
          {t('paperwork.unavailable.title')}
        </h2>
        <p className={listPage.emptyMessage}>{t('paperwork.unavailable.restricted')}</p>
        <p className={listPage.emptyMessage}>
          {manages ? t('paperwork.unavailable.adminHint') : t('paperwork.unavailable.askAdmin')}
        </p>
        <div className={listPage.emptyActions}>
          {manages ? (
            <ButtonLink to={paperworkPaths.restrictions}>{t('paperwork.unavailable.openRestrictions')}</ButtonLink>
          ) : null}
          <Link to={home} className={styles.textLink}>
            {t('paperwork.unavailable.home')}
          </Link>
        </div>
      </section>
    </Page>
  );
}
