import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page.tsx';

/**
 * "We're sorry!" for a path that matches nothing (seeds 000 §2.7, 001 §2), inside the shell of
 * the user's area; 'Return to home' leads to `home` (the area's landing page).
 */
export function NotFoundPage({ home }: { home: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      pageTitle={t('shell.notFound.pageTitle')}
      illustration="notFound"
      heading={t('shell.notFound.heading')}
      subheading={t('shell.notFound.subheading')}
      to={home}
      linkLabel={t('shell.notFound.returnHome')}
    />
  );
}
