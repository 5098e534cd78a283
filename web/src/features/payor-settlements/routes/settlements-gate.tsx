import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet } from 'react-router-dom';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { hasPayorPaperworkRole } from '#web/components/layouts/area-shell/nav-items.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { NotFoundPage } from '#web/components/status-pages/not-found-page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { settlementsPaths } from '#web/config/paths.ts';
import { paperworkInProduction } from '#web/config/runtime-config.ts';
import { useAcceptedTerms } from '#web/lib/paperwork/get-accepted-terms.ts';
import styles from '../components/terms.module.css';

/**
 * Every Settlements page but the terms sits behind this (seeds 001 §2, §5, §6): while paperwork
 * is not in production there is no such page; users whose roles do not open paperwork are told
 * who may review it; and while the signed-in user has not accepted the paperwork terms every
 * settlements address leads to the terms page instead.
 */
export function SettlementsGate() {
  const { t } = useTranslation();
  const { user, home } = useAreaShell();
  const live = paperworkInProduction();
  const allowed = live && hasPayorPaperworkRole(user.authRoles);
  const terms = useAcceptedTerms(allowed);
  if (!live) return <NotFoundPage home={home} />;
  if (!allowed) return <SettlementsNoRole home={home} />;
  if (terms.isError) {
    return (
      <Page title={t('settlements.pageTitle')} heading={t('settlements.heading')}>
        <Alert level="error" title={t('errors.errorTitle')}>
          {t('settlements.errors.load')}
        </Alert>
        <div>
          <Button variant="secondary" size="small" onClick={() => terms.refetch()}>
            {t('settlements.errors.retry')}
          </Button>
        </div>
      </Page>
    );
  }
  if (terms.isPending) return <Page title={t('settlements.pageTitle')} isLoading skeleton="table" />;
  if (!terms.data.hasAcceptedTerms) return <Navigate to={settlementsPaths.terms} replace />;
  return <Outlet />;
}

/** A payor user without PayorSubmission or UserAdmin: paperwork is not theirs to review (seeds 001 §6). */
function SettlementsNoRole({ home }: { home: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t('settlements.pageTitle')} heading={t('settlements.heading')}>
      <Alert level="info">{t('settlements.terms.noRole')}</Alert>
      <Link to={home} className={styles.link}>
        {t('shell.notFound.returnHome')} →
      </Link>
    </Page>
  );
}
