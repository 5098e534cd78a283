import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page.tsx';

/** Shown while the health check fails (seeds 000 §2.7, 001 §2). */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      pageTitle={t('shell.maintenance.pageTitle')}
      illustration="maintenance"
      heading={t('shell.maintenance.heading')}
      subheading={t('shell.maintenance.message')}
      fullScreen
    />
  );
}
