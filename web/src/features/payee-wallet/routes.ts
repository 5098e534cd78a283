import type { RouteObject } from 'react-router-dom';

/** Pages of the payee area: wallet (paths relative to /payee). */
export const payeeWalletRoutes: RouteObject[] = [];
