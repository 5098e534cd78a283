import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page.tsx';

/**
 * 'iframe not allowed' (seeds 000 §2.7, 001 §2): inside a frame the portal shows only this, so
 * no screen can be clickjacked; the link opens the portal in a window of its own.
 */
export function IframeNotAllowedPage() {
  const { t } = useTranslation();
  const product = t('common.product');
  return (
    <StatusPage
      pageTitle={t('shell.iframe.pageTitle')}
      illustration="blocked"
      heading={t('shell.iframe.heading')}
      subheading={t('shell.iframe.message', { product })}
      href={window.location.href}
      linkLabel={t('shell.iframe.open', { product })}
      newWindow
      fullScreen
    />
  );
}
