import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { StatusPage } from './status-page.tsx';

/**
 * The fallback when rendering fails (seeds 000 §2.7, 001 §8): "Whoops! Something's gone wrong."
 * with 'Return to home', which reloads from the origin so the app starts clean. The error is
 * reported to the console, where the browser's error tooling picks it up.
 */
export function RouteErrorPage({ fullScreen = true }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <StatusPage
      pageTitle={t('shell.error.pageTitle')}
      illustration="error"
      heading={t('shell.error.heading')}
      subheading={t('shell.error.subheading')}
      linkLabel={t('shell.error.returnHome')}
      fullScreen={fullScreen}
    />
  );
}
