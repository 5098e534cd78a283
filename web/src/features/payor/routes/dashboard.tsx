import { useTranslation } from 'react-i18next';
import { AreaWelcome } from '../../../components/layouts/area-welcome.tsx';
import { Page } from '../../../components/layouts/page.tsx';

/** `/payor/dashboard`, the payor landing page. The dashboard's own content comes with its issue. */
export function PayorDashboardRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('areas.payor.pageTitle')}>
      <AreaWelcome intro={t('areas.payor.intro')} />
    </Page>
  );
}
