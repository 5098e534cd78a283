import { Outlet } from 'react-router-dom';
import { CookieConsentBanner } from '../components/layouts/cookie-consent-banner.tsx';
import { IframeNotAllowedPage, isFramed } from '../components/status-pages/iframe-not-allowed-page.tsx';
import { ToastViewport } from '../components/ui/toast.tsx';
import { useApiNoticeToasts } from '../components/ui/toast-api-notices.ts';
import { MaintenanceGate } from '../features/maintenance/components/maintenance-gate.tsx';

/** Framing is decided by the page's parent, which cannot change while the page lives. */
const framed = isFramed();

/**
 * Around every route: inside a frame only the 'iframe not allowed' page shows; otherwise the
 * maintenance gate, the toasts (with the API's slow and no-response notices) and the cookie
 * consent banner (seeds 000 §1, §2.7, §4).
 */
export function RootLayout() {
  useApiNoticeToasts();
  if (framed) return <IframeNotAllowedPage />;
  return (
    <>
      <MaintenanceGate>
        <Outlet />
      </MaintenanceGate>
      <ToastViewport />
      <CookieConsentBanner />
    </>
  );
}
