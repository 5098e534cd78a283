import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** Pages of the payee area: wallet (paths relative to /payee). */
export const payeeWalletRoutes: RouteObject[] = [
  {
    path: 'wallet',
    lazy: lazyComponent(
      () => import('./routes/wallet.tsx'),
      (m) => m.WalletRoute,
    ),
  },
  {
    path: 'wallet/new',
    lazy: lazyComponent(
      () => import('./routes/add-bank-account.tsx'),
      (m) => m.AddBankAccountRoute,
    ),
  },
];
