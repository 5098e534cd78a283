import { Outlet } from 'react-router-dom';
import { IframeNotAllowedPage } from '../components/status-pages/iframe-not-allowed-page.tsx';
import { MaintenanceGate } from '../features/maintenance/components/maintenance-gate.tsx';
import { isFramed } from '../lib/framing.ts';
import { PageChrome } from './page-chrome.tsx';
import { useScrollOnNavigation } from './scroll-on-navigation.ts';

/** Framing is decided by the page's parent, which cannot change while the page lives. */
const framed = isFramed();

/**
 * Around every route: inside a frame only the 'iframe not allowed' page shows; otherwise the
 * maintenance gate, the toasts (with the API's slow and no-response notices) and the cookie
 * consent banner (seeds 000 §1, §2.7, §4). Every navigation's scroll is decided here too.
 */
export function RootLayout() {
  useScrollOnNavigation();
  if (framed) return <IframeNotAllowedPage />;
  return (
    <>
      <MaintenanceGate>
        <Outlet />
      </MaintenanceGate>
      <PageChrome />
    </>
  );
}
