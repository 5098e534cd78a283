import { useTranslation } from 'react-i18next';
import { useAreaShell } from '../../../components/layouts/area-shell/area-shell-context.ts';
import { isPaperworkOnly } from '../../../components/layouts/area-shell/nav-items.ts';
import { AreaWelcome } from '../../../components/layouts/area-welcome.tsx';
import { Page } from '../../../components/layouts/page.tsx';
import { areaRoutes } from '../../../config/area-routes.ts';

/**
 * `/payee/dashboard`, the payee landing page. Paperwork-only users are sent to Paperwork, the one
 * page they have (seeds 000 §2.5). The dashboard's cards come with their own issue.
 */
export function PayeeDashboardRoute() {
  const { t } = useTranslation();
  const { user } = useAreaShell();
  return (
    <Page title={t('areas.payee.pageTitle')} redirectTo={isPaperworkOnly(user) ? areaRoutes.payee.paperwork : null}>
      <AreaWelcome intro={t('areas.payee.intro')} />
    </Page>
  );
}
