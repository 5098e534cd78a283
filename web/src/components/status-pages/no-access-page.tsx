import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page.tsx';

/**
 * A page of the user's area that their roles do not open (a driver following a link to Payments),
 * inside the shell: says who it is for and leads back to the area's landing page. The API refuses
 * the same user the same data (403), so nothing is loaded behind it.
 */
export function NoAccessPage({ home }: { home: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      pageTitle={t('shell.noAccess.pageTitle')}
      illustration="blocked"
      heading={t('shell.noAccess.heading')}
      subheading={t('shell.noAccess.subheading')}
      to={home}
      linkLabel={t('shell.noAccess.returnHome')}
    />
  );
}
