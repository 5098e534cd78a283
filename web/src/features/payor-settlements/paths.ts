import { areaRoutes } from '../../config/area-routes.ts';

/** The feature's own pages (the shell links to the list and the terms through config/area-routes.ts). */
export const settlementsPaths = {
  list: areaRoutes.payor.settlements,
  terms: areaRoutes.payor.settlementsTerms,
  bill: (id: string) => `${areaRoutes.payor.settlements}/${encodeURIComponent(id)}`,
  edit: (id: string) => `${areaRoutes.payor.settlements}/${encodeURIComponent(id)}/edit`,
  success: (id: string, outcome: 'reviewed' | 'edited') =>
    `${areaRoutes.payor.settlements}/${encodeURIComponent(id)}/success?outcome=${outcome}`,
} as const;
