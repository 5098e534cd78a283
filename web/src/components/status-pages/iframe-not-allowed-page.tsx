import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page.tsx';

/** True when the portal is shown inside another page's frame. */
export function isFramed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    // A cross-origin parent makes `window.top` unreadable in some browsers: that is framed too.
    return true;
  }
}

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
