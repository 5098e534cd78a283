import { useTranslation } from 'react-i18next';
import { AreaWelcome } from '#web/components/layouts/area-welcome.tsx';
import { Page } from '#web/components/layouts/page.tsx';
import { PaperworkWaitingCard } from '../components/paperwork-waiting-card.tsx';

/**
 * `/payor/dashboard`, the payor landing page: the notice of carriers' paperwork waiting behind the
 * paperwork terms, then the welcome. The dashboard's own content comes with its issue.
 */
export function PayorDashboardRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('areas.payor.pageTitle')}>
      <PaperworkWaitingCard />
      <AreaWelcome intro={t('areas.payor.intro')} />
    </Page>
  );
}
