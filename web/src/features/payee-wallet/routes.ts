import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The portal namespaces these pages speak from (loaded with each page, web/src/lib/i18n.ts). */
const namespaces = ['wallet'] as const;

/** Pages of the payee area: wallet (paths relative to /payee). */
export const payeeWalletRoutes: RouteObject[] = [
  {
    path: 'wallet',
    lazy: lazyComponent(
      () => import('./routes/wallet.tsx'),
      (m) => m.WalletRoute,
      namespaces,
    ),
  },
  {
    path: 'wallet/new',
    lazy: lazyComponent(
      () => import('./routes/add-bank-account.tsx'),
      (m) => m.AddBankAccountRoute,
      namespaces,
    ),
  },
];
