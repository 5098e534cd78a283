import '@fontsource-variable/inter';
import './styles/tokens.css';
import './styles/base.css';
import './styles/app-loading.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { areaPagesNeededAt, loadAreaPages } from './app/area-pages.ts';
import { startEarlyData, startEarlyPage } from './app/early-pages.ts';
import { LoginApp } from './app/login-app.tsx';
import { paths } from './config/paths.ts';
import { loadRuntimeConfig } from './config/runtime-config.ts';
import { startCurrentUser } from './features/auth/api/current-user-request.ts';
import { getTokenExpiration } from './features/auth/api/get-token-expiration.ts';
import { getHealthStatus } from './features/maintenance/api/get-health-status.ts';
import { installCurrencyFilter } from './lib/currency-filter.ts';
import { isFramed } from './lib/framing.ts';
import { initI18n, loadPortalMessages } from './lib/i18n.ts';
import { warmIntlOffMainThread } from './lib/intl-warmup.ts';
import { installLayoutProperties } from './lib/layout-properties.ts';
import { applyStoredTheme } from './lib/theme.ts';

// Before anything waits on the network: the stored theme and the layout properties are in place
// for the first paint, and every API call (token_expiration included) carries the currency filter.
applyStoredTheme();
installLayoutProperties();
installCurrencyFilter();

/**
 * Two ways in. The login page (`/`) renders on its own, with only what it needs; every other page
 * loads the whole app (router, query client, shell). A signed-in visitor of `/` goes straight on to
 * their area, and a portal under maintenance or inside a frame gets the app, which shows why.
 */
async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  const onLoginPage = window.location.pathname === paths.root && !isFramed();
  const i18nReady = initI18n();
  // Any other page needs the app and its words whatever token_expiration says: they load meanwhile,
  // one round trip sooner than after it (the largest part of a page's time to its first content).
  const app = onLoginPage ? null : loadApp(i18nReady);
  // And the guard of any page but the login page needs the user (null without a session); the
  // busiest pages' own data, code and words load meanwhile too (words once the language is known).
  if (!onLoginPage) {
    warmIntlOffMainThread();
    startCurrentUser();
    startEarlyData(window.location);
    const area = areaPagesNeededAt(window.location.pathname);
    if (area) loadAreaPages(area).catch(() => undefined);
    i18nReady.then(() => startEarlyPage(window.location.pathname)).catch(() => undefined);
  }
  // token_expiration also hands back the CSRF token of an existing session before any mutation.
  const [, , timing, health] = await Promise.all([
    loadRuntimeConfig(),
    i18nReady,
    getTokenExpiration().catch(() => null),
    onLoginPage ? getHealthStatus() : null,
  ]);
  // With a session, the app's own `/` route sends the user on to their area.
  if (onLoginPage && !timing && health !== 'unavailable') {
    createRoot(root).render(<LoginApp />);
    return;
  }
  const { App } = await (app ?? loadApp(i18nReady));
  // As a transition: React renders the app in slices, yielding to the browser between them, instead
  // of one long task that holds up everything else the page is loading.
  const appRoot = createRoot(root);
  startTransition(() => appRoot.render(<App />));
}

/** The whole app's code and the portal's words (which need the sign-in words in place first). */
async function loadApp(i18nReady: Promise<unknown>) {
  const [module] = await Promise.all([import('./app/app.tsx'), i18nReady.then(loadPortalMessages)]);
  return module;
}

void start();
