import { CookieConsentBanner } from '../components/layouts/cookie-consent-banner.tsx';
import { ToastViewport } from '../components/ui/toast.tsx';
import { useApiNoticeToasts } from '../components/ui/toast-api-notices.ts';

/** What every page carries besides its content: toasts (with the API's notices) and the cookie banner. */
export function PageChrome() {
  useApiNoticeToasts();
  return (
    <>
      <ToastViewport />
      <CookieConsentBanner />
    </>
  );
}
