import { useTranslation } from 'react-i18next';
import { AreaWelcome } from '#web/components/layouts/area-welcome.tsx';
import { Page } from '#web/components/layouts/page.tsx';

/** `/admin/dashboard`, the admin landing page. The queues come with their own issues. */
export function AdminDashboardRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('areas.admin.pageTitle')}>
      <AreaWelcome intro={t('areas.admin.intro')} />
    </Page>
  );
}
