import '@fontsource-variable/inter';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadRuntimeConfig } from './config/runtime-config.ts';
import { getTokenExpiration } from './features/auth/api/get-token-expiration.ts';
import { installCurrencyFilter } from './lib/currency-filter.ts';
import { initI18n } from './lib/i18n.ts';
import { installLayoutProperties } from './lib/layout-properties.ts';
import { applyStoredTheme } from './lib/theme.ts';

// Before anything waits on the network: the stored theme and the layout properties are in place
// for the first paint, and every API call (token_expiration included) carries the currency filter.
applyStoredTheme();
installLayoutProperties();
installCurrencyFilter();

async function start() {
  // token_expiration also hands back the CSRF token of an existing session before any mutation.
  await Promise.all([loadRuntimeConfig(), initI18n(), getTokenExpiration().catch(() => null)]);
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
