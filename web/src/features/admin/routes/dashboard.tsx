import { useTranslation } from 'react-i18next';
import { AreaWelcome } from '#web/components/layouts/area-welcome.tsx';
import { Page } from '#web/components/layouts/page.tsx';
import { NoaWork } from '../components/noa-work.tsx';

/** `/admin/dashboard`, the admin landing page: who is signed in, and the staff's work queues. */
export function AdminDashboardRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('areas.admin.pageTitle')}>
      <AreaWelcome intro={t('areas.admin.intro')} />
      <NoaWork />
    </Page>
  );
}
