import { lazy, StrictMode, Suspense } from 'react';
import { LoginPage } from '../features/auth/components/login-page.tsx';

// Toasts and the cookie banner arrive after the form is usable; they are not needed to log in.
const PageChrome = lazy(() => import('./page-chrome.tsx').then((m) => ({ default: m.PageChrome })));

/**
 * The login page on its own, without router or query client: the first screen of most visits,
 * kept small so it is usable quickly (the rest of the portal loads after sign-in).
 */
export function LoginApp() {
  return (
    <StrictMode>
      <LoginPage />
      <Suspense fallback={null}>
        <PageChrome />
      </Suspense>
    </StrictMode>
  );
}
