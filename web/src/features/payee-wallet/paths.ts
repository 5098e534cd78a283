import { areaRoutes } from '../../config/area-routes.ts';

/** The wallet's pages (seeds 000 §2.5: the wallet gets its own page; the dashboard card links here). */
export const walletPaths = {
  list: areaRoutes.payee.wallet,
  new: `${areaRoutes.payee.wallet}/new`,
} as const;
